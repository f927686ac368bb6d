export { type AdminApi, createAdminApi } from "./admin";
export {
  type ApiClient,
  type ApiClientOptions,
  type CustomerApiClient,
  createApiClient,
  createCustomerApiClient,
} from "./client";
export { FETCH_ADMIN_FAILED_MESSAGE, TwoFactorRequiredError } from "./endpoints/adminAuth";
export { ADMIN_CATALOGUE_MESSAGES } from "./endpoints/adminCatalogue";
export { ADMIN_CHILD_PANEL_MESSAGES } from "./endpoints/adminChildPanels";
export {
  ADMIN_EXPORT_FAILED_MESSAGE,
  type AdminExportList,
  FETCH_ADMIN_DASHBOARD_FAILED_MESSAGE,
  FETCH_ADMIN_REPORT_FAILED_MESSAGE,
  FETCH_LAUNCH_CHECKLIST_FAILED_MESSAGE,
} from "./endpoints/adminDashboard";
export { ADMIN_DEPOSIT_MESSAGES } from "./endpoints/adminDeposits";
export { ADMIN_MAIL_MESSAGES } from "./endpoints/adminMail";
export {
  ADMIN_CALL_MESSAGES,
  type OrderStatusChange,
  type ServiceChange,
} from "./endpoints/adminOperations";
export { ADMIN_ORDER_MESSAGES } from "./endpoints/adminOrders";
export { ADMIN_PROFILE_MESSAGES } from "./endpoints/adminProfile";
export {
  ADMIN_PROVIDER_MESSAGES,
  type NewProviderPayload,
  type ProviderImportPayload,
} from "./endpoints/adminProviders";
export { ADMIN_STAFF_MESSAGES } from "./endpoints/adminStaff";
export { ADMIN_SUPPORT_MESSAGES } from "./endpoints/adminSupport";
export { ADMIN_SYSTEM_MESSAGES } from "./endpoints/adminSystem";
export { ADMIN_TWO_FACTOR_MESSAGES } from "./endpoints/adminTwoFactor";
export { ADMIN_USER_MESSAGES } from "./endpoints/adminUsers";
export { AFFILIATE_CALL_MESSAGES } from "./endpoints/affiliate";
export {
  CSRF_COOKIE_FAILED_MESSAGE,
  FORGOT_PASSWORD_FAILED_MESSAGE,
  LOGOUT_FAILED_MESSAGE,
  type LoginPayload,
  RESET_PASSWORD_FAILED_MESSAGE,
  type RegisterPayload,
  type ResetPasswordPayload,
} from "./endpoints/auth";
export { CHILD_PANEL_CALL_MESSAGES, type ChildPanelPayload } from "./endpoints/childPanels";
export { type DepositListQuery, type DepositPayload, FUNDS_MESSAGES, type TransactionsQuery } from "./endpoints/funds";
export { HEALTH_FAILED_MESSAGE, type HealthStatus } from "./endpoints/health";
export { NOTIFICATION_CALL_MESSAGES } from "./endpoints/notifications";
export { ORDER_REQUEST_CALL_MESSAGES } from "./endpoints/orderRequests";
export { type NewOrderPayload, ORDER_MESSAGES, type OrderListQuery } from "./endpoints/orders";
export { FETCH_UPDATES_FAILED_MESSAGE, type ServiceUpdatesQuery } from "./endpoints/serviceUpdates";
export { FETCH_LEGAL_PAGE_FAILED_MESSAGE, FETCH_SETTINGS_FAILED_MESSAGE } from "./endpoints/settings";
export { type NewTicketPayload, TICKET_CALL_MESSAGES, type TicketListQuery } from "./endpoints/tickets";
export { type PasswordChangePayload, type ProfilePayload, USER_MESSAGES } from "./endpoints/user";
export { ApiError, type FieldErrors, normaliseError } from "./http/ApiError";
export type { CallOptions, IdempotentCallOptions } from "./http/callOptions";
export {
  DEFAULT_BASE_URL,
  type Http,
  type HttpRequest,
  type HttpResponse,
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
export type * from "./types/responses";
