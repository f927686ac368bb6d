import { adminDashboardEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dashboardFigures } from "../../../../services/admin/dashboard";
import { routeOf } from "../../../contract";

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOf(adminDashboardEndpoints.figures), handler: () => dashboardFigures(app.db) });
}
