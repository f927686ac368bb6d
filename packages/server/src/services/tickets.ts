import { TICKET_STATUSES, type Ticket } from "@smm/domain";
import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { attachments, ticketMessages, tickets } from "../db/schema";
import { HttpError, notFound } from "../errors";
import type { StoredAttachment } from "./attachments";
import { notify } from "./notifications";

export const TICKET_CLOSED_MESSAGE = "This ticket is closed. Please open a new ticket.";
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type TicketRow = typeof tickets.$inferSelect;

function toTicket(row: TicketRow, firstMessage: string): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    message: firstMessage,
    status: row.status,
    lastUpdate: row.updatedAt.toISOString(),
  };
}

export class TicketService {
  constructor(private readonly db: Db) {}

  /** Subject and message as the route's schema checked them; the attachment was already checked by content. */
  async create(userId: number, values: { subject: string; message: string }, attachment?: StoredAttachment) {
    return this.db.transaction(async (tx) => {
      const [ticket] = await tx.insert(tickets).values({ userId, subject: values.subject }).returning();
      if (!ticket) throw new Error("ticket insert returned nothing");
      const [message] = await tx
        .insert(ticketMessages)
        .values({ ticketId: ticket.id, author: "customer", body: values.message })
        .returning();
      if (attachment && message) await tx.insert(attachments).values({ messageId: message.id, ...attachment });
      return toTicket(ticket, values.message);
    });
  }

  async list(userId: number, query: { search?: string; status?: string }) {
    const search = query.search?.trim();
    const status = TICKET_STATUSES.find((s) => s === query.status);
    const firstMessage = sql<string>`(select body from ticket_messages m where m.ticket_id = ${tickets.id} order by m.id limit 1)`;
    const rows = await this.db
      .select({ ticket: tickets, message: firstMessage })
      .from(tickets)
      .where(
        and(
          eq(tickets.userId, userId),
          status ? eq(tickets.status, status) : undefined,
          search
            ? or(
                sql`cast(${tickets.id} as text) = ${search.replace(/^#/, "")}`,
                ilike(tickets.subject, `%${escapeLike(search)}%`),
              )
            : undefined,
        ),
      )
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(200);
    return { data: rows.map((row) => toTicket(row.ticket, row.message ?? "")) };
  }

  private async owned(userId: number | null, id: number) {
    const [row] = await this.db
      .select()
      .from(tickets)
      .where(userId === null ? eq(tickets.id, id) : and(eq(tickets.id, id), eq(tickets.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Ticket not found");
    return row;
  }

  /** The thread with its attachments; another customer's ticket answers 404. */
  async get(userId: number, id: number) {
    const ticket = await this.owned(userId, id);
    const messages = await this.db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, id))
      .orderBy(asc(ticketMessages.id));
    const files = messages.length
      ? await this.db
          .select()
          .from(attachments)
          .where(
            inArray(
              attachments.messageId,
              messages.map((m) => m.id),
            ),
          )
      : [];
    return {
      ...toTicket(ticket, messages[0]?.body ?? ""),
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author,
        message: m.body,
        date: m.createdAt.toISOString(),
        attachments: files
          .filter((f) => f.messageId === m.id)
          .map((f) => ({ id: f.id, name: f.originalName, size: f.size, type: f.mimeType })),
      })),
    };
  }

  /** A reply by the customer re-opens the ticket; a reply by support marks it answered and notifies. */
  async reply(author: "customer" | "support", userId: number | null, id: number, { message }: { message: string }) {
    const ticket = await this.owned(userId, id);
    if (ticket.status === "closed") throw new HttpError(422, TICKET_CLOSED_MESSAGE);
    await this.db.transaction(async (tx) => {
      await tx.insert(ticketMessages).values({ ticketId: id, author, body: message });
      await tx
        .update(tickets)
        .set({ status: author === "support" ? "answered" : "open", updatedAt: new Date() })
        .where(eq(tickets.id, id));
      if (author === "support")
        await notify(tx, ticket.userId, "ticket_reply", `Support replied to your ticket #${id}: ${ticket.subject}`);
    });
    return this.get(ticket.userId, id);
  }

  async close(userId: number, id: number) {
    await this.owned(userId, id);
    await this.db.update(tickets).set({ status: "closed", updatedAt: new Date() }).where(eq(tickets.id, id));
    return this.get(userId, id);
  }

  async attachment(userId: number, ticketId: number, attachmentId: number) {
    await this.owned(userId, ticketId);
    const [row] = await this.db
      .select({ file: attachments })
      .from(attachments)
      .innerJoin(ticketMessages, eq(ticketMessages.id, attachments.messageId))
      .where(and(eq(attachments.id, attachmentId), eq(ticketMessages.ticketId, ticketId)))
      .limit(1);
    if (!row) throw notFound("Attachment not found");
    return row.file;
  }
}
