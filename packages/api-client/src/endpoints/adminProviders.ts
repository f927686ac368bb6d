import type { adminProviderEndpoints, BodyOf, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminProviderEndpoints;
export type NewProviderPayload = BodyOf<Endpoints["add"]>;
export type ProviderImportPayload = BodyOf<Endpoints["importServices"]>;

export const ADMIN_PROVIDER_MESSAGES = {
  fetchFailed: "Failed to load the providers",
  addFailed: "Failed to add the provider",
  checkFailed: "Failed to check the provider",
  servicesFailed: "Failed to load the provider's services",
  catalogueFailed: "Failed to load the provider's categories",
  importFailed: "Failed to import the services",
  syncFailed: "Failed to sync the services",
  updateFailed: "Failed to save the provider",
  removeFailed: "Failed to remove the provider",
  rateFailed: "Failed to change your rate",
  alertsFailed: "Failed to load the provider alerts",
  markReadFailed: "Failed to mark the alerts read",
} as const;

/** Upstream providers (admin): add, edit, remove, list with balance and health, import and sync services. */
export function adminProviderCalls(http: Http) {
  const send = <T>(
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    message: string,
    options?: CallOptions,
    data?: unknown,
  ) => http.send<T>({ method, url, authSession: "admin", ...(data === undefined ? {} : { data }) }, message, options);
  return {
    /** GET /admin/providers/alerts → the alerts the operator was sent (newest 50) and how many are unread. */
    alerts: (options?: CallOptions) =>
      send<ResponseOf<Endpoints["alerts"]>>(
        "GET",
        "/admin/providers/alerts",
        ADMIN_PROVIDER_MESSAGES.alertsFailed,
        options,
      ),
    /** POST /admin/providers/alerts/read → every alert read; the list again. */
    markAlertsRead: (options?: CallOptions) =>
      send<ResponseOf<Endpoints["markAlertsRead"]>>(
        "POST",
        "/admin/providers/alerts/read",
        ADMIN_PROVIDER_MESSAGES.markReadFailed,
        options,
        {},
      ),
    /** GET /admin/providers → `{data: Provider[]}` (keys only by their last four characters). */
    list: (options?: CallOptions) =>
      send<ResponseOf<Endpoints["list"]>>("GET", "/admin/providers", ADMIN_PROVIDER_MESSAGES.fetchFailed, options),
    /** POST /admin/providers → 201 the provider; 422 when its balance call fails. */
    add: (payload: NewProviderPayload, options?: CallOptions) =>
      send<ResponseOf<Endpoints["add"]>>(
        "POST",
        "/admin/providers",
        ADMIN_PROVIDER_MESSAGES.addFailed,
        options,
        payload,
      ),
    /** POST /admin/providers/:id/check → the provider with a fresh balance and health. */
    check: (id: number, options?: CallOptions) =>
      send<ResponseOf<Endpoints["check"]>>(
        "POST",
        `/admin/providers/${encodeURIComponent(id)}/check`,
        ADMIN_PROVIDER_MESSAGES.checkFailed,
        options,
        {},
      ),
    /**
     * PATCH /admin/providers/:id {name?, url?, key?, low_balance_threshold?} → the provider; a left-out or blank key
     * keeps the current one; a null threshold turns the low-balance alert off; 422 when a new URL or key fails its
     * balance call or the threshold is not an amount.
     */
    update: (id: number, payload: BodyOf<Endpoints["update"]>, options?: CallOptions) =>
      send<ResponseOf<Endpoints["update"]>>(
        "PATCH",
        `/admin/providers/${encodeURIComponent(id)}`,
        ADMIN_PROVIDER_MESSAGES.updateFailed,
        options,
        payload,
      ),
    /** DELETE /admin/providers/:id → the removed provider; 409 while services or orders point at it. */
    remove: (id: number, options?: CallOptions) =>
      send<ResponseOf<Endpoints["remove"]>>(
        "DELETE",
        `/admin/providers/${encodeURIComponent(id)}`,
        ADMIN_PROVIDER_MESSAGES.removeFailed,
        options,
      ),
    /** GET /admin/providers/:id/services → the provider's own list, to choose what to import. */
    remoteServices: (id: number, options?: CallOptions) =>
      send<ResponseOf<Endpoints["remoteServices"]>>(
        "GET",
        `/admin/providers/${encodeURIComponent(id)}/services`,
        ADMIN_PROVIDER_MESSAGES.servicesFailed,
        options,
      ),
    /** GET /admin/providers/:id/catalogue → the provider's categories with their counts, for the copy's preview. */
    catalogue: (id: number, options?: CallOptions) =>
      send<ResponseOf<Endpoints["catalogue"]>>(
        "GET",
        `/admin/providers/${encodeURIComponent(id)}/catalogue`,
        ADMIN_PROVIDER_MESSAGES.catalogueFailed,
        options,
      ),
    /** POST /admin/providers/:id/import → how many were imported, skipped (already imported), categories made. */
    importServices: (id: number, payload: ProviderImportPayload, options?: CallOptions) =>
      send<ResponseOf<Endpoints["importServices"]>>(
        "POST",
        `/admin/providers/${encodeURIComponent(id)}/import`,
        ADMIN_PROVIDER_MESSAGES.importFailed,
        options,
        payload,
      ),
    /**
     * PUT /admin/providers/:id/rate → how many imported prices changed: the owner's rate (units of the panel's
     * currency per one of the provider's), every imported service re-priced through its markup.
     */
    setRate: (id: number, currencyRate: string, options?: CallOptions) =>
      send<ResponseOf<Endpoints["setRate"]>>(
        "PUT",
        `/admin/providers/${encodeURIComponent(id)}/rate`,
        ADMIN_PROVIDER_MESSAGES.rateFailed,
        options,
        { currency_rate: currencyRate },
      ),
    /** POST /admin/providers/:id/sync → what was added, re-priced, updated and disabled, counted and named. */
    sync: (id: number, options?: CallOptions) =>
      send<ResponseOf<Endpoints["sync"]>>(
        "POST",
        `/admin/providers/${encodeURIComponent(id)}/sync`,
        ADMIN_PROVIDER_MESSAGES.syncFailed,
        options,
        {},
      ),
  };
}
