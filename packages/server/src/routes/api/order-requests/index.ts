import { ORDER_REQUEST_MESSAGES, ORDER_REQUESTS_MAX_IDS, orderRequestEndpoints, resellerIdOf } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError, notFound, validationError } from "../../../errors";
import { customerId } from "../../../plugins/app/auth";
import { requestCancel } from "../../../services/order-requests/cancel";
import { requestRefill } from "../../../services/order-requests/refill";
import { orderRequestSummaries } from "../../../services/order-requests/summary";
import { idOfNumber } from "../../../services/panel-numbers";
import { routeOf } from "../../contract";

const ASK = { refill: requestRefill, cancel: requestCancel } as const;

/**
 * Refill and cancel requests from the web: the same requests as API v2's `refill` and `cancel`, answered with
 * the order's request states (201 when new, 200 when it was asked before), 404 for an order that is not the
 * customer's, 422 when the order cannot be refilled or cancelled.
 */
export default async function orderRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const kind of ["refill", "cancel"] as const) {
    app.route({
      ...routeOf(orderRequestEndpoints[kind]),
      preValidation: app.requireCustomer,
      handler: async (request, reply) => {
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
    });
  }

  app.route({
    ...routeOf(orderRequestEndpoints.list),
    preValidation: app.requireCustomer,
    handler: async (request) => {
      const ids = request.query.order_ids.split(",").flatMap((text) => resellerIdOf(text) ?? []);
      if (ids.length > ORDER_REQUESTS_MAX_IDS) {
        throw validationError({ order_ids: [ORDER_REQUEST_MESSAGES.tooManyIds] });
      }
      return { data: await orderRequestSummaries(app.db, customerId(request), ids) };
    },
  });
}
