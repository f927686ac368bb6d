import { ORDER_STATUSES } from "@smm/domain";
import { z } from "zod";
import { adminWhole } from "../../../schemas";

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
