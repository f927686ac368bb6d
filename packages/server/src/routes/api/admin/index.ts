import { adminOperationEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../contract";
import { numberedParam } from "../../numbered";
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

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(adminOperationEndpoints.setOrderStatus),
    preHandler: numberedParam("orders"),
    handler: (request) => app.orders.setStatus(request.params.id, request.body),
  });
  routes.route({
    ...routeOf(adminOperationEndpoints.updateService),
    preHandler: numberedParam("services"),
    handler: (request) => app.serviceUpdates.updateService(request.params.id, request.body),
  });
}
