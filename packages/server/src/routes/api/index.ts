import type { FastifyInstance } from "fastify";
import accountRoutes from "./account";
import affiliateRoutes from "./affiliate";
import authRoutes from "./auth";
import catalogueRoutes from "./catalogue";
import childPanelRoutes from "./child-panels";
import depositRoutes from "./deposits";
import healthRoutes from "./health";
import orderRoutes from "./orders";
import transactionRoutes from "./transactions";
import webhookRoutes from "./webhooks";

/** Every /api resource is one plugin in its own folder. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(catalogueRoutes);
  await app.register(transactionRoutes);
  await app.register(orderRoutes);
  await app.register(depositRoutes);
  await app.register(webhookRoutes);
  await app.register(affiliateRoutes);
  await app.register(childPanelRoutes);
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
