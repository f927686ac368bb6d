import type { AdminTicket, AdminTicketQuery, TicketStatus } from "@smm/domain";
import { and, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { tickets, users } from "../../db/schema";
import { notFound } from "../../errors";
import { notify } from "../notifications";
import { idNumbered } from "../panel-numbers";
import type { TicketService } from "../tickets";
import { likePattern, orderOf, pagedList, pagingOf, rowNumberOver, searchedId } from "./paging";
import { type AuditContext, audit } from "./system-log";

const messageCount = sql<number>`(select cast(count(*) as integer) from ticket_messages m where m.ticket_id = ${tickets.id})`;

const TICKET_SORTS = { id: tickets.id, updated_at: tickets.updatedAt, status: tickets.status };

function toAdminTicket(row: {
  ticket: typeof tickets.$inferSelect;
  username: string;
  /** The customer's per-panel number, as the operator's screens name them. */
  userNumber: number;
  messageCount: number;
}): AdminTicket {
  const { ticket } = row;
  return {
    id: ticket.id,
    userId: row.userNumber,
    username: row.username,
    subject: ticket.subject,
    status: ticket.status,
    messageCount: row.messageCount,
    lastUpdate: ticket.updatedAt.toISOString(),
    createdAt: ticket.createdAt.toISOString(),
  };
}

/** The support queue. Replies go through TicketService.reply (POST /admin/tickets/:id/replies). */
export class AdminSupportService {
  constructor(
    private readonly db: Db,
    private readonly ticketService: TicketService,
  ) {}

  async list(query: AdminTicketQuery) {
    const paging = pagingOf(query);
    const search = query.search?.trim();
    const id = search ? searchedId(search) : undefined;
    const where = and(
      query.status ? eq(tickets.status, query.status) : undefined,
      query.user_id !== undefined ? inArray(tickets.userId, idNumbered(this.db, "users", query.user_id)) : undefined,
      search
        ? or(
            id !== undefined ? eq(tickets.id, id) : undefined,
            ilike(tickets.subject, likePattern(search)),
            ilike(users.username, likePattern(search)),
          )
        : undefined,
    );
    const order = orderOf(TICKET_SORTS, query, tickets.id, "updated_at");
    const withOwner = <Q extends PgSelect>(base: Q) => base.innerJoin(users, eq(users.id, tickets.userId));
    return pagedList(this.db, paging, {
      numbered: (limit) =>
        withOwner(
          this.db
            .select({ id: tickets.id, n: rowNumberOver(order) })
            .from(tickets)
            .$dynamic(),
        )
          .where(where)
          .orderBy(...order)
          .limit(limit),
      all: () => withOwner(this.db.select({ id: tickets.id }).from(tickets).$dynamic()).where(where),
      rows: async (ids) =>
        (
          await withOwner(
            this.db
              .select({ ticket: tickets, username: users.username, userNumber: users.number, messageCount })
              .from(tickets)
              .$dynamic(),
          ).where(inArray(tickets.id, ids))
        ).map(toAdminTicket),
      keyOf: (ticket) => ticket.id,
    });
  }

  /** The ticket's customer (a ticket of another panel is not found: the panel's data is all this reads). */
  private async customerOf(id: number) {
    const [row] = await this.db
      .select({ userId: tickets.userId, userNumber: users.number, username: users.username })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.userId))
      .where(eq(tickets.id, id))
      .limit(1);
    if (!row) throw notFound("Ticket not found");
    return row;
  }

  async get(id: number) {
    const row = await this.customerOf(id);
    return { ...(await this.ticketService.get(row.userId, id)), userId: row.userNumber, username: row.username };
  }

  /** A file attached to the ticket, as its customer would download it. */
  async attachment(id: number, attachmentId: number) {
    const row = await this.customerOf(id);
    return this.ticketService.attachment(row.userId, id, attachmentId);
  }

  /** Open, answered or closed by hand; the customer is told when support closes or re-opens their ticket. */
  async setStatus(context: AuditContext, id: number, status: TicketStatus) {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(tickets).where(eq(tickets.id, id)).limit(1);
      if (!current) throw notFound("Ticket not found");
      if (current.status === status) return;
      await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, id));
      await notify(tx, current.userId, "ticket_status", `Your ticket #${id} is now ${status}.`);
      await audit(tx, context, "ticket.status", `ticket:${id}`, {
        before: { status: current.status },
        after: { status },
      });
    });
    return this.get(id);
  }
}
