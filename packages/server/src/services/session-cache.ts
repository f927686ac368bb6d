import type { NotificationListener } from "../db/notifications";

/** A live session as the bearer check needs it. */
export interface LiveSession {
  id: number;
  userId: number | null;
  adminId: number | null;
  expiresAt: Date;
}

// Bounds the memory a flood of distinct tokens can take; a full map simply starts over.
const MAX_ENTRIES = 10_000;

/**
 * Live sessions by token hash, so a signed-in request skips the session look-up round trip. Only trusted while
 * the database's change notifications arrive (see db/notifications.ts): a revoked, changed or deleted session, or
 * a suspended customer, is dropped when its change commits, in this process before the revoking call returns,
 * in other instances when they hear it. Until listening starts, and whenever the listening connection is lost,
 * nothing is held and every request asks the database. Expiry is checked on every read.
 */
export class SessionCache implements NotificationListener {
  private readonly byTokenHash = new Map<string, LiveSession>();
  private trusted = false;
  /** Moves on every change heard, so a look-up that started before a change never stores what it read. */
  private generation = 0;

  get(tokenHash: string, now: Date): LiveSession | undefined {
    const session = this.byTokenHash.get(tokenHash);
    if (!session) return undefined;
    if (session.expiresAt > now) return session;
    this.byTokenHash.delete(tokenHash);
    return undefined;
  }

  /** Call before reading a session from the database; hand the result to `remember` with it. */
  snapshot(): number {
    return this.generation;
  }

  remember(tokenHash: string, session: LiveSession, readAt: number): void {
    if (!this.trusted || readAt !== this.generation) return;
    if (this.byTokenHash.size >= MAX_ENTRIES) this.byTokenHash.clear();
    this.byTokenHash.set(tokenHash, session);
  }

  notify(payload: string): void {
    this.generation += 1;
    const [kind, value] = splitPayload(payload);
    if (kind === "session") {
      this.byTokenHash.delete(value);
    } else if (kind === "user") {
      const userId = Number(value);
      for (const [tokenHash, session] of this.byTokenHash) {
        if (session.userId === userId) this.byTokenHash.delete(tokenHash);
      }
    } else {
      this.byTokenHash.clear();
    }
  }

  lost(): void {
    this.trusted = false;
    this.generation += 1;
    this.byTokenHash.clear();
  }

  ready(): void {
    this.generation += 1;
    this.trusted = true;
  }
}

function splitPayload(payload: string): [string, string] {
  const colon = payload.indexOf(":");
  return colon < 0 ? [payload, ""] : [payload.slice(0, colon), payload.slice(colon + 1)];
}
