import { adminOrderRequestEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AdminOrderRequestService } from "../../../../services/admin/order-requests";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";

/** Customers' refill and cancel requests; manual services' requests are decided here by hand. */
export default async function orderRequestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requests = new AdminOrderRequestService(app.db, app.orders);

  app.route({ ...routeOf(adminOrderRequestEndpoints.list), handler: (request) => requests.list(request.query) });
  app.route({
    ...routeOf(adminOrderRequestEndpoints.decideRefill),
    handler: async (request) =>
      requests.decide(await auditContext(app.db, request), "refill", request.params.id, request.body),
  });
  app.route({
    ...routeOf(adminOrderRequestEndpoints.decideCancel),
    handler: async (request) =>
      requests.decide(await auditContext(app.db, request), "cancel", request.params.id, request.body),
  });
}
