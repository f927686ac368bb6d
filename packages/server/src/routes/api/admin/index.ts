import { adminWhole, ORDER_STATUSES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type ServiceChange, serviceChangeSchema } from "../../../services/service-updates";
import { numberedParam } from "../../numbered";
import { errorResponses, idParams, orderSchema } from "../../schemas";
import attentionRoutes from "./attention";
import catalogueRoutes from "./catalogue";
import childPanelRoutes from "./child-panels";
import dashboardRoutes from "./dashboard";
import depositRoutes from "./deposits";
import exportRoutes from "./exports";
import launchChecklistRoutes from "./launch-checklist";
import logRoutes from "./logs";
import mailRoutes from "./mail";
import orderRoutes from "./orders";
import paymentGatewayRoutes from "./payment-gateways";
import profileRoutes from "./profile";
import providerRoutes from "./providers";
import reportRoutes from "./reports";
import orderRequestRoutes from "./requests";
import adminSettingsRoutes from "./settings";
import staffRoutes from "./staff";
import supportRoutes from "./support";
import systemStatusRoutes from "./system-status";
import twoFactorRoutes from "./two-factor";
import userRoutes from "./users";

const orderStatusBody = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Choose a valid order status." }),
  remains: adminWhole("remains", 0).optional().describe("For partial: what was not delivered (refunded pro rata)"),
});

/** Operator actions that move an order or a service on; every route needs an admin session. */
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook("preValidation", app.requireAdmin);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(exportRoutes);
  await app.register(catalogueRoutes);
  await app.register(orderRoutes);
  await app.register(attentionRoutes);
  await app.register(userRoutes);
  await app.register(supportRoutes);
  await app.register(childPanelRoutes);
  await app.register(mailRoutes);
  await app.register(logRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(profileRoutes);
  await app.register(providerRoutes);
  await app.register(orderRequestRoutes);
  await app.register(depositRoutes);
  await app.register(paymentGatewayRoutes);
  await app.register(systemStatusRoutes);
  await app.register(staffRoutes);
  await app.register(twoFactorRoutes);
  await app.register(launchChecklistRoutes);

  app.put<{ Params: { id: number }; Body: z.output<typeof orderStatusBody> }>(
    "/admin/orders/:id/status",
    {
      preHandler: numberedParam("orders"),
      schema: {
        summary: "Set an order's status (cancel refunds, partial refunds the undelivered share); notifies",
        params: idParams,
        body: orderStatusBody,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => app.orders.setStatus(request.params.id, request.body),
  );

  app.put<{ Params: { id: number }; Body: ServiceChange }>(
    "/admin/services/:id",
    {
      preHandler: numberedParam("services"),
      schema: {
        summary: "Change a service's price, bounds or features (each change is added to the updates feed)",
        params: idParams,
        body: serviceChangeSchema,
        response: { 200: { type: "object", properties: { updates: { type: "integer" } } }, ...errorResponses },
      },
    },
    async (request) => app.serviceUpdates.updateService(request.params.id, request.body),
  );
}
