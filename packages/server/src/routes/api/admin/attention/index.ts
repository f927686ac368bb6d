import type { AttentionReassign, AttentionUpstreamId } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { AttentionService } from "../../../../services/admin/attention";
import { auditContext } from "../../../../services/admin/system-log";
import { numberedParam } from "../../../numbered";
import { errorResponses, idParams } from "../../../schemas";
import { adminOrderDetailSchema } from "../schemas";
import { attentionOrderSchema, reassignSchema, upstreamIdSchema } from "./schemas";

/**
 * The "Needs attention" queue: orders whose forwarding failed for good or whose outcome is unknown, and late ones;
 * and the operator's ways out.
 */
export default async function attentionRoutes(app: FastifyInstance) {
  // The queue names orders by their per-panel numbers.
  app.addHook("preHandler", numberedParam("orders"));
  const attention = new AttentionService(app.db, app.orders, app.adminOrders);

  app.get(
    "/admin/attention",
    {
      schema: {
        summary:
          "Orders that need the operator: the last forward failed for good or its outcome is unknown (with its " +
          "error), or the order is late",
        response: { 200: { type: "array", items: attentionOrderSchema }, ...errorResponses },
      },
    },
    async () => attention.list(),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/attention/:id/resend",
    {
      schema: {
        summary: "Send the order to its provider again, through the order job queue",
        params: idParams,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => attention.retry(await auditContext(app.db, request), request.params.id),
  );

  app.post<{ Params: { id: number }; Body: AttentionUpstreamId }>(
    "/admin/attention/:id/upstream-id",
    {
      schema: {
        summary:
          "Record the provider's order id of an order whose outcome was unknown; the status sync then follows it " +
          "(409 when it is not waiting for one)",
        params: idParams,
        body: upstreamIdSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => attention.setUpstreamId(await auditContext(app.db, request), request.params.id, request.body),
  );

  app.post<{ Params: { id: number }; Body: AttentionReassign }>(
    "/admin/attention/:id/reassign",
    {
      schema: {
        summary: "Send the order to another provider, under that provider's id for the service",
        params: idParams,
        body: reassignSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => attention.reassign(await auditContext(app.db, request), request.params.id, request.body),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/attention/:id/cancel",
    {
      schema: {
        summary: "Cancel the order with a full refund (exactly once, however often it is sent)",
        params: idParams,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => attention.cancel(await auditContext(app.db, request), request.params.id),
  );
}
