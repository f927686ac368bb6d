import { orderEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from "../../../services/idempotency";
import { routeOf } from "../../contract";

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(orderEndpoints.place),
    // Reads the service asked for with the session, one round trip for both.
    preValidation: app.requireOrderingCustomer,
    handler: async (request, reply) => {
      const userId = customerId(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const outcome = await app.orders.place(userId, request.body, key, request.orderable);
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  });

  app.route({
    ...routeOf(orderEndpoints.placeMass),
    preValidation: app.requireCustomer,
    handler: async (request, reply) => {
      const userId = customerId(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const outcome = await app.orders.placeMass(userId, request.body, key);
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  });

  app.route({
    ...routeOf(orderEndpoints.list),
    preValidation: app.requireCustomer,
    handler: (request) => app.orders.list(customerId(request), request.query),
  });

  app.route({
    ...routeOf(orderEndpoints.get),
    preValidation: app.requireCustomer,
    handler: (request) => app.orders.get(customerId(request), request.params.id),
  });
}
