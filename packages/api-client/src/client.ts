import { createAdminApi } from "./admin";
import { affiliateCalls } from "./endpoints/affiliate";
import { apiKeyCalls } from "./endpoints/apiKey";
import { authCalls } from "./endpoints/auth";
import { catalogueCalls } from "./endpoints/catalogue";
import { childPanelCalls } from "./endpoints/childPanels";
import { fundsCalls } from "./endpoints/funds";
import { healthCalls } from "./endpoints/health";
import { notificationCalls } from "./endpoints/notifications";
import { orderRequestCalls } from "./endpoints/orderRequests";
import { orderCalls } from "./endpoints/orders";
import { serviceUpdateCalls } from "./endpoints/serviceUpdates";
import { settingsCalls } from "./endpoints/settings";
import { ticketCalls } from "./endpoints/tickets";
import { userCalls } from "./endpoints/user";
import { createHttp, type HttpOptions, type UnauthorizedHandler } from "./http/createHttp";
import { createSessions, type Sessions } from "./session/sessions";

export interface ApiClientOptions {
  /** The API's base URL; the app passes `import.meta.env.VITE_API_BASE_URL`. Empty or missing: "/api". */
  baseURL?: string | undefined;
  /** Session storage; defaults to the browser's localStorage + sessionStorage. */
  sessions?: Sessions;
  /** See `ApiClient.setOnUnauthorized`. */
  onUnauthorized?: UnauthorizedHandler;
  /** Replaces the transport (tests answer from memory); the page's `fetch` otherwise. */
  fetch?: HttpOptions["fetch"];
}

/**
 * The customer area's calls (and the public ones), grouped by resource, over the browser's `fetch`. The operator's
 * calls come from `createAdminApi(client)` (admin.ts), so pages that never act as the operator do not load them.
 */
export function createCustomerApiClient({
  baseURL,
  sessions = createSessions(),
  onUnauthorized,
  fetch,
}: ApiClientOptions = {}) {
  const http = createHttp({ baseURL, sessions, ...(fetch ? { fetch } : {}) });
  http.setOnUnauthorized(onUnauthorized);
  return {
    /** The transport the calls share (bearer token, XSRF header, 401 handler); `createAdminApi` builds on it. */
    http,
    sessions,
    /** Set (or replace) the handler told about a 401 on a call that carried a token, to log out cleanly. */
    setOnUnauthorized: http.setOnUnauthorized,
    health: healthCalls(http),
    auth: authCalls(http, sessions.customer),
    user: userCalls(http, sessions.customer),
    catalogue: catalogueCalls(http),
    orders: orderCalls(http),
    /** Refill and cancel requests on the customer's orders. */
    orderRequests: orderRequestCalls(http),
    funds: fundsCalls(http),
    childPanels: childPanelCalls(http),
    affiliate: affiliateCalls(http),
    /** The customer's reseller API key (GET/POST /api-key). */
    apiKey: apiKeyCalls(http),
    tickets: ticketCalls(http),
    notifications: notificationCalls(http),
    serviceUpdates: serviceUpdateCalls(http),
    settings: settingsCalls(http),
  };
}

export type CustomerApiClient = ReturnType<typeof createCustomerApiClient>;

/** Every call, the customer's and the operator's (`admin`), on one transport: for scripts and tests. */
export function createApiClient(options: ApiClientOptions = {}) {
  const client = createCustomerApiClient(options);
  return { ...client, admin: createAdminApi(client) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
