import { adminOrderEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applyBulkOrderAction } from "../../../../services/admin/order-bulk";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";
import { numberedParam } from "../../../numbered";

/** Every customer's orders. */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The operator names orders by their per-panel numbers.
  app.addHook("preHandler", numberedParam("orders"));
  app.route({
    ...routeOf(adminOrderEndpoints.list),
    handler: (request) => app.adminOrders.list(request.query),
  });
  app.route({
    ...routeOf(adminOrderEndpoints.get),
    handler: (request) => app.adminOrders.get(request.params.id),
  });
  app.route({
    ...routeOf(adminOrderEndpoints.update),
    handler: async (request) =>
      app.adminOrders.update(await auditContext(app.db, request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(adminOrderEndpoints.resend),
    handler: async (request) => app.adminOrders.resend(await auditContext(app.db, request), request.params.id),
  });
  app.route({
    ...routeOf(adminOrderEndpoints.bulk),
    handler: async (request) =>
      applyBulkOrderAction(app.db, app.adminOrders, await auditContext(app.db, request), request.body),
  });
}
