import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, isAxiosError } from "axios";
import type { SessionKind, Sessions } from "../session/sessions";
import { normaliseError } from "./ApiError";
import type { CallOptions, IdempotentCallOptions } from "./callOptions";
import { IDEMPOTENCY_HEADER } from "./idempotency";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Whose bearer token the call carries: the customer's (default), the admin's, or none (sign-in calls). */
    authSession?: SessionKind | "none";
  }
}

export const DEFAULT_BASE_URL = "/api";
export const XSRF_COOKIE_NAME = "XSRF-TOKEN";
export const XSRF_HEADER_NAME = "X-XSRF-TOKEN";

export type UnauthorizedHandler = (session: SessionKind) => void;

export interface HttpOptions {
  /** Where the API lives; empty or missing means "/api" on the page's own origin. */
  baseURL?: string | undefined;
  sessions: Sessions;
  /** Replaces the transport (tests use an in-memory adapter). */
  adapter?: AxiosAdapter;
}

export interface Http {
  readonly axios: AxiosInstance;
  /** Called when the server answers 401 to a call that carried a token: the session is no longer valid. */
  setOnUnauthorized(handler: UnauthorizedHandler | undefined): void;
  /** Sends one request and resolves with the response body; rejects with an `ApiError` built with `fallback`. */
  send<T>(config: AxiosRequestConfig, fallback: string, options?: CallOptions | IdempotentCallOptions): Promise<T>;
}

export function createHttp({ baseURL, sessions, adapter }: HttpOptions): Http {
  const instance = axios.create({
    baseURL: baseURL || DEFAULT_BASE_URL,
    // Every path is relative to baseURL, so the XSRF token below can only ever go to the configured API.
    allowAbsoluteUrls: false,
    // axios adds `Content-Type: application/json` itself to every body.
    headers: { Accept: "application/json" },
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
    withXSRFToken: true,
    timeout: 0,
    ...(adapter ? { adapter } : {}),
  });
  let onUnauthorized: UnauthorizedHandler | undefined;

  instance.interceptors.request.use((config) => {
    const kind = config.authSession ?? "customer";
    const token = kind === "none" ? null : sessions[kind].token();
    if (token) config.headers.set("Authorization", `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401 && error.config) {
      const kind = error.config.authSession ?? "customer";
      if (kind !== "none" && error.config.headers.has("Authorization")) onUnauthorized?.(kind);
    }
    return Promise.reject(error);
  });

  return {
    axios: instance,
    setOnUnauthorized(handler) {
      onUnauthorized = handler;
    },
    async send<T>(config: AxiosRequestConfig, fallback: string, options: CallOptions | IdempotentCallOptions = {}) {
      const idempotency = "idempotencyKey" in options ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {};
      try {
        const response = await instance.request<T>({ ...config, headers: idempotency, signal: options.signal });
        return response.data;
      } catch (error) {
        throw normaliseError(error, fallback);
      }
    },
  };
}
