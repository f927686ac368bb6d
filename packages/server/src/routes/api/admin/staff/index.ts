import { adminStaffEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";

/** The owner's staff accounts; only the owner reaches them (the domain's `staffMayAccess`). */
export default async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOf(adminStaffEndpoints.list), handler: () => app.staff.list() });
  app.route({
    ...routeOf(adminStaffEndpoints.invite),
    handler: async (request, reply) => {
      const member = await app.staff.invite(await auditContext(app.db, request), request.body);
      app.mailWorker.kick(); // the invitation goes out now, not at the worker's next round
      return reply.status(201).send(member);
    },
  });
  app.route({
    ...routeOf(adminStaffEndpoints.changeRole),
    handler: async (request) =>
      app.staff.changeRole(await auditContext(app.db, request), request.params.id, request.body.role),
  });
  app.route({
    ...routeOf(adminStaffEndpoints.remove),
    handler: async (request) => app.staff.remove(await auditContext(app.db, request), request.params.id),
  });
}
