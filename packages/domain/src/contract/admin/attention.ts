/**
 * The "Needs attention" queue: orders whose forwarding failed for good or whose outcome is unknown, and late ones;
 * and the operator's ways out.
 */
import { z } from "zod";
import { UPSTREAM_ORDER_ID_MESSAGE, upstreamOrderIdError } from "../../attention";
import { ORDER_STATUSES } from "../../statuses";
import { decimalText, idParams, isoDateTime } from "../common";
import { endpoint } from "../endpoint";
import { adminText, adminWhole } from "./fields";
import { adminOrderDetailSchema } from "./orders";

/** One order the operator has to act on: its last forward failed for good, its outcome is unknown, or it is late. */
export const attentionOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  serviceId: z.number().int(),
  serviceTitle: z.string(),
  providerId: z.number().int().nullable().describe("The provider it was last sent to (null: a manual service)"),
  providerName: z.string().nullable(),
  quantity: z.number().int(),
  charge: decimalText,
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTime,
  reason: z.enum(["failed", "stuck", "unknown"]),
  detail: z.string().describe("The last forward error (failed, unknown), or how late it is (stuck)"),
});
export type AttentionOrder = z.output<typeof attentionOrderSchema>;

/** Send a failed order to another provider: which provider, and that provider's id for the service. */
export const attentionReassignSchema = z.object({
  providerId: adminWhole("provider", 1),
  providerServiceId: adminText("provider's service id", 100),
});
export type AttentionReassign = z.output<typeof attentionReassignSchema>;

/** The provider's order id for an order whose outcome was unknown (the rule of upstreamOrderIdError). */
export const attentionUpstreamIdSchema = z.object({
  providerOrderId: adminText("provider's order id", 100).refine(
    (value) => upstreamOrderIdError(value) === undefined,
    UPSTREAM_ORDER_ID_MESSAGE,
  ),
});
export type AttentionUpstreamId = z.output<typeof attentionUpstreamIdSchema>;

export const adminAttentionEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/attention",
    summary:
      "Orders that need the operator: the last forward failed for good or its outcome is unknown (with its " +
      "error), or the order is late",
    response: z.array(attentionOrderSchema),
  }),
  resend: endpoint({
    method: "POST",
    path: "/admin/attention/:id/resend",
    summary: "Send the order to its provider again, through the order job queue",
    params: idParams,
    response: adminOrderDetailSchema,
  }),
  upstreamId: endpoint({
    method: "POST",
    path: "/admin/attention/:id/upstream-id",
    summary:
      "Record the provider's order id of an order whose outcome was unknown; the status sync then follows it " +
      "(409 when it is not waiting for one)",
    params: idParams,
    body: attentionUpstreamIdSchema,
    response: adminOrderDetailSchema,
  }),
  reassign: endpoint({
    method: "POST",
    path: "/admin/attention/:id/reassign",
    summary: "Send the order to another provider, under that provider's id for the service",
    params: idParams,
    body: attentionReassignSchema,
    response: adminOrderDetailSchema,
  }),
  cancel: endpoint({
    method: "POST",
    path: "/admin/attention/:id/cancel",
    summary: "Cancel the order with a full refund (exactly once, however often it is sent)",
    params: idParams,
    response: adminOrderDetailSchema,
  }),
};
