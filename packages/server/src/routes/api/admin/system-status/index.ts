import { adminSystemEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { systemStatus } from "../../../../services/admin/system-status";
import { routeOf } from "../../../contract";

/** The admin sidebar's status line: the database, failing jobs, unhealthy providers. */
export default async function systemStatusRoutes(app: FastifyInstance) {
  app.route({ ...routeOf(adminSystemEndpoints.status), handler: () => systemStatus(app.db) });
}
