import type { SessionKind, Sessions } from "../session/sessions";
import { apiErrorFromResponse, normaliseError } from "./ApiError";
import type { CallOptions, IdempotentCallOptions } from "./callOptions";
import { IDEMPOTENCY_HEADER } from "./idempotency";

export const DEFAULT_BASE_URL = "/api";
export const XSRF_COOKIE_NAME = "XSRF-TOKEN";
export const XSRF_HEADER_NAME = "X-XSRF-TOKEN";

export type UnauthorizedHandler = (session: SessionKind) => void;

/** One call as the endpoints describe it. */
export interface HttpRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path under the API's base URL ("/orders/7"); an absolute URL is still put under it. */
  url: string;
  /** The query string (strings, numbers, booleans); `undefined` and `null` values are left out. */
  params?: object;
  /** The body: FormData as it is (multipart), anything else as JSON. */
  data?: unknown;
  /** Whose bearer token the call carries: the customer's (default), the admin's, or none (sign-in calls). */
  authSession?: SessionKind | "none";
  /** "arraybuffer" or "blob" for downloads; otherwise the body is read as JSON (text when it is not JSON). */
  responseType?: "json" | "arraybuffer" | "blob";
}

export interface HttpResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

export interface HttpOptions {
  /** Where the API lives; empty or missing means "/api" on the page's own origin. */
  baseURL?: string | undefined;
  sessions: Sessions;
  /** Replaces the transport (tests answer from memory); the page's `fetch` otherwise, looked up at each call. */
  fetch?: typeof fetch;
}

export interface Http {
  /** Called when the server answers 401 to a call that carried a token: the session is no longer valid. */
  setOnUnauthorized(handler: UnauthorizedHandler | undefined): void;
  /** Sends one request and resolves with the response body; rejects with an `ApiError` built with `fallback`. */
  send<T>(request: HttpRequest, fallback: string, options?: CallOptions | IdempotentCallOptions): Promise<T>;
  /** Like `send`, for the few calls that also read the response headers (downloads). */
  sendForResponse<T>(
    request: HttpRequest,
    fallback: string,
    options?: CallOptions | IdempotentCallOptions,
  ): Promise<HttpResponse<T>>;
}

function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const entry = document.cookie.split("; ").find((pair) => pair.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

async function readBody(response: Response, responseType: HttpRequest["responseType"]): Promise<unknown> {
  if (responseType === "arraybuffer") return response.arrayBuffer();
  if (responseType === "blob") return response.blob();
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The client's transport: the browser's own `fetch`, the session's bearer token, the XSRF header, JSON bodies. */
export function createHttp({ baseURL, sessions, fetch: transport }: HttpOptions): Http {
  const base = (baseURL || DEFAULT_BASE_URL).replace(/\/+$/, "");
  let onUnauthorized: UnauthorizedHandler | undefined;

  /** Every path goes under the base URL, so the XSRF token below can only ever go to the configured API. */
  function urlOf({ url, params = {} }: HttpRequest): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value != null) query.append(key, String(value));
    const search = query.toString();
    return `${base}/${url.replace(/^\/+/, "")}${search ? `?${search}` : ""}`;
  }

  async function sendForResponse<T>(
    request: HttpRequest,
    fallback: string,
    options: CallOptions | IdempotentCallOptions = {},
  ): Promise<HttpResponse<T>> {
    const kind = request.authSession ?? "customer";
    const token = kind === "none" ? null : sessions[kind].token();
    const headers = new Headers({ Accept: "application/json" });
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if ("idempotencyKey" in options) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
    const xsrf = readCookie(XSRF_COOKIE_NAME);
    if (xsrf) headers.set(XSRF_HEADER_NAME, xsrf);
    let body: BodyInit | undefined;
    if (request.data instanceof FormData) body = request.data;
    else if (request.data !== undefined) {
      body = JSON.stringify(request.data);
      headers.set("Content-Type", "application/json");
    }
    try {
      const response = await (transport ?? fetch)(urlOf(request), {
        method: request.method ?? "GET",
        headers,
        body,
        signal: options.signal ?? null,
      });
      const data = await readBody(response, request.responseType);
      if (response.ok) return { status: response.status, data: data as T, headers: response.headers };
      if (response.status === 401 && token && kind !== "none") onUnauthorized?.(kind);
      throw apiErrorFromResponse(response.status, data, fallback);
    } catch (error) {
      throw normaliseError(error);
    }
  }

  return {
    setOnUnauthorized(handler) {
      onUnauthorized = handler;
    },
    sendForResponse,
    async send<T>(request: HttpRequest, fallback: string, options?: CallOptions | IdempotentCallOptions) {
      return (await sendForResponse<T>(request, fallback, options)).data;
    },
  };
}
