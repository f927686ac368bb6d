/**
 * Failed sign-ins counted per account AND address: someone guessing from one address is slowed down, while
 * the owner signing in from elsewhere is never locked out by them. (A per-address limit on the route itself
 * caps spraying many accounts.) Memory per process: behind a load balancer each instance counts on its own.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

interface Bucket {
  failures: number;
  resetAt: number;
}

export class LoginThrottle {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = Date.now) {}

  private key(account: string, ip: string): string {
    return `${account.trim().toLowerCase()}\u0000${ip}`;
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(account: string, ip: string): number {
    const bucket = this.buckets.get(this.key(account, ip));
    if (!bucket || bucket.resetAt <= this.now()) return 0;
    return bucket.failures >= MAX_FAILURES ? Math.ceil((bucket.resetAt - this.now()) / 1000) : 0;
  }

  recordFailure(account: string, ip: string): void {
    const key = this.key(account, ip);
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= this.now()) {
      this.buckets.set(key, { failures: 1, resetAt: this.now() + WINDOW_MS });
      if (this.buckets.size > 100_000) this.prune();
    } else {
      bucket.failures += 1;
    }
  }

  recordSuccess(account: string, ip: string): void {
    this.buckets.delete(this.key(account, ip));
  }

  private prune(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}

export function tooManyAttemptsMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
