import { ADMIN_BULK_ORDER_LIMIT, ADMIN_BULK_ORDER_STATUSES, ORDER_STATUSES } from "@smm/domain";
import { z } from "zod";
import { adminWhole } from "../../../../services/admin-input";
import { rowId } from "../../../schemas";

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

/** The orders of a bulk action: 1 to ADMIN_BULK_ORDER_LIMIT ids, each once. */
const bulkIds = z
  .array(rowId, { error: "Choose the orders as a list of ids." })
  .min(1, "Choose at least one order.")
  .max(ADMIN_BULK_ORDER_LIMIT, `Choose at most ${ADMIN_BULK_ORDER_LIMIT} orders at a time.`)
  .refine((ids) => new Set(ids).size === ids.length, "Choose each order once.");

/** POST /admin/orders/bulk: a status (not partial: it needs each order's remains), a resend or a cancel. */
export const adminBulkOrderSchema = z.discriminatedUnion(
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

/** Its answer: one result per order asked for. */
export const adminBulkOrderAnswerSchema = {
  type: "object",
  properties: {
    results: {
      type: "array",
      items: {
        type: "object",
        properties: { id: { type: "integer" }, ok: { type: "boolean" }, message: { type: "string" } },
        required: ["id", "ok"],
      },
    },
  },
  required: ["results"],
} as const;
