import { adminSystemEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { LaunchChecklistService } from "../../../../services/admin/launch-checklist";
import { routeOf } from "../../../contract";

/**
 * The launch checklist of the admin dashboard. Staff roles as the domain's rule says (staffMayAccess): owners and
 * admins, who fix what it lists, and finance, who reads everything; the app asks for it for the first two only.
 */
export default async function launchChecklistRoutes(app: FastifyInstance) {
  const service = new LaunchChecklistService(app.db, app.settings, app.deposits, app.config);
  app.route({ ...routeOf(adminSystemEndpoints.launchChecklist), handler: () => service.checklist() });
}
