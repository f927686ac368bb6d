import type { ChildPanel, ChildPanelAccess, ChildPanelValues, DataEnvelope } from "@smm/domain";
import type { CallOptions, IdempotentCallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export type ChildPanelPayload = ChildPanelValues;

export const CHILD_PANEL_CALL_MESSAGES = {
  createFailed: "Failed to order the child panel",
  fetchListFailed: "Failed to fetch child panels",
  fetchOneFailed: "Failed to fetch the child panel",
  accessFailed: "Failed to check the panel's address",
} as const;

/** Reseller child panels. Ordering one charges the first month, so it takes the submission's key. */
export function childPanelCalls(http: Http) {
  return {
    /** POST /child-panels → the pending panel; field errors use the form's names (`domain`, `pricePerMonth`...). */
    create(payload: ChildPanelPayload, options: IdempotentCallOptions) {
      const { domain, currency, adminUsername, adminPassword, confirmPassword, pricePerMonth } = payload;
      return http.send<ChildPanel>(
        {
          method: "POST",
          url: "/child-panels",
          data: { domain, currency, adminUsername, adminPassword, confirmPassword, pricePerMonth },
        },
        CHILD_PANEL_CALL_MESSAGES.createFailed,
        options,
      );
    },

    /** GET /child-panels → the customer's panels, `{data}` unwrapped. */
    async list(options?: CallOptions): Promise<ChildPanel[]> {
      const body = await http.send<DataEnvelope<ChildPanel>>(
        { method: "GET", url: "/child-panels" },
        CHILD_PANEL_CALL_MESSAGES.fetchListFailed,
        options,
      );
      return body.data;
    },

    /** GET /child-panels/:id → one of the customer's own panels (another customer's answers 404). */
    get(id: number, options?: CallOptions) {
      return http.send<ChildPanel>(
        { method: "GET", url: `/child-panels/${encodeURIComponent(id)}` },
        CHILD_PANEL_CALL_MESSAGES.fetchOneFailed,
        options,
      );
    },

    /** GET /child-panels/:id/access → its links, whether its DNS reaches the server, its certificate, what to do. */
    access(id: number, options?: CallOptions) {
      return http.send<ChildPanelAccess>(
        { method: "GET", url: `/child-panels/${encodeURIComponent(id)}/access` },
        CHILD_PANEL_CALL_MESSAGES.accessFailed,
        options,
      );
    },
  };
}
