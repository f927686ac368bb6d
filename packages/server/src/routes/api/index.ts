import type { FastifyInstance } from "fastify";
import healthRoutes from "./health";

/** Every /api resource is one plugin in its own folder. */
export default async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
