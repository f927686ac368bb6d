import type { AdminLedgerEntry, AdminOrder, AdminOrderDetail, AdminOrderQuery } from "@smm/domain";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "../../db/client";
import { ledgerEntries, orders, providerOrders, services, users } from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import { JOB_KINDS } from "../../jobs/context";
import { enqueue } from "../../jobs/queue";
import type { OrderService } from "../orders";
import { sourceOf } from "../providers/sources";
import { FieldReader, objectBody } from "./field-reader";
import { likePattern, orderOf, pageOf, pagingOf, searchedId } from "./paging";
import { type AuditContext, audit } from "./system-log";

type LedgerRow = typeof ledgerEntries.$inferSelect;

export function toLedgerEntry(row: LedgerRow): AdminLedgerEntry {
  return {
    id: row.id,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    kind: row.kind,
    method: row.method,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

const refunded = sql<string>`(select coalesce(sum(l.amount), 0)::numeric(14,2)::text from ledger_entries l
  where l.reference = 'order:' || ${orders.id} and l.kind = 'refund')`;

/** The whole order's forwarding record (run 0; drip-feed runs have their own). */
const forwarded = and(eq(providerOrders.orderId, orders.id), eq(providerOrders.run, 0));

const columns = {
  order: orders,
  username: users.username,
  service: services.title,
  refunded,
  providerId: providerOrders.providerId,
  providerOrderId: providerOrders.providerOrderId,
};

function toAdminOrder(row: {
  order: typeof orders.$inferSelect;
  username: string;
  service: string;
  refunded: string;
  providerId: number | null;
  providerOrderId: string | null;
}): AdminOrder {
  return {
    id: row.order.id,
    userId: row.order.userId,
    username: row.username,
    serviceId: row.order.serviceId,
    service: row.service,
    providerId: row.providerId,
    providerOrderId: row.providerOrderId,
    link: row.order.link,
    quantity: row.order.quantity,
    charge: row.order.charge,
    refunded: row.refunded,
    startCount: row.order.startCount,
    remains: row.order.remains,
    status: row.order.status,
    createdAt: row.order.createdAt.toISOString(),
  };
}

const ORDER_SORTS = {
  id: orders.id,
  created_at: orders.createdAt,
  charge: orders.charge,
  quantity: orders.quantity,
  status: orders.status,
};

/**
 * Every customer's orders for the operator. The list is shaped for 100,000+ rows: filters and the default
 * sort (newest id first) ride the indexes orders_status_id_idx, orders_service_id_idx, orders_user_created_idx
 * (the user filter by id, username or email resolves to user ids first).
 */
export class AdminOrderService {
  constructor(
    private readonly db: Db,
    private readonly orderService: OrderService,
  ) {}

  async list(query: AdminOrderQuery) {
    const paging = pagingOf(query);
    const search = query.search?.trim();
    const id = search ? searchedId(search) : undefined;
    const where = and(
      query.status ? eq(orders.status, query.status) : undefined,
      query.user_id !== undefined ? eq(orders.userId, query.user_id) : undefined,
      query.user?.trim() ? inArray(orders.userId, this.usersNamed(query.user.trim())) : undefined,
      query.service_id !== undefined ? eq(orders.serviceId, query.service_id) : undefined,
      query.provider_id !== undefined ? eq(providerOrders.providerId, query.provider_id) : undefined,
      search
        ? or(
            id !== undefined ? eq(orders.id, id) : undefined,
            ilike(orders.link, likePattern(search)),
            ilike(users.username, likePattern(search)),
            ilike(services.title, likePattern(search)),
          )
        : undefined,
    );
    // The filter reads the joined tables only for a search or a provider; otherwise it stays on `orders`
    // alone, where the indexes answer it.
    const narrowed = <Q extends PgSelect>(base: Q) => {
      if (search) {
        return base
          .innerJoin(users, eq(users.id, orders.userId))
          .innerJoin(services, eq(services.id, orders.serviceId))
          .leftJoin(providerOrders, forwarded)
          .where(where);
      }
      if (query.provider_id !== undefined) return base.leftJoin(providerOrders, forwarded).where(where);
      return base.where(where);
    };
    const order = orderOf(ORDER_SORTS, query, orders.id, "id");
    // Deferred join: page through bare order ids first (an index walk even at a deep offset), then fetch
    // usernames, titles and refunds for those 25-100 orders only.
    const pageIds = narrowed(this.db.select({ id: orders.id }).from(orders).$dynamic())
      .orderBy(...order)
      .limit(paging.perPage)
      .offset(paging.offset);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(columns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(services, eq(services.id, orders.serviceId))
        .leftJoin(providerOrders, forwarded)
        .where(inArray(orders.id, pageIds))
        .orderBy(...order),
      narrowed(this.db.select({ total: sql<number>`cast(count(*) as integer)` }).from(orders).$dynamic()),
    ]);
    return pageOf(rows.map(toAdminOrder), counted?.total ?? 0, paging);
  }

  /**
   * The customer a user filter names: by id, or by username or email compared lower-cased, which the unique
   * indexes users_username_lower_idx and users_email_lower_idx answer; orders then come by orders_user_created_idx.
   */
  private usersNamed(user: string) {
    const id = searchedId(user);
    const lowered = user.toLowerCase();
    return this.db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          id !== undefined ? eq(users.id, id) : undefined,
          sql`lower(${users.username}) = ${lowered}`,
          sql`lower(${users.email}) = ${lowered}`,
        ),
      );
  }

  async get(id: number, db: Queryable = this.db): Promise<AdminOrderDetail> {
    const [row] = await db
      .select(columns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(providerOrders, forwarded)
      .where(eq(orders.id, id))
      .limit(1);
    if (!row) throw notFound("Order not found");
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `order:${id}`), eq(ledgerEntries.userId, row.order.userId)))
      .orderBy(asc(ledgerEntries.id));
    return { ...toAdminOrder(row), ledger: ledger.map(toLedgerEntry) };
  }

  /**
   * PATCH /admin/orders/:id: a status change goes through the order service (refunds computed and recorded
   * exactly once, customer notified); start count and remains are set by hand without moving money.
   */
  async update(context: AuditContext, id: number, body: unknown): Promise<AdminOrderDetail> {
    const reader = new FieldReader(objectBody(body));
    const startCount = reader.integer("startCount", "start count", 0, false);
    const remains = reader.integer("remains", "remains", 0, false);
    const hasStatus = reader.has("status");
    if (!hasStatus && startCount === undefined && remains === undefined && Object.keys(reader.errors).length === 0) {
      reader.fail("status", "Give a status, a start count or remains to change.");
    }
    reader.check();
    const before = await this.get(id);
    if (remains !== undefined && remains > before.quantity) {
      reader.fail("remains", `The remains cannot be above the quantity (${before.quantity}).`);
      reader.check();
    }
    if (hasStatus) {
      await this.orderService.setStatus(id, { status: reader.value("status"), remains });
    }
    return this.db.transaction(async (tx) => {
      const counters = {
        ...(startCount !== undefined ? { startCount } : {}),
        ...(remains !== undefined && !hasStatus ? { remains } : {}),
      };
      if (Object.keys(counters).length > 0) await tx.update(orders).set(counters).where(eq(orders.id, id));
      const after = await this.get(id, tx);
      const action = hasStatus ? "order.status" : "order.counters";
      await audit(tx, context, action, `order:${id}`, { before: stripLedger(before), after: stripLedger(after) });
      return after;
    });
  }

  /**
   * Sends a provider-backed order to its provider again (through the order job queue). Only when the last
   * attempt failed, or was left `unknown` by a worker that died mid-request: then the operator, having checked
   * the provider's panel, decides it is not there. An order the provider has ("sent") is never resent.
   */
  async resend(context: AuditContext, id: number): Promise<AdminOrderDetail> {
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for("update");
      if (!order) throw notFound("Order not found");
      if (!RESENDABLE.includes(order.status)) {
        throw new HttpError(422, `Order #${id} is ${order.status}; there is nothing to send.`);
      }
      const source = await sourceOf(tx, order.serviceId);
      if (!source) throw new HttpError(422, `Order #${id} is for a manual service; no provider delivers it.`);
      const where = and(eq(providerOrders.orderId, id), eq(providerOrders.run, 0));
      const [forward] = await tx.select().from(providerOrders).where(where).limit(1);
      if (forward?.state === "sent") {
        throw new HttpError(422, `Order #${id} is already with the provider (their order ${forward.providerOrderId}).`);
      }
      if (forward?.state === "sending") throw new HttpError(409, `Order #${id} is being sent right now.`);
      if (forward) {
        await tx
          .update(providerOrders)
          .set({ state: "failed", lastError: "Resend requested by an operator", updatedAt: new Date() })
          .where(where);
      }
      await enqueue(tx, JOB_KINDS.forwardOrder, { orderId: id }, { dedupeKey: `forward:${id}:0` });
      await audit(tx, context, "order.resend", `order:${id}`, {
        before: { forward: forward?.state ?? null },
        after: { forward: "queued" },
      });
    });
    return this.get(id);
  }
}

/** What an operator can resend: orders still waiting for delivery. */
const RESENDABLE: ReadonlyArray<AdminOrder["status"]> = ["pending", "processing", "in-progress"];

function stripLedger({ ledger: _ledger, ...order }: AdminOrderDetail): AdminOrder {
  return order;
}
