import { depositEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from "../../../services/idempotency";
import { routeOf } from "../../contract";

export default async function depositRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", app.requireCustomer);

  app.route({
    ...routeOf(depositEndpoints.create),
    handler: async (request, reply) => {
      const userId = customerId(request);
      const outcome = await runIdempotent(
        app.db,
        { userId, scope: "deposit", key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]), body: request.body },
        async (tx) => ({ status: 201, body: await app.deposits.create(tx, userId, request.body) }),
      );
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  });

  app.route({
    ...routeOf(depositEndpoints.list),
    handler: (request) => app.deposits.list(customerId(request), request.query),
  });

  app.route({
    ...routeOf(depositEndpoints.get),
    handler: (request) => app.deposits.get(customerId(request), request.params.reference),
  });

  app.route({
    ...routeOf(depositEndpoints.confirmSandbox),
    handler: async (request) => {
      const userId = customerId(request);
      const { credited, payment } = await app.deposits.confirmSandbox(userId, request.params.reference);
      const { balance } = await app.account.profile(userId);
      return { credited, deposit: await app.deposits.get(userId, payment.reference), balance };
    },
  });
}
