import { adminAttentionCalls } from "./endpoints/adminAttention";
import { adminAuthCalls } from "./endpoints/adminAuth";
import { adminCatalogueCalls } from "./endpoints/adminCatalogue";
import { adminChildPanelCalls } from "./endpoints/adminChildPanels";
import { adminDashboardCalls } from "./endpoints/adminDashboard";
import { adminDepositCalls } from "./endpoints/adminDeposits";
import { adminMailCalls } from "./endpoints/adminMail";
import { adminOperationCalls } from "./endpoints/adminOperations";
import { adminOrderCalls } from "./endpoints/adminOrders";
import { adminProfileCalls } from "./endpoints/adminProfile";
import { adminProviderCalls } from "./endpoints/adminProviders";
import { adminSupportCalls } from "./endpoints/adminSupport";
import { adminSystemCalls } from "./endpoints/adminSystem";
import { adminUserCalls } from "./endpoints/adminUsers";
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
  adapter?: HttpOptions["adapter"];
}

/** The app's one HTTP client: every call, grouped by resource, over one axios instance. */
export function createApiClient({
  baseURL,
  sessions = createSessions(),
  onUnauthorized,
  adapter,
}: ApiClientOptions = {}) {
  const http = createHttp({ baseURL, sessions, ...(adapter ? { adapter } : {}) });
  http.setOnUnauthorized(onUnauthorized);
  return {
    /** The axios instance underneath, for calls this package does not wrap yet. */
    axios: http.axios,
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
    admin: {
      auth: adminAuthCalls(http, sessions.admin),
      childPanels: adminChildPanelCalls(http),
      operations: adminOperationCalls(http),
      dashboard: adminDashboardCalls(http),
      catalogue: adminCatalogueCalls(http),
      orders: adminOrderCalls(http),
      attention: adminAttentionCalls(http),
      deposits: adminDepositCalls(http),
      users: adminUserCalls(http),
      support: adminSupportCalls(http),
      mail: adminMailCalls(http),
      system: adminSystemCalls(http),
      profile: adminProfileCalls(http),
      providers: adminProviderCalls(http),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
