import { type AdminBulkOrderAction, type AdminOrderQuery, ORDER_STATUSES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { applyBulkOrderAction } from "../../../../services/admin/order-bulk";
import { auditContext } from "../../../../services/admin/system-log";
import { numberedParam } from "../../../numbered";
import { errorResponses, idParams } from "../../../schemas";
import { adminOrderDetailSchema, adminOrderSchema, idFilter, listQuery, pageOf } from "../schemas";
import { adminBulkOrderAnswerSchema, adminBulkOrderSchema, adminOrderChangeSchema } from "./schemas";

export const orderQuery = listQuery(["id", "created_at", "charge", "quantity", "status"], {
  status: z.enum(ORDER_STATUSES),
  user_id: idFilter,
  user: z.string().max(200).describe("A customer's id, username or email (exact)"),
  service_id: idFilter,
  provider_id: idFilter,
});

/** Every customer's orders. */
export default async function orderRoutes(app: FastifyInstance) {
  // The operator names orders by their per-panel numbers.
  app.addHook("preHandler", numberedParam("orders"));
  app.get<{ Querystring: AdminOrderQuery }>(
    "/admin/orders",
    {
      schema: {
        summary:
          "Orders, paged, filtered by status/user (id, username or email)/service/provider, searched and sorted on the server",
        querystring: orderQuery,
        response: { 200: pageOf(adminOrderSchema), ...errorResponses },
      },
    },
    async (request) => app.adminOrders.list(request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/orders/:id",
    {
      schema: {
        summary: "One order with its ledger rows",
        params: idParams,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => app.adminOrders.get(request.params.id),
  );

  app.patch<{ Params: { id: number } }>(
    "/admin/orders/:id",
    {
      schema: {
        summary: "Change the status (refunds computed and recorded), or set the start count and remains",
        params: idParams,
        body: adminOrderChangeSchema,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => app.adminOrders.update(await auditContext(app.db, request), request.params.id, request.body),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/orders/:id/resend",
    {
      schema: {
        summary: "Send a provider-backed order to its provider again (after a failed or unknown attempt)",
        params: idParams,
        response: { 200: adminOrderDetailSchema, ...errorResponses },
      },
    },
    async (request) => app.adminOrders.resend(await auditContext(app.db, request), request.params.id),
  );

  // Under /admin/orders, so the roles that may change one order may change several (staffMayAccess).
  app.post<{ Body: AdminBulkOrderAction }>(
    "/admin/orders/bulk",
    {
      schema: {
        summary:
          "Change the status of, resend or cancel (with refund) up to 100 orders, each as its single action would; answers each order's result",
        body: adminBulkOrderSchema,
        response: { 200: adminBulkOrderAnswerSchema, ...errorResponses },
      },
    },
    async (request) => applyBulkOrderAction(app.db, app.adminOrders, await auditContext(app.db, request), request.body),
  );
}
