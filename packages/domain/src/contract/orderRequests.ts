/**
 * Refill and cancel requests from the web (the same requests as API v2's `refill` and `cancel`): asking for one, and
 * per order whether each can be asked now and the latest one made.
 */
import { z } from "zod";
import { CANCEL_REQUEST_STATES, REFILL_REQUEST_STATES } from "../api/adminRequests";
import { ORDER_REQUESTS_MAX_IDS } from "../api/order-requests";
import { idParams, isoDateTime } from "./common";
import { endpoint } from "./endpoint";

const requestViewSchema = <States extends readonly [string, ...string[]]>(states: States) =>
  z.object({ id: z.number().int(), status: z.enum(states), created_at: isoDateTime });

const refillRequestViewSchema = requestViewSchema(REFILL_REQUEST_STATES);

/** A cancel request as the customer sees it: a rejected one says why. */
const cancelRequestViewSchema = requestViewSchema(CANCEL_REQUEST_STATES).extend({
  reason: z
    .string()
    .nullable()
    .describe("Why the cancel was rejected (the operator's or the provider's words); null unless rejected"),
});
export type CancelRequestView = z.output<typeof cancelRequestViewSchema>;

/** One request as the customer sees it. */
export type OrderRequestView<State extends string> = Omit<z.output<typeof refillRequestViewSchema>, "status"> & {
  status: State;
};

/** Whether the order can be asked for this now, and the latest request made (null: never asked). */
const requestOptionSchema = <View extends z.ZodType>(view: View) =>
  z.object({
    available: z.boolean().describe("Whether the customer can ask for it now"),
    latest: view.nullable().describe("The latest request of this kind, or null when never asked"),
  });

/** GET /api/order-requests, and the answer of each POST: both requests of one order. */
export const orderRequestSummarySchema = z.object({
  order_id: z.number().int(),
  refill: requestOptionSchema(refillRequestViewSchema),
  cancel: requestOptionSchema(cancelRequestViewSchema),
});
export type OrderRequestSummary = z.output<typeof orderRequestSummarySchema>;

/** Asking again answers the request already made (200) instead of making another (201). */
const ask = (kind: "refill" | "cancel", summary: string) =>
  endpoint({
    method: "POST",
    path: `/orders/:id/${kind}`,
    summary,
    params: idParams,
    status: 201,
    response: orderRequestSummarySchema,
    otherResponses: { 200: orderRequestSummarySchema },
  });

export const orderRequestEndpoints = {
  refill: ask("refill", "Ask for a refill of a completed order (forwarded to its provider, or left to the operator)"),
  cancel: ask("cancel", "Ask to cancel a running order (refunded in full once cancelled)"),
  list: endpoint({
    method: "GET",
    path: "/order-requests",
    summary: "Per order: whether a refill or a cancel can be asked, and the latest request of each",
    query: z.object({
      order_ids: z
        .string()
        .regex(/^\d{1,10}(,\d{1,10})*$/)
        .describe(`Comma-separated order ids, at most ${ORDER_REQUESTS_MAX_IDS}`),
    }),
    response: z.object({ data: z.array(orderRequestSummarySchema) }),
  }),
};
