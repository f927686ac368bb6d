/** Why a call to a provider failed; every kind leaves the work retriable. */
export type ProviderFailure = "unreachable" | "timeout" | "bad-response" | "rejected";

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ProviderClientOptions {
  /** A call that takes longer is abandoned (and retried later by the queue). */
  timeoutMs?: number;
}

export const PROVIDER_TIMEOUT_MS = 15_000;

/** A provider's answer for one id in a batch: its value, or the error text it gave for that id. */
export type PerId<T> = Map<string, T | { error: string }>;

export interface ProviderStatus {
  status?: unknown;
  charge?: unknown;
  start_count?: unknown;
  remains?: unknown;
  currency?: unknown;
}

/**
 * The API v2 client the panel uses towards its upstream providers: form-encoded POSTs (what every panel
 * accepts), a timeout on every call, and `{"error": ...}` answers turned into a ProviderError.
 */
export class ProviderClient {
  private readonly timeoutMs: number;

  constructor(
    private readonly url: string,
    private readonly key: string,
    options: ProviderClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async call(action: string, params: Record<string, string> = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ key: this.key, action, ...params }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new ProviderError("timeout", `No answer within ${this.timeoutMs} ms`);
      }
      throw new ProviderError("unreachable", `Cannot reach the provider: ${(error as Error).message}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new ProviderError("timeout", `No complete answer within ${this.timeoutMs} ms`);
    }
    if (response.status >= 500) throw new ProviderError("unreachable", `The provider answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(
        "bad-response",
        `The provider answered something that is not JSON (HTTP ${response.status})`,
      );
    }
    if (isError(body)) throw new ProviderError("rejected", body.error);
    return body;
  }

  async balance(): Promise<{ balance: string; currency: string }> {
    const body = await this.call("balance");
    const { balance, currency } = (body ?? {}) as { balance?: unknown; currency?: unknown };
    if ((typeof balance !== "string" && typeof balance !== "number") || !/^-?\d+(\.\d+)?$/.test(String(balance))) {
      throw new ProviderError("bad-response", "The provider's balance answer has no balance");
    }
    return { balance: String(balance), currency: typeof currency === "string" ? currency : "" };
  }

  async services(): Promise<unknown[]> {
    const body = await this.call("services");
    if (!Array.isArray(body)) throw new ProviderError("bad-response", "The provider's service list is not a list");
    return body;
  }

  /** Places an order; answers the provider's order id. */
  async add(params: Record<string, string>): Promise<string> {
    const body = (await this.call("add", params)) as { order?: unknown } | null;
    const order = body?.order;
    if (typeof order !== "number" && typeof order !== "string") {
      throw new ProviderError("bad-response", "The provider's answer to add has no order id");
    }
    return String(order);
  }

  /** Statuses of up to 100 orders in one call. */
  async statuses(ids: readonly string[]): Promise<PerId<ProviderStatus>> {
    const body = await this.call("status", { orders: ids.join(",") });
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ProviderError("bad-response", "The provider's multi-status answer is not an object");
    }
    const answers = body as Record<string, unknown>;
    return new Map(ids.map((id) => [id, (answers[id] ?? { error: "missing" }) as ProviderStatus | { error: string }]));
  }

  async refill(orderId: string): Promise<string> {
    const body = (await this.call("refill", { order: orderId })) as { refill?: unknown } | null;
    const refill = body?.refill;
    if (typeof refill !== "number" && typeof refill !== "string") {
      throw new ProviderError("bad-response", "The provider's answer to refill has no refill id");
    }
    return String(refill);
  }

  async refillStatus(refillId: string): Promise<unknown> {
    const body = (await this.call("refill_status", { refill: refillId })) as { status?: unknown } | null;
    return body?.status;
  }

  async cancel(orderId: string): Promise<void> {
    const body = await this.call("cancel", { orders: orderId });
    const first = Array.isArray(body) ? (body[0] as { cancel?: unknown } | undefined) : undefined;
    if (first && isError(first.cancel)) throw new ProviderError("rejected", first.cancel.error);
  }
}

function isError(value: unknown): value is { error: string } {
  return typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
}
