import fs from "node:fs";
import path from "node:path";
import { supportTicketSchema, TICKET_MESSAGES, ticketEndpoints, ticketThreadSchema } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { validationError } from "../../../errors";
import { customerId } from "../../../plugins/app/auth";
import { attachmentDownload, sendAttachment, storeAttachment, type UploadedFile } from "../../../services/attachments";
import { routeOf } from "../../contract";
import { errorResponses, rowId } from "../../schemas";

// The spec's native form posts TicketForm[subject] and TicketForm[message].
const FIELD_ALIASES: Record<string, string> = { "TicketForm[subject]": "subject", "TicketForm[message]": "message" };

/**
 * preValidation: a multipart form (subject, message, optional file) becomes the request's body, so Fastify
 * validates it with the same schema as a JSON body. The file is read into memory (at most 5 MB).
 */
async function readTicketForm(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      try {
        const buffer = await part.toBuffer();
        if (buffer.length > 0) fields.file = { filename: part.filename, buffer, truncated: part.file.truncated };
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw validationError({ file: [TICKET_MESSAGES.fileTooLarge] });
        }
        throw error;
      }
    } else {
      fields[FIELD_ALIASES[part.fieldname] ?? part.fieldname] = part.value;
    }
  }
  request.body = fields;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && Buffer.isBuffer((value as UploadedFile).buffer);

/** A new ticket: the form's subject and message; its file is checked by content when it is stored. */
const ticketForm = supportTicketSchema.pick({ subject: true, message: true }).extend({
  file: z
    .custom<UploadedFile>(isUploadedFile, TICKET_MESSAGES.fileTypeInvalid)
    .optional()
    .describe("multipart only: an attachment of at most 5 MB (an image or a PDF)"),
});

/** The admin support routes' thread answer extends this one (until they are declared in the contract). */
export const threadSchema = z.toJSONSchema(ticketThreadSchema, { io: "output", target: "draft-07" });

export default async function ticketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The form's body (a multipart file or JSON) is declared here: the server reads the file, the browser never needs it.
  const create = routeOf(ticketEndpoints.create);
  app.route({
    ...create,
    schema: { ...create.schema, consumes: ["multipart/form-data", "application/json"], body: ticketForm },
    preValidation: [app.requireCustomer, readTicketForm],
    handler: async (request, reply) => {
      const { file, ...ticket } = request.body;
      const stored = file ? await storeAttachment(app.config.uploadsDir, file) : undefined;
      try {
        return reply.status(201).send(await app.tickets.create(customerId(request), ticket, stored));
      } catch (error) {
        if (stored) await fs.promises.rm(path.join(app.config.uploadsDir, stored.storedName), { force: true });
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(ticketEndpoints.list),
    preValidation: app.requireCustomer,
    handler: (request) => app.tickets.list(customerId(request), request.query),
  });

  app.route({
    ...routeOf(ticketEndpoints.get),
    preValidation: app.requireCustomer,
    handler: (request) => app.tickets.get(customerId(request), request.params.id),
  });

  app.route({
    ...routeOf(ticketEndpoints.reply),
    preValidation: app.requireCustomer,
    handler: (request) => app.tickets.reply("customer", customerId(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(ticketEndpoints.close),
    preValidation: app.requireCustomer,
    handler: (request) => app.tickets.close(customerId(request), request.params.id),
  });

  app.get(
    "/tickets/:id/attachments/:attachmentId",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "Download an attachment of one's own ticket",
        params: z.object({ id: rowId, attachmentId: rowId }),
        response: { 200: attachmentDownload, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await app.tickets.attachment(customerId(request), request.params.id, request.params.attachmentId);
      return sendAttachment(reply, app.config.uploadsDir, file);
    },
  );

  app.route({
    ...routeOf(ticketEndpoints.adminReply),
    preValidation: app.requireAdmin,
    handler: (request) => app.tickets.reply("support", null, request.params.id, request.body),
  });
}
