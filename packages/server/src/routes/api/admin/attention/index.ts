import { adminAttentionEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AttentionService } from "../../../../services/admin/attention";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";
import { numberedParam } from "../../../numbered";

/**
 * The "Needs attention" queue: orders whose forwarding failed for good or whose outcome is unknown, and late ones;
 * and the operator's ways out.
 */
export default async function attentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The queue names orders by their per-panel numbers.
  app.addHook("preHandler", numberedParam("orders"));
  const attention = new AttentionService(app.db, app.orders, app.adminOrders);

  app.route({ ...routeOf(adminAttentionEndpoints.list), handler: () => attention.list() });
  app.route({
    ...routeOf(adminAttentionEndpoints.resend),
    handler: async (request) => attention.retry(await auditContext(app.db, request), request.params.id),
  });
  app.route({
    ...routeOf(adminAttentionEndpoints.upstreamId),
    handler: async (request) =>
      attention.setUpstreamId(await auditContext(app.db, request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(adminAttentionEndpoints.reassign),
    handler: async (request) =>
      attention.reassign(await auditContext(app.db, request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(adminAttentionEndpoints.cancel),
    handler: async (request) => attention.cancel(await auditContext(app.db, request), request.params.id),
  });
}
