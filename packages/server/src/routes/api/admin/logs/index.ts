import { adminSystemEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listSystemLog } from "../../../../services/admin/logs";
import { routeOf } from "../../../contract";

/** System logs: the audit trail, security events and job/provider errors. */
export default async function logRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOf(adminSystemEndpoints.logs), handler: (request) => listSystemLog(app.db, request.query) });
}
