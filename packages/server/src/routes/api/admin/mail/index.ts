import { adminMailEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditContext } from "../../../../services/admin/system-log";
import { routeOf } from "../../../contract";

/** Send mail (a background job with progress) and read the outbox. */
export default async function mailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(adminMailEndpoints.send),
    handler: async (request, reply) => {
      const adminId = request.principal?.kind === "admin" ? request.principal.id : null;
      const job = await app.mailJobs.create(await auditContext(app.db, request), adminId, request.body);
      app.mailWorker.kick();
      return reply.status(202).send(job);
    },
  });
  app.route({ ...routeOf(adminMailEndpoints.jobs), handler: (request) => app.mailJobs.list(request.query) });
  app.route({ ...routeOf(adminMailEndpoints.job), handler: (request) => app.mailJobs.get(request.params.id) });
  app.route({ ...routeOf(adminMailEndpoints.outbox), handler: (request) => app.mailJobs.outbox(request.query) });
  app.route({
    ...routeOf(adminMailEndpoints.resend),
    handler: async (request, reply) => {
      const mail = await app.mailJobs.resend(await auditContext(app.db, request), request.params.id);
      app.mailWorker.kick();
      return reply.status(202).send(mail);
    },
  });
}
