import type { FastifyInstance } from "fastify";
import { customerId } from "../../../plugins/app/auth";
import { errorResponses, idParams } from "../../schemas";

/** Refill and cancel requests from the web (the API's `refill` and `cancel` for one order). */
export default async function orderRequestRoutes(app: FastifyInstance) {
  for (const kind of ["refill", "cancel"] as const) {
    app.post<{ Params: { id: number } }>(
      `/orders/:id/${kind}`,
      {
        preHandler: app.requireCustomer,
        schema: {
          summary:
            kind === "refill"
              ? "Ask for a refill of a completed order (forwarded to its provider, or left to the operator)"
              : "Ask to cancel an open order (refunded in full once cancelled)",
          params: idParams,
          response: { 201: { type: "object", properties: { [kind]: { type: "integer" } } }, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await app.resellerApi.orderRequest(customerId(request), kind, request.params.id)),
    );
  }
}
