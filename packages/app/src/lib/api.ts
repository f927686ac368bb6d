import { createCustomerApiClient } from "@smm/api-client";
import { emitSessionChange } from "./sessionEvents";

/**
 * The app's one API client (the operator's calls are `adminApi`, admin/lib/adminApi.ts, over the same transport, so
 * customer pages do not load them). A 401 to a call that carried a token means the server no longer accepts the session:
 * it is cleared here and the change announced, so the guards redirect (customer to /, admin to /admin/login).
 */
export const api = createCustomerApiClient({
  baseURL: import.meta.env.VITE_API_BASE_URL,
  onUnauthorized: (kind) => {
    // Several calls in flight can each get a 401: end the session once.
    if (api.sessions[kind].read() === null) return;
    api.sessions[kind].clear();
    emitSessionChange({ kind, change: "ended", reason: "expired" });
  },
});
