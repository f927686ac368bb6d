/**
 * Customers' refill and cancel requests, for the operator: provider-backed ones listed read-only (the job queue
 * forwards them), a manual service's decided here by hand.
 */
import { z } from "zod";
import { ADMIN_MAX_PAGE_SIZE } from "../../api/admin";
import {
  CANCEL_DECISIONS,
  ORDER_REQUEST_KINDS,
  ORDER_REQUEST_STATES,
  type OrderRequestState,
  REFILL_DECISIONS,
} from "../../api/adminRequests";
import { idParams, isoDateTime, wholeNumberParam } from "../common";
import { endpoint } from "../endpoint";
import { adminPageSchema } from "./common";
import { adminChoice, adminText } from "./fields";

const requestStates = ORDER_REQUEST_STATES as unknown as [OrderRequestState, ...OrderRequestState[]];

export const adminOrderRequestQuerySchema = z.object({
  page: wholeNumberParam(1, 1_000_000).optional(),
  per_page: wholeNumberParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
  kind: z.enum(ORDER_REQUEST_KINDS).optional(),
  state: z.enum(requestStates).optional(),
});
export type AdminOrderRequestQuery = z.output<typeof adminOrderRequestQuerySchema>;

/** One request as the operator sees it. */
export const adminOrderRequestSchema = z.object({
  kind: z.enum(ORDER_REQUEST_KINDS),
  id: z.number().int(),
  orderId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  serviceId: z.number().int(),
  service: z.string(),
  providerId: z.number().int().nullable(),
  provider: z.string().describe("The provider's name, or 'manual'"),
  state: z.enum(requestStates),
  result: z
    .string()
    .nullable()
    .describe("A cancel request's outcome as the customer reads it (e.g. the rejection reason); null for refills"),
  createdAt: isoDateTime,
});
export type AdminOrderRequest = z.output<typeof adminOrderRequestSchema>;

const refillDecisionSchema = z.object({ state: adminChoice("state", REFILL_DECISIONS) });

const cancelDecisionSchema = z
  .object({
    state: adminChoice("state", CANCEL_DECISIONS),
    reason: adminText("reason", 500)
      .optional()
      .describe("Why the cancel is rejected (required then): the customer reads it"),
  })
  .refine((decision) => decision.state !== "rejected" || decision.reason !== undefined, {
    path: ["reason"],
    error: "The reason is required.",
  });

/** A decision on a manual request: `reason` is required to reject a cancel request (the customer reads it). */
export type AdminOrderRequestDecision = z.input<typeof refillDecisionSchema> | z.input<typeof cancelDecisionSchema>;

export const adminOrderRequestEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/requests",
    summary: "Refill and cancel requests, newest first, filtered by kind and state, with the provider or 'manual'",
    query: adminOrderRequestQuerySchema,
    response: adminPageSchema(adminOrderRequestSchema),
  }),
  decideRefill: endpoint({
    method: "POST",
    path: "/admin/requests/refills/:id",
    summary: "Move a manual service's refill request on: {state: in-progress | completed | rejected}",
    params: idParams,
    body: refillDecisionSchema,
    response: adminOrderRequestSchema,
  }),
  decideCancel: endpoint({
    method: "POST",
    path: "/admin/requests/cancels/:id",
    summary:
      "Decide a manual service's cancel request: {state: done} cancels and refunds the full charge once; " +
      "{state: rejected, reason} tells the customer why",
    params: idParams,
    body: cancelDecisionSchema,
    response: adminOrderRequestSchema,
  }),
};
