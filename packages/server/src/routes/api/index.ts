import type { FastifyInstance } from "fastify";
import accountRoutes from "./account";
import adminRoutes from "./admin";
import adminPasswordResetRoutes from "./admin/password-reset";
import affiliateRoutes from "./affiliate";
import authRoutes from "./auth";
import catalogueRoutes from "./catalogue";
import childPanelRoutes from "./child-panels";
import depositRoutes from "./deposits";
import healthRoutes from "./health";
import notificationRoutes from "./notifications";
import orderRequestRoutes from "./order-requests";
import orderRoutes from "./orders";
import resellerRoutes from "./reseller";
import serviceUpdateRoutes from "./service-updates";
import settingsRoutes from "./settings";
import ticketRoutes from "./tickets";
import tlsRoutes from "./tls";
import transactionRoutes from "./transactions";
import webhookRoutes from "./webhooks";

/** Every /api resource is one plugin in its own folder. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(catalogueRoutes);
  await app.register(transactionRoutes);
  await app.register(orderRoutes);
  await app.register(orderRequestRoutes);
  await app.register(depositRoutes);
  await app.register(webhookRoutes);
  await app.register(affiliateRoutes);
  await app.register(childPanelRoutes);
  await app.register(ticketRoutes);
  await app.register(notificationRoutes);
  await app.register(serviceUpdateRoutes);
  await app.register(adminPasswordResetRoutes);
  await app.register(adminRoutes);
  await app.register(resellerRoutes);
  await app.register(tlsRoutes);
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
