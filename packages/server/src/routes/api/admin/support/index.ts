import { type AdminTicketQuery, adminListQuery, TICKET_STATUSES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditContext } from "../../../../services/admin/system-log";
import { attachmentDownload, sendAttachment } from "../../../../services/attachments";
import { errorResponses, idParams, rowId } from "../../../schemas";
import { threadSchema } from "../../tickets";
import { adminTicketSchema, idFilter, pageOf } from "../schemas";

const ticketQuery = adminListQuery(["id", "updated_at", "status"], {
  status: z.enum(TICKET_STATUSES),
  user_id: idFilter,
});

const statusBody = z.object({ status: z.enum(TICKET_STATUSES, { error: "Choose open, answered or closed." }) });

/** A thread for the operator: the customer's thread plus who opened it. */
const adminThreadSchema = {
  type: "object",
  properties: {
    ...threadSchema.properties,
    userId: { type: "integer" },
    username: { type: "string" },
  },
  required: ["id", "subject", "status", "userId", "username", "messages"],
} as const;

/** The support queue; replies: POST /admin/tickets/:id/replies (tickets routes). */
export default async function supportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminTicketQuery }>(
    "/admin/tickets",
    {
      schema: {
        summary: "The ticket queue, paged, filtered and searched",
        querystring: ticketQuery,
        response: { 200: pageOf(adminTicketSchema), ...errorResponses },
      },
    },
    async (request) => app.adminSupport.list(request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/tickets/:id",
    {
      schema: {
        summary: "One ticket thread",
        params: idParams,
        response: { 200: adminThreadSchema, ...errorResponses },
      },
    },
    async (request) => app.adminSupport.get(request.params.id),
  );

  app.get<{ Params: { id: number; attachmentId: number } }>(
    "/admin/tickets/:id/attachments/:attachmentId",
    {
      schema: {
        summary: "Download a file attached to a ticket (staff who may read tickets)",
        params: z.object({ id: rowId, attachmentId: rowId }),
        response: { 200: attachmentDownload, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await app.adminSupport.attachment(request.params.id, request.params.attachmentId);
      return sendAttachment(reply, app.config.uploadsDir, file);
    },
  );

  app.put<{ Params: { id: number }; Body: z.output<typeof statusBody> }>(
    "/admin/tickets/:id/status",
    {
      schema: {
        summary: "Set a ticket open, answered or closed (the customer is notified)",
        params: idParams,
        body: statusBody,
        response: { 200: adminThreadSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.adminSupport.setStatus(await auditContext(app.db, request), request.params.id, request.body.status),
  );
}
