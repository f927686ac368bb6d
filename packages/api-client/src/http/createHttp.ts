import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  isAxiosError,
} from "axios";
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
  /** Like `send`, for the few calls that also read the response headers (downloads). */
  sendForResponse<T>(
    config: AxiosRequestConfig,
    fallback: string,
    options?: CallOptions | IdempotentCallOptions,
  ): Promise<AxiosResponse<T>>;
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

  async function sendForResponse<T>(
    config: AxiosRequestConfig,
    fallback: string,
    options: CallOptions | IdempotentCallOptions = {},
  ): Promise<AxiosResponse<T>> {
    const idempotency = "idempotencyKey" in options ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {};
    try {
      return await instance.request<T>({ ...config, headers: idempotency, signal: options.signal });
    } catch (error) {
      throw normaliseError(error, fallback);
    }
  }

  return {
    axios: instance,
    setOnUnauthorized(handler) {
      onUnauthorized = handler;
    },
    sendForResponse,
    async send<T>(config: AxiosRequestConfig, fallback: string, options?: CallOptions | IdempotentCallOptions) {
      return (await sendForResponse<T>(config, fallback, options)).data;
    },
  };
}
