import { accountEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { routeOf } from "../../contract";

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", app.requireCustomer);

  app.route({
    ...routeOf(accountEndpoints.updateProfile),
    handler: (request) => app.account.updateProfile(customerId(request), request.body),
  });
  app.route({
    ...routeOf(accountEndpoints.changePassword),
    handler: (request) =>
      app.account.changePassword(customerId(request), request.principal?.sessionId ?? 0, request.body),
  });
  app.route({
    ...routeOf(accountEndpoints.dashboard),
    handler: (request) => app.account.dashboardStats(customerId(request)),
  });
}
