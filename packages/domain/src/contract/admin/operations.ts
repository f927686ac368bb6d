/** Operator actions outside the admin lists: an order's status set in one step, a service's price, bounds or features. */
import { z } from "zod";
import { toDecimal } from "../../money/decimal";
import { ORDER_STATUSES } from "../../statuses";
import { idParams } from "../common";
import { endpoint } from "../endpoint";
import { orderDetailsSchema } from "../orders";
import { adminWhole } from "./fields";

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Choose a valid order status." }),
  remains: adminWhole("remains", 0).optional().describe("For partial: what was not delivered (refunded pro rata)"),
});

const PRICE_MESSAGE = "The price must be a positive decimal with at most 4 places.";
const FEATURES_MESSAGE = "The features must be a list of at most 20 short texts.";

const wholeCount = (field: string) => {
  const error = `The ${field} must be a whole number.`;
  return z.number({ error }).int({ error }).min(0, { error }).max(2_147_483_647, { error });
};

/** An operator's (or a provider sync's) change to a service: any of price, bounds and features. */
export const serviceChangeSchema = z.object({
  price: z
    .string({ error: PRICE_MESSAGE })
    // Stops at a price that is no decimal: the next check would throw on it (a 500, not the field's message).
    .regex(/^\d{1,10}(\.\d{1,4})?$/, { error: PRICE_MESSAGE, abort: true })
    .refine((price) => toDecimal(price).greaterThan(0), PRICE_MESSAGE)
    .optional()
    .describe("Unit price, exact decimal"),
  min_amount: wholeCount("min_amount").optional(),
  max_amount: wholeCount("max_amount").optional(),
  features: z
    .array(z.string({ error: FEATURES_MESSAGE }).max(60, FEATURES_MESSAGE), { error: FEATURES_MESSAGE })
    .max(20, FEATURES_MESSAGE)
    .optional(),
});
export type ServiceChange = z.output<typeof serviceChangeSchema>;

export const adminOperationEndpoints = {
  setOrderStatus: endpoint({
    method: "PUT",
    path: "/admin/orders/:id/status",
    summary: "Set an order's status (cancel refunds, partial refunds the undelivered share); notifies",
    params: idParams,
    body: orderStatusChangeSchema,
    // The order as its customer sees it, not the admin list's row.
    response: orderDetailsSchema,
  }),
  updateService: endpoint({
    method: "PUT",
    path: "/admin/services/:id",
    summary: "Change a service's price, bounds or features (each change is added to the updates feed)",
    params: idParams,
    body: serviceChangeSchema,
    response: z.object({ updates: z.number().int().describe("How many update-feed entries the change made") }),
  }),
};
