import { serviceUpdateEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../contract";

export default async function serviceUpdateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(serviceUpdateEndpoints.list),
    preValidation: app.requireCustomer,
    handler: (request) => app.serviceUpdates.list(request.query),
  });
}
