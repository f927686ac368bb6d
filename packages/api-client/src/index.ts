export { type ApiClient, type ApiClientOptions, createApiClient } from "./client";
export type { LoginPayload, RegisterPayload } from "./endpoints/auth";
export { ApiError, type FieldErrors, normaliseError } from "./http/ApiError";
export type { CallOptions, IdempotentCallOptions } from "./http/callOptions";
export {
  DEFAULT_BASE_URL,
  type UnauthorizedHandler,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
} from "./http/createHttp";
export { IDEMPOTENCY_HEADER, newIdempotencyKey } from "./http/idempotency";
export type { SaveOptions, SessionKeys, SessionSlot, StoredSession } from "./session/sessionSlot";
export {
  ADMIN_SESSION_KEYS,
  CUSTOMER_SESSION_KEYS,
  createSessions,
  type SessionKind,
  type Sessions,
} from "./session/sessions";
export { browserStorages, memoryStorage, memoryStorages, type SessionStorages } from "./session/storage";
