import { apiKeyEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { routeOf } from "../../contract";
import apiV2 from "./v2";

export default async function resellerRoutes(app: FastifyInstance) {
  await app.register(apiV2);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(apiKeyEndpoints.describe),
    preValidation: app.requireCustomer,
    handler: (request) => app.resellerApi.describeKey(customerId(request)),
  });
  routes.route({
    ...routeOf(apiKeyEndpoints.create),
    preValidation: app.requireCustomer,
    handler: async (request, reply) => reply.status(201).send(await app.resellerApi.createKey(customerId(request))),
  });
}
