import { normaliseError } from "@smm/api-client";
import type {
  AdminOrderDetail,
  Provider,
  ProviderImportResult,
  ProviderRemoteService,
  ProviderSyncResult,
} from "@smm/domain";
import { api } from "../../lib/api";

export interface ProviderInput {
  name?: string;
  url: string;
  key: string;
}

export interface ProviderImport {
  category_id: number;
  markup_percent: string;
  currency_rate?: string;
  /** The provider's service ids; all of them when left out. */
  services?: string[];
}

// The api-client's endpoints/adminProviders.ts is not yet part of createApiClient (and has no order resend): until
// it is, these go
// through its axios instance with the admin token and its error normalisation.
type RequestConfig = Parameters<typeof api.axios.request>[0];

async function send<T>(config: RequestConfig, fallback: string, signal?: AbortSignal): Promise<T> {
  try {
    return (await api.axios.request<T>({ ...config, authSession: "admin", signal })).data;
  } catch (error) {
    throw normaliseError(error, fallback);
  }
}

export const providersApi = {
  list: (signal?: AbortSignal) =>
    send<{ data: Provider[] }>({ method: "GET", url: "/admin/providers" }, "Failed to fetch providers", signal),
  add: (input: ProviderInput) =>
    send<Provider>({ method: "POST", url: "/admin/providers", data: input }, "Failed to add the provider"),
  check: (id: number) =>
    send<Provider>({ method: "POST", url: `/admin/providers/${id}/check`, data: {} }, "Failed to check the provider"),
  remoteServices: (id: number, signal?: AbortSignal) =>
    send<{ data: ProviderRemoteService[] }>(
      { method: "GET", url: `/admin/providers/${id}/services` },
      "Failed to fetch the provider's services",
      signal,
    ),
  import: (id: number, request: ProviderImport) =>
    send<ProviderImportResult>(
      { method: "POST", url: `/admin/providers/${id}/import`, data: request },
      "Failed to import services",
    ),
  /** Sends a provider-backed order to its provider again (after a failed or unknown attempt). */
  resendOrder: (orderId: number) =>
    send<AdminOrderDetail>(
      { method: "POST", url: `/admin/orders/${orderId}/resend`, data: {} },
      "Failed to send the order to its provider",
    ),
  sync: (id: number) =>
    send<ProviderSyncResult>({ method: "POST", url: `/admin/providers/${id}/sync`, data: {} }, "Failed to sync"),
};
