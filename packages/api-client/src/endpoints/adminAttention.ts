import type { adminAttentionEndpoints, BodyOf, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminPath } from "./adminQuery";

export const ADMIN_ATTENTION_MESSAGES = {
  fetchFailed: "Failed to fetch the orders that need attention",
  resendFailed: "Failed to resend the order",
  reassignFailed: "Failed to send the order to the other provider",
  cancelFailed: "Failed to cancel the order",
  upstreamIdFailed: "Failed to record the provider's order id",
} as const;

/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminAttentionEndpoints;

/** The "Needs attention" queue: failed, unknown-outcome and stuck orders, and the operator's actions on them. */
export function adminAttentionCalls(http: Http) {
  const action = (id: number, suffix: string, data: object, message: string, options?: CallOptions) =>
    http.send<ResponseOf<Endpoints["resend"]>>(
      { method: "POST", url: adminPath("/admin/attention", id, suffix), data, authSession: "admin" },
      message,
      options,
    );
  return {
    /** GET /admin/attention → orders whose forward failed for good (with the error), then stuck orders. */
    list(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: "/admin/attention", authSession: "admin" },
        ADMIN_ATTENTION_MESSAGES.fetchFailed,
        options,
      );
    },
    /** POST /admin/attention/:id/resend: forward again to the same provider through the job queue. */
    resend(id: number, options?: CallOptions) {
      return action(id, "/resend", {}, ADMIN_ATTENTION_MESSAGES.resendFailed, options);
    },
    /** POST /admin/attention/:id/reassign: forward to another provider under its service id. */
    reassign(id: number, target: BodyOf<Endpoints["reassign"]>, options?: CallOptions) {
      return action(id, "/reassign", target, ADMIN_ATTENTION_MESSAGES.reassignFailed, options);
    },
    /**
     * POST /admin/attention/:id/upstream-id: the provider's order id of an order whose outcome was unknown; it is then
     * tracked like any sent order (409 when the order is not waiting for one).
     */
    setUpstreamId(id: number, body: BodyOf<Endpoints["upstreamId"]>, options?: CallOptions) {
      return action(id, "/upstream-id", body, ADMIN_ATTENTION_MESSAGES.upstreamIdFailed, options);
    },
    /** POST /admin/attention/:id/cancel: cancel with a full refund (exactly once; 422 when already final). */
    cancel(id: number, options?: CallOptions) {
      return action(id, "/cancel", {}, ADMIN_ATTENTION_MESSAGES.cancelFailed, options);
    },
  };
}
