import type { AdminListQuery } from "@smm/domain";
import { adminListQuery } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { auditContext } from "../../../../services/admin/system-log";
import { type MailRequest, mailRequestSchema } from "../../../../services/mail/audience";
import { errorResponses, idParams } from "../../../schemas";
import { mailJobSchema, outboxMailSchema, pageOf } from "../schemas";

/** Send mail (a background job with progress) and read the outbox. */
export default async function mailRoutes(app: FastifyInstance) {
  app.post<{ Body: MailRequest }>(
    "/admin/mail",
    {
      schema: {
        summary: "Mail one user, all users or a segment; answers 202 with the job to poll",
        body: mailRequestSchema,
        response: { 202: mailJobSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const adminId = request.principal?.kind === "admin" ? request.principal.id : null;
      const job = await app.mailJobs.create(await auditContext(app.db, request), adminId, request.body);
      app.mailWorker.kick();
      return reply.status(202).send(job);
    },
  );

  app.get<{ Querystring: { page?: number; per_page?: number } }>(
    "/admin/mail/jobs",
    {
      schema: {
        summary: "Mail jobs, newest first",
        querystring: adminListQuery([]),
        response: { 200: pageOf(mailJobSchema), ...errorResponses },
      },
    },
    async (request) => app.mailJobs.list(request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/mail/jobs/:id",
    {
      schema: {
        summary: "One mail job's progress",
        params: idParams,
        response: { 200: mailJobSchema, ...errorResponses },
      },
    },
    async (request) => app.mailJobs.get(request.params.id),
  );

  app.get<{ Querystring: AdminListQuery }>(
    "/admin/mail/outbox",
    {
      schema: {
        summary:
          "Every mail the panel wrote, newest first; password links hidden (sent_at: delivered by SMTP, or to the log)",
        querystring: adminListQuery([]),
        response: { 200: pageOf(outboxMailSchema), ...errorResponses },
      },
    },
    async (request) => app.mailJobs.outbox(request.query),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/mail/outbox/:id/resend",
    {
      schema: {
        summary: "Send an outbox mail again (a new outbox row; a password link is issued anew); 202 the new mail",
        params: idParams,
        response: { 202: outboxMailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const mail = await app.mailJobs.resend(await auditContext(app.db, request), request.params.id);
      app.mailWorker.kick();
      return reply.status(202).send(mail);
    },
  );
}
