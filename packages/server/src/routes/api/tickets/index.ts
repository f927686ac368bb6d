import fs from "node:fs";
import path from "node:path";
import { supportTicketSchema, TICKET_MESSAGES } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { validationError } from "../../../errors";
import { customerId } from "../../../plugins/app/auth";
import { attachmentDownload, sendAttachment, storeAttachment, type UploadedFile } from "../../../services/attachments";
import { errorResponses, idParams, rowId } from "../../schemas";

const replyBody = supportTicketSchema.pick({ message: true });
type TicketReply = z.output<typeof replyBody>;

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

const ticketSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    subject: { type: "string" },
    message: { type: "string" },
    status: { type: "string" },
    lastUpdate: { type: "string" },
  },
} as const;

export const threadSchema = {
  type: "object",
  properties: {
    ...ticketSchema.properties,
    messages: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          author: { type: "string" },
          message: { type: "string" },
          date: { type: "string" },
          attachments: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "integer" },
                name: { type: "string" },
                size: { type: "integer" },
                type: { type: "string" },
              },
            },
          },
        },
      },
    },
  },
} as const;

export default async function ticketRoutes(app: FastifyInstance) {
  app.post<{ Body: z.output<typeof ticketForm> }>(
    "/tickets",
    {
      preValidation: [app.requireCustomer, readTicketForm],
      schema: {
        summary: "Open a ticket: subject, message, optional file (multipart, ≤ 5 MB, type checked by content)",
        consumes: ["multipart/form-data", "application/json"],
        body: ticketForm,
        response: { 201: ticketSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file, ...ticket } = request.body;
      const stored = file ? await storeAttachment(app.config.uploadsDir, file) : undefined;
      try {
        return reply.status(201).send(await app.tickets.create(customerId(request), ticket, stored));
      } catch (error) {
        if (stored) await fs.promises.rm(path.join(app.config.uploadsDir, stored.storedName), { force: true });
        throw error;
      }
    },
  );

  app.get<{ Querystring: { search?: string; status?: string } }>(
    "/tickets",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "The customer's tickets, searchable by id or subject",
        querystring: z.object({
          search: z.string().max(200).optional(),
          status: z.enum(["open", "answered", "closed"]).optional(),
        }),
        response: {
          200: { type: "object", properties: { data: { type: "array", items: ticketSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => app.tickets.list(customerId(request), request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/tickets/:id",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "A ticket with its reply thread",
        params: idParams,
        response: { 200: threadSchema, ...errorResponses },
      },
    },
    async (request) => app.tickets.get(customerId(request), request.params.id),
  );

  app.post<{ Params: { id: number }; Body: TicketReply }>(
    "/tickets/:id/replies",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "Reply to a ticket",
        params: idParams,
        body: replyBody,
        response: { 200: threadSchema, ...errorResponses },
      },
    },
    async (request) => app.tickets.reply("customer", customerId(request), request.params.id, request.body),
  );

  app.post<{ Params: { id: number } }>(
    "/tickets/:id/close",
    {
      preValidation: app.requireCustomer,
      schema: { summary: "Close a ticket", params: idParams, response: { 200: threadSchema, ...errorResponses } },
    },
    async (request) => app.tickets.close(customerId(request), request.params.id),
  );

  app.get<{ Params: { id: number; attachmentId: number } }>(
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

  app.post<{ Params: { id: number }; Body: TicketReply }>(
    "/admin/tickets/:id/replies",
    {
      preValidation: app.requireAdmin,
      schema: {
        summary: "Operator: answer a ticket",
        params: idParams,
        body: replyBody,
        response: { 200: threadSchema, ...errorResponses },
      },
    },
    async (request) => app.tickets.reply("support", null, request.params.id, request.body),
  );
}
