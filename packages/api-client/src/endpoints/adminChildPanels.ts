import type { ChildPanel, ChildPanelStatus } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const ADMIN_CHILD_PANEL_MESSAGES = {
  setStatusFailed: "Failed to change the child panel's status",
} as const;

/** Operator actions on child panels. */
export function adminChildPanelCalls(http: Http) {
  return {
    /** PUT /admin/child-panels/:id/status: pending → active → suspended/cancelled; a bad move is a 422. */
    setStatus(id: number, status: Exclude<ChildPanelStatus, "pending">, options?: CallOptions) {
      return http.send<ChildPanel>(
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
