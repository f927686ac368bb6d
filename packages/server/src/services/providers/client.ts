import { type Dispatcher, request } from "undici";
import { PROVIDER_TIMEOUT_MS } from "../../config";
import { BlockedAddressError, outboundDispatcher } from "../outbound/public-network";
import { findJson } from "./answer-json";

/**
 * Why a call to a provider failed. "blocked": the address is not on the public internet (see
 * outbound/public-network.ts).
 */
export type ProviderFailure = "unreachable" | "timeout" | "bad-response" | "rejected" | "blocked";

export class ProviderError extends Error {
  /**
   * `outcomeUnknown`: the request went out and no answer we can read came back (no answer in time, a broken
   * connection, a 2xx without its JSON). The provider may have done what was asked, so an `add` must not be sent
   * again blindly (jobs/handlers/forward-order.ts). Every other failure happened before the provider acted or is its
   * own refusal: the work stays retriable.
   */
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    readonly outcomeUnknown = false,
  ) {
    super(message);
  }
}

export interface ProviderClientOptions {
  /** A call that takes longer is abandoned (see ProviderError's outcomeUnknown for what follows). */
  timeoutMs?: number;
  /** PROVIDER_ALLOW_PRIVATE_NETWORK: loopback and private addresses may be called (tests, panels on one machine). */
  allowPrivateNetwork?: boolean;
  /** How a child panel reaches its parent panel, in-process (`ParentPanelApi` in parent-panel.ts). */
  parentPanel?: InProcessApi;
}

/** An API v2 answered in this process rather than over HTTP: the parent panel's (parent-panel.ts). */
export interface InProcessApi {
  call(key: string, action: string, params: Record<string, string>, idempotencyKey?: string): Promise<unknown>;
}

/** A provider's answer larger than this is refused (a full service list is a few MB). */
export const PROVIDER_ANSWER_MAX_BYTES = 32 * 1024 * 1024;
/**
 * The answer header by which a panel of this software says that its API v2 `add` honours the Idempotency-Key header
 * (placeOrdersOnce: the same key is the same order, charged once). Sent on every API v2 answer (routes/api/reseller).
 */
export const IDEMPOTENCY_HONOURED_HEADER = "x-idempotency-key-honoured";

/**
 * Provider URLs whose last answer carried IDEMPOTENCY_HONOURED_HEADER, as this process saw them (balance checks,
 * status syncs, orders). Kept in memory on purpose: a URL answers for itself however the operator edits the provider,
 * and a process that has not heard from a provider yet treats it as any other (the safe side).
 */
const honouringUrls = new Set<string>();

/** Whether the provider at `url` said, in its last answer here, that it honours the Idempotency-Key. */
export const saidItHonoursIdempotencyKey = (url: string) => honouringUrls.has(url);

/** The most of a provider's own error text that is passed on (to the operator's screen and the log). */
const ERROR_TEXT_MAX = 200;

/** Reads a body up to `limit` bytes; undefined when it is larger (the rest is not read). */
async function readLimited(body: Dispatcher.ResponseData["body"], limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A provider's `{"error": ...}` text, one line and short: it reaches the operator, never a raw body. */
const errorText = (text: string) =>
  text
    .replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, ERROR_TEXT_MAX) || "The provider refused the request";

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
  private readonly dispatcher: Dispatcher;

  constructor(
    private readonly url: string,
    protected readonly key: string,
    options: ProviderClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    this.dispatcher = outboundDispatcher(options.allowPrivateNetwork ?? false);
  }

  /**
   * One API v2 call. The URL is the operator's, so: public addresses only (checked on the address connected to),
   * no redirects followed, and nothing of an answer reaches an error message but fixed text, the HTTP status and a
   * provider's own short `{"error"}` text. An idempotency key goes as the Idempotency-Key header (panels like this
   * one honour it; others ignore it).
   */
  async call(action: string, params: Record<string, string> = {}, idempotencyKey?: string): Promise<unknown> {
    const sending = trackSending(this.dispatcher);
    let response: Dispatcher.ResponseData;
    try {
      response = await request(this.url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: new URLSearchParams({ key: this.key, action, ...params }).toString(),
        dispatcher: sending.dispatcher,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.failure(error, sending.sent());
    }
    const status = response.statusCode;
    const success = status >= 200 && status < 300;
    if (response.headers[IDEMPOTENCY_HONOURED_HEADER] === "add") honouringUrls.add(this.url);
    else honouringUrls.delete(this.url);
    let text: string | undefined;
    try {
      text = await readLimited(response.body, PROVIDER_ANSWER_MAX_BYTES);
    } catch (error) {
      // The answer broke off: a 2xx may have done the work; an error status said it did not.
      throw this.failure(error, success);
    }
    if (status >= 300 && status < 400) {
      throw new ProviderError(
        "bad-response",
        `The provider answered with a redirect (HTTP ${status}), which is not followed`,
      );
    }
    if (status >= 500) throw new ProviderError("unreachable", `The provider answered HTTP ${status}`);
    if (text === undefined) throw new ProviderError("bad-response", "The provider's answer is too large", success);
    const body = findJson(text);
    if (body === undefined) {
      throw new ProviderError(
        "bad-response",
        `The provider answered something that is not JSON (HTTP ${status})`,
        success,
      );
    }
    if (isError(body)) throw new ProviderError("rejected", errorText(body.error));
    return body;
  }

  /**
   * A failed connection or read as a ProviderError with a fixed message (an error code at most). `outcomeUnknown`:
   * the request had gone out and no error status came back (a refused connection, a failed DNS lookup or a blocked
   * address never sent it).
   */
  private failure(error: unknown, outcomeUnknown: boolean): ProviderError {
    if (error instanceof BlockedAddressError || (error as { cause?: unknown })?.cause instanceof BlockedAddressError) {
      return new ProviderError(
        "blocked",
        "The provider's address is not on the public internet; the panel does not call it",
      );
    }
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") {
      return new ProviderError("timeout", `No answer within ${this.timeoutMs} ms`, outcomeUnknown);
    }
    const code = (error as NodeJS.ErrnoException).code;
    return new ProviderError("unreachable", `Cannot reach the provider${code ? ` (${code})` : ""}`, outcomeUnknown);
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

  /**
   * Places an order; answers the provider's order id and the `charge` some providers give with it. The idempotency
   * key makes a repeated add the same order where the provider honours it.
   */
  async add(params: Record<string, string>, idempotencyKey?: string): Promise<{ order: string; charge?: unknown }> {
    const body = (await this.call("add", params, idempotencyKey)) as { order?: unknown; charge?: unknown } | null;
    const order = body?.order;
    if (typeof order !== "number" && typeof order !== "string") {
      // Neither an order id nor an error: whether the order was placed cannot be told.
      throw new ProviderError("bad-response", "The provider's answer to add has no order id", true);
    }
    return { order: String(order), charge: body?.charge };
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

/**
 * The dispatcher for one call, and whether its request went out: undici starts a request (onRequestStart) once it
 * has a connected socket to write it to, so a refused connection, a failed lookup or a blocked address leave it false.
 */
function trackSending(dispatcher: Dispatcher): { dispatcher: Dispatcher; sent: () => boolean } {
  let sent = false;
  const tracked = dispatcher.compose(
    (dispatch) => (options, handler) =>
      dispatch(options, {
        onRequestStart: (controller, context) => {
          sent = true;
          handler.onRequestStart?.(controller, context);
        },
        onRequestUpgrade: (...args) => handler.onRequestUpgrade?.(...args),
        onResponseStart: (...args) => handler.onResponseStart?.(...args),
        onResponseData: (...args) => handler.onResponseData?.(...args),
        onResponseEnd: (...args) => handler.onResponseEnd?.(...args),
        onResponseError: (...args) => handler.onResponseError?.(...args),
      }),
  );
  return { dispatcher: tracked, sent: () => sent };
}

function isError(value: unknown): value is { error: string } {
  return typeof value === "object" && value !== null && typeof (value as { error?: unknown }).error === "string";
}
