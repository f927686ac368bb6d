import { affiliateEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from "../../../services/idempotency";
import { siteUrlOf } from "../../../site-url";
import { routeOf } from "../../contract";

export default async function affiliateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(affiliateEndpoints.recordVisit),
    config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    handler: async (request, reply) => {
      await app.affiliate.recordVisit(request.body.code);
      return reply.status(202).send();
    },
  });

  app.route({
    ...routeOf(affiliateEndpoints.overview),
    preValidation: app.requireCustomer,
    handler: (request) => app.affiliate.overview(customerId(request), siteUrlOf(request, app.config)),
  });

  app.route({
    ...routeOf(affiliateEndpoints.requestPayout),
    preValidation: app.requireCustomer,
    handler: async (request, reply) => {
      const userId = customerId(request);
      const outcome = await runIdempotent(
        app.db,
        { userId, scope: "payout", key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]), body: request.body },
        async (tx) => ({ status: 201, body: await app.affiliate.requestPayout(tx, userId, request.body) }),
      );
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  });
}
