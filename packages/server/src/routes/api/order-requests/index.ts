import { ORDER_REQUEST_MESSAGES, ORDER_REQUESTS_MAX_IDS, type OrderRequestSummary, resellerIdOf } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { HttpError, notFound, validationError } from "../../../errors";
import { customerId } from "../../../plugins/app/auth";
import { requestCancel } from "../../../services/order-requests/cancel";
import { requestRefill } from "../../../services/order-requests/refill";
import { orderRequestSummaries } from "../../../services/order-requests/summary";
import { idOfNumber } from "../../../services/panel-numbers";

import { errorResponses, idParams } from "../../schemas";
import { orderIdsQuery, orderRequestSummarySchema } from "./schemas";

const ASK = { refill: requestRefill, cancel: requestCancel } as const;

const SUMMARY = {
  refill: "Ask for a refill of a completed order (forwarded to its provider, or left to the operator)",
  cancel: "Ask to cancel a running order (refunded in full once cancelled)",
} as const;

/**
 * Refill and cancel requests from the web: the same requests as API v2's `refill` and `cancel`, answered with
 * the order's request states (201 when new, 200 when it was asked before), 404 for an order that is not the
 * customer's, 422 when the order cannot be refilled or cancelled.
 */
export default async function orderRequestRoutes(app: FastifyInstance) {
  for (const kind of ["refill", "cancel"] as const) {
    app.post<{ Params: { id: number } }>(
      `/orders/:id/${kind}`,
      {
        preValidation: app.requireCustomer,
        schema: {
          summary: SUMMARY[kind],
          params: idParams,
          response: { 200: orderRequestSummarySchema, 201: orderRequestSummarySchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const userId = customerId(request);
        // The customer names the order by its number; the request is kept against its id.
        const orderId = (await idOfNumber(app.db, "orders", request.params.id)) ?? 0;
        const outcome = await ASK[kind](app.db, userId, orderId);
        if ("error" in outcome) {
          throw outcome.error === "not-found"
            ? notFound(ORDER_REQUEST_MESSAGES.notFound)
            : new HttpError(422, ORDER_REQUEST_MESSAGES.notEligible[kind]);
        }
        const [summary] = await orderRequestSummaries(app.db, userId, [request.params.id]);
        return reply.status(outcome.created ? 201 : 200).send(summary);
      },
    );
  }

  app.get<{ Querystring: { order_ids: string } }>(
    "/order-requests",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "Per order: whether a refill or a cancel can be asked, and the latest request of each",
        querystring: orderIdsQuery,
        response: {
          200: { type: "object", properties: { data: { type: "array", items: orderRequestSummarySchema } } },
          ...errorResponses,
        },
      },
    },
    async (request): Promise<{ data: OrderRequestSummary[] }> => {
      const ids = request.query.order_ids.split(",").flatMap((text) => resellerIdOf(text) ?? []);
      if (ids.length > ORDER_REQUESTS_MAX_IDS) {
        throw validationError({ order_ids: [ORDER_REQUEST_MESSAGES.tooManyIds] });
      }
      return { data: await orderRequestSummaries(app.db, customerId(request), ids) };
    },
  );
}
