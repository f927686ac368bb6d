import { adminDepositEndpoints, DEPOSIT_DECISIONS } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AdminDepositService } from "../../../../services/admin/deposits";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";

/** Deposits of every method; pending bank transfers are approved (credited once) or rejected here. */
export default async function adminDepositRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deposits = new AdminDepositService(app.db);

  app.route({ ...routeOf(adminDepositEndpoints.list), handler: (request) => deposits.list(request.query) });
  for (const decision of DEPOSIT_DECISIONS) {
    app.route({
      ...routeOf(adminDepositEndpoints[decision]),
      handler: async (request) => deposits.decide(await auditContext(app.db, request), request.params.id, decision),
    });
  }
}
