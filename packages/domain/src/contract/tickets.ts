/** The customer's support tickets: opening one (with an optional file), their list, a thread, replying, closing. */
import { z } from "zod";
import { supportTicketSchema } from "../schemas/supportTicket";
import { TICKET_STATUSES } from "../statuses";
import { idParams, isoDateTime } from "./common";
import { endpoint } from "./endpoint";

/** A ticket as listed: `message` is its first message, `lastUpdate` when it last changed. */
export const ticketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  lastUpdate: isoDateTime,
});
export type Ticket = z.output<typeof ticketSchema>;

/** A file attached to a message; its `type` was checked by content when it was stored. */
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});
export type TicketAttachment = z.output<typeof ticketAttachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(["customer", "support"]),
  message: z.string(),
  date: isoDateTime,
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.output<typeof ticketMessageSchema>;

/** A ticket with its reply thread, oldest message first. */
export const ticketThreadSchema = ticketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketThread = z.output<typeof ticketThreadSchema>;

export const ticketEndpoints = {
  /** Its body (a multipart form with a file, or JSON) is declared by the server, which reads the file. */
  create: endpoint({
    method: "POST",
    path: "/tickets",
    summary: "Open a ticket: subject, message, optional file (multipart, ≤ 5 MB, type checked by content)",
    status: 201,
    response: ticketSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/tickets",
    summary: "The customer's tickets, searchable by id or subject",
    query: z.object({ search: z.string().max(200).optional(), status: z.enum(TICKET_STATUSES).optional() }),
    response: z.object({ data: z.array(ticketSchema) }),
  }),
  get: endpoint({
    method: "GET",
    path: "/tickets/:id",
    summary: "A ticket with its reply thread",
    params: idParams,
    response: ticketThreadSchema,
  }),
  reply: endpoint({
    method: "POST",
    path: "/tickets/:id/replies",
    summary: "Reply to a ticket",
    params: idParams,
    body: supportTicketSchema.pick({ message: true }),
    response: ticketThreadSchema,
  }),
  adminReply: endpoint({
    method: "POST",
    path: "/admin/tickets/:id/replies",
    summary: "Operator: answer a ticket",
    params: idParams,
    body: supportTicketSchema.pick({ message: true }),
    response: ticketThreadSchema,
  }),
  close: endpoint({
    method: "POST",
    path: "/tickets/:id/close",
    summary: "Close a ticket",
    params: idParams,
    response: ticketThreadSchema,
  }),
};
