import { adminUserEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";
import { numberedParam } from "../../../numbered";

/** Customers: list, detail, ledger, tickets, funds, discount, custom rates, suspension, password reset. */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The operator names customers and services by their per-panel numbers.
  app.addHook("preHandler", numberedParam("users"));
  app.addHook("preHandler", numberedParam("services", "serviceId"));
  app.route({
    ...routeOf(adminUserEndpoints.list),
    handler: (request) => app.adminUsers.list(request.query),
  });
  app.route({
    ...routeOf(adminUserEndpoints.get),
    handler: (request) => app.adminUsers.get(request.params.id),
  });
  app.route({
    ...routeOf(adminUserEndpoints.ledger),
    handler: (request) => app.adminUsers.ledger(request.params.id, request.query),
  });
  app.route({
    ...routeOf(adminUserEndpoints.tickets),
    handler: (request) => app.adminUsers.tickets(request.params.id),
  });
  app.route({
    ...routeOf(adminUserEndpoints.adjustFunds),
    handler: async (request) =>
      app.adminUsers.adjustFunds(await auditContext(app.db, request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(adminUserEndpoints.setDiscount),
    handler: async (request) =>
      app.adminUsers.setDiscount(await auditContext(app.db, request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(adminUserEndpoints.rates),
    handler: (request) => app.customRates.list(request.params.id),
  });
  app.route({
    ...routeOf(adminUserEndpoints.setRate),
    handler: async (request) =>
      app.customRates.set(
        await auditContext(app.db, request),
        request.params.id,
        request.params.serviceId,
        request.body.rate_per_1000,
      ),
  });
  app.route({
    ...routeOf(adminUserEndpoints.removeRate),
    handler: async (request) =>
      app.customRates.remove(await auditContext(app.db, request), request.params.id, request.params.serviceId),
  });
  for (const [declared, suspended] of [
    [adminUserEndpoints.suspend, true],
    [adminUserEndpoints.reactivate, false],
  ] as const) {
    app.route({
      ...routeOf(declared),
      handler: async (request) =>
        app.adminUsers.setSuspended(await auditContext(app.db, request), request.params.id, suspended),
    });
  }
  app.route({
    ...routeOf(adminUserEndpoints.passwordReset),
    handler: async (request) =>
      app.adminUsers.sendPasswordReset(await auditContext(app.db, request), request.params.id),
  });
}
