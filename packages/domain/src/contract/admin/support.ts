/** The support queue, for the operator: the tickets of every customer, a thread, its status. */
import { z } from "zod";
import { TICKET_STATUSES } from "../../statuses";
import { idParams, isoDateTime, rowId } from "../common";
import { endpoint } from "../endpoint";
import { ticketThreadSchema } from "../tickets";
import { adminListQuery, adminPageSchema } from "./common";

export const adminTicketQuerySchema = adminListQuery(["id", "updated_at", "status"], {
  status: z.enum(TICKET_STATUSES),
  user_id: rowId,
});
export type AdminTicketQuery = z.output<typeof adminTicketQuerySchema>;

export const adminTicketSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  messageCount: z.number().int(),
  lastUpdate: isoDateTime,
  createdAt: isoDateTime,
});
export type AdminTicket = z.output<typeof adminTicketSchema>;

/** A thread for the operator: the customer's thread plus who opened it. */
export const adminTicketThreadSchema = ticketThreadSchema.extend({ userId: z.number().int(), username: z.string() });
export type AdminTicketThread = z.output<typeof adminTicketThreadSchema>;

export const adminSupportEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/tickets",
    summary: "The ticket queue, paged, filtered and searched",
    query: adminTicketQuerySchema,
    response: adminPageSchema(adminTicketSchema),
  }),
  get: endpoint({
    method: "GET",
    path: "/admin/tickets/:id",
    summary: "One ticket thread",
    params: idParams,
    response: adminTicketThreadSchema,
  }),
  setStatus: endpoint({
    method: "PUT",
    path: "/admin/tickets/:id/status",
    summary: "Set a ticket open, answered or closed (the customer is notified)",
    params: idParams,
    body: z.object({ status: z.enum(TICKET_STATUSES, { error: "Choose open, answered or closed." }) }),
    response: adminTicketThreadSchema,
  }),
};
