/** Every customer's orders, for the operator: the list, one order, its changes, a resend and bulk actions. */
import { z } from "zod";
import { ADMIN_BULK_ORDER_LIMIT, ADMIN_BULK_ORDER_STATUSES } from "../../api/admin";
import { ORDER_STATUSES } from "../../statuses";
import { decimalText, idParams, isoDateTime, rowId } from "../common";
import { endpoint } from "../endpoint";
import { adminLedgerEntrySchema, adminListQuery, adminPageSchema, reportingCurrencySchema } from "./common";
import { adminWhole } from "./fields";

export const adminOrderQuerySchema = adminListQuery(["id", "created_at", "charge", "quantity", "status"], {
  status: z.enum(ORDER_STATUSES),
  user_id: rowId,
  user: z.string().max(200).describe("A customer's id, username or email (exact)"),
  service_id: rowId,
  provider_id: rowId,
});
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;
export type AdminOrderSort = NonNullable<AdminOrderQuery["sort"]>;

export const adminOrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  serviceId: z.number().int(),
  service: z.string(),
  providerId: z.number().int().nullable(),
  providerOrderId: z.string().nullable(),
  link: z.string(),
  quantity: z.number().int(),
  charge: decimalText,
  refunded: decimalText.describe("Money given back so far (partial or cancel)"),
  startCount: z.number().int().nullable(),
  remains: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTime,
});
export type AdminOrder = z.output<typeof adminOrderSchema>;

/** One order with its ledger rows (charge, refunds), what the customer gave with it, and its cost and profit. */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  ledger: z.array(adminLedgerEntrySchema),
  extras: z
    .array(z.object({ name: z.string(), label: z.string(), value: z.string() }))
    .describe("What the customer gave with a typed or drip-feed order (none for a plain one)"),
  cost: decimalText.nullable().describe("What the order cost the operator, as recorded; null while nothing is known"),
  profit: decimalText.nullable().describe("charge − refunded − cost; null while the cost is unknown"),
  reporting: reportingCurrencySchema,
});
export type AdminOrderDetail = z.output<typeof adminOrderDetailSchema>;

/**
 * An operator's change to an order: a status (moved through the order service: refunds, notification), or the
 * start count and remains, or both. The remains' upper bound is the order's quantity, checked once it is read.
 */
export const adminOrderChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Choose a valid order status." }).optional(),
    startCount: adminWhole("start count", 0).optional(),
    remains: adminWhole("remains", 0).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    path: ["status"],
    error: "Give a status, a start count or remains to change.",
  });
export type AdminOrderChange = z.output<typeof adminOrderChangeSchema>;

/** The orders of a bulk action: 1 to ADMIN_BULK_ORDER_LIMIT ids, each once. */
const bulkIds = z
  .array(rowId, { error: "Choose the orders as a list of ids." })
  .min(1, "Choose at least one order.")
  .max(ADMIN_BULK_ORDER_LIMIT, `Choose at most ${ADMIN_BULK_ORDER_LIMIT} orders at a time.`)
  .refine((ids) => new Set(ids).size === ids.length, "Choose each order once.");

/**
 * One action for up to ADMIN_BULK_ORDER_LIMIT orders, each applied as its single-order action would be (its own
 * transaction, refunds and audit row): a status (not partial: it needs each order's remains), a resend (never an order
 * whose last attempt's outcome is unknown) or a cancel with its refund.
 */
export const adminBulkOrderActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({
      ids: bulkIds,
      action: z.literal("status"),
      status: z.enum(ADMIN_BULK_ORDER_STATUSES, {
        error: "Choose pending, in-progress, processing or completed (a partial needs each order's remains).",
      }),
    }),
    z.object({ ids: bulkIds, action: z.literal("resend") }),
    z.object({ ids: bulkIds, action: z.literal("cancel") }),
  ],
  { error: "Choose an action: status, resend or cancel." },
);
export type AdminBulkOrderAction = z.output<typeof adminBulkOrderActionSchema>;

/** What happened to one order of a bulk action: done, or skipped and why (the single action's message). */
export const adminBulkOrderResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  message: z.string().optional().describe("Why it was skipped; absent when done"),
});
export type AdminBulkOrderResult = z.output<typeof adminBulkOrderResultSchema>;

export const adminBulkOrderAnswerSchema = z.object({
  results: z.array(adminBulkOrderResultSchema).describe("One per order asked for, in the order asked"),
});
export type AdminBulkOrderAnswer = z.output<typeof adminBulkOrderAnswerSchema>;

export const adminOrderEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/orders",
    summary:
      "Orders, paged, filtered by status/user (id, username or email)/service/provider, searched and sorted on the server",
    query: adminOrderQuerySchema,
    response: adminPageSchema(adminOrderSchema),
  }),
  get: endpoint({
    method: "GET",
    path: "/admin/orders/:id",
    summary: "One order with its ledger rows",
    params: idParams,
    response: adminOrderDetailSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/admin/orders/:id",
    summary: "Change the status (refunds computed and recorded), or set the start count and remains",
    params: idParams,
    body: adminOrderChangeSchema,
    response: adminOrderDetailSchema,
  }),
  resend: endpoint({
    method: "POST",
    path: "/admin/orders/:id/resend",
    summary: "Send a provider-backed order to its provider again (after a failed or unknown attempt)",
    params: idParams,
    response: adminOrderDetailSchema,
  }),
  // Under /admin/orders, so the roles that may change one order may change several (staffMayAccess).
  bulk: endpoint({
    method: "POST",
    path: "/admin/orders/bulk",
    summary:
      "Change the status of, resend or cancel (with refund) up to 100 orders, each as its single action would; answers each order's result",
    body: adminBulkOrderActionSchema,
    response: adminBulkOrderAnswerSchema,
  }),
};
