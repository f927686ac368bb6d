import type {
  AdminChildPanel,
  AdminChildPanelQuery,
  AdminChildPanelStatusResult,
  AdminPage,
  adminChildPanelEndpoints,
  ChildPanelStatus,
  ResponseOf,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams } from "./adminQuery";

export const ADMIN_CHILD_PANEL_MESSAGES = {
  setStatusFailed: "Failed to change the child panel's status",
  fetchListFailed: "Failed to fetch child panels",
  fetchStandingFailed: "Failed to fetch this panel's standing",
} as const;

/** Operator actions on child panels. */
export function adminChildPanelCalls(http: Http) {
  return {
    /** GET /admin/child-panels → one page of requests and panels (search in domain and username). */
    list(query: AdminChildPanelQuery = {}, options?: CallOptions) {
      return http.send<AdminPage<AdminChildPanel>>(
        { method: "GET", url: "/admin/child-panels", params: adminListParams(query), authSession: "admin" },
        ADMIN_CHILD_PANEL_MESSAGES.fetchListFailed,
        options,
      );
    },

    /** GET /admin/panel-standing → on a child panel, its status with its parent, why it is suspended, where to pay. */
    standing(options?: CallOptions) {
      return http.send<ResponseOf<typeof adminChildPanelEndpoints.standing>>(
        { method: "GET", url: "/admin/panel-standing", authSession: "admin" },
        ADMIN_CHILD_PANEL_MESSAGES.fetchStandingFailed,
        options,
      );
    },

    /**
     * PUT /admin/child-panels/:id/status: pending → active → suspended/cancelled; a bad move is a 422. Cancelling
     * a panel never activated refunds its charge (`refunded`); an active or suspended one refunds nothing.
     */
    setStatus(id: number, status: Exclude<ChildPanelStatus, "pending">, options?: CallOptions) {
      return http.send<AdminChildPanelStatusResult>(
        {
          method: "PUT",
          url: `/admin/child-panels/${encodeURIComponent(id)}/status`,
          data: { status },
          authSession: "admin",
        },
        ADMIN_CHILD_PANEL_MESSAGES.setStatusFailed,
        options,
      );
    },
  };
}
