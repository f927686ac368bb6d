import type { ResponseOf, serviceUpdateEndpoints, UpdateType } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export interface ServiceUpdatesQuery {
  /** "all" (or nothing) lists every type. */
  type?: UpdateType;
  /** Matches the service name or ID. */
  search?: string;
  page?: number;
}

export const FETCH_UPDATES_FAILED_MESSAGE = "Failed to fetch updates";

/** The price-updates feed (10 per page). */
export function serviceUpdateCalls(http: Http) {
  return {
    /** GET /service-updates → one page of updates, newest first. */
    list({ type, search, page }: ServiceUpdatesQuery = {}, options?: CallOptions) {
      const params = {
        ...(type && type !== "all" ? { type } : {}),
        ...(search?.trim() ? { search: search.trim() } : {}),
        ...(page !== undefined ? { page } : {}),
      };
      return http.send<ResponseOf<typeof serviceUpdateEndpoints.list>>(
        { method: "GET", url: "/service-updates", params },
        FETCH_UPDATES_FAILED_MESSAGE,
        options,
      );
    },
  };
}
