import {
  type AdminLedgerEntry,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderQuery,
  type AttentionReassign,
  orderExtrasOf,
  RESENDABLE_ORDER_STATUSES,
  toDecimal,
  toMoney,
} from "@smm/domain";
import { type AnyColumn, and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { queryRows } from "../../db/rows";
import {
  customerSearchText,
  ledgerEntries,
  orderCosts,
  orderDetails,
  orders,
  providerOrders,
  providers,
  services,
  users,
} from "../../db/schema";
import { equalsLowerCase } from "../../db/schema/columns";
import { HttpError, notFound } from "../../errors";
import { JOB_KINDS } from "../../jobs/kinds";
import { enqueue } from "../../jobs/queue";
import { countedCost } from "../order-costs";
import type { OrderService } from "../orders";
import { idNumbered } from "../panel-numbers";
import { sourceOf } from "../providers/sources";
import { readSettings } from "../settings";
import { FieldReader, objectBody } from "./field-reader";
import { likePattern, listKey, listLimit, orderOf, pagedList, pagingOf, rowNumberOver, searchedId } from "./paging";
import { type AuditContext, audit } from "./system-log";

type LedgerRow = typeof ledgerEntries.$inferSelect;

export function toLedgerEntry(row: LedgerRow): AdminLedgerEntry {
  return {
    id: row.number,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    kind: row.kind,
    method: row.method,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

export const refunded = sql<string>`(select coalesce(sum(l.amount), 0)::numeric(14,2)::text from ledger_entries l
  where l.reference = 'order:' || ${orders.id} and l.kind = 'refund')`;

/** The whole order's forwarding record (run 0; drip-feed runs have their own). */
export const forwarded = and(eq(providerOrders.orderId, orders.id), eq(providerOrders.run, 0));

const columns = {
  order: orders,
  username: users.username,
  userNumber: users.number,
  service: services.title,
  serviceNumber: services.number,
  refunded,
  providerId: providerOrders.providerId,
  providerOrderId: providerOrders.providerOrderId,
};

/** An order as the operator sees it: it, its customer and its service named by their per-panel numbers. */
function toAdminOrder(row: {
  order: typeof orders.$inferSelect;
  username: string;
  userNumber: number;
  service: string;
  serviceNumber: number;
  refunded: string;
  providerId: number | null;
  providerOrderId: string | null;
}): AdminOrder {
  return {
    id: row.order.number,
    userId: row.userNumber,
    username: row.username,
    serviceId: row.serviceNumber,
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
 * Every customer's orders for the operator, shaped for millions of rows. Filters are conditions on `orders` itself
 * that indexes answer: status (orders_status_id_idx), user (orders_user_created_idx; by username or email resolved
 * to ids first), service (orders_service_id_idx), provider (provider_orders_provider_order_idx). A search matches
 * the id, part of the link (orders_link_trgm_idx), of a customer's username, email or name (users_search_trgm_idx)
 * or of a service title (services_title_trgm_idx): customers and services are matched first, then their orders
 * by index. The filter runs once per page, counting at most ADMIN_EXACT_COUNT_LIMIT matches (paging.ts).
 */
export class AdminOrderService {
  constructor(
    private readonly db: Db,
    private readonly orderService: OrderService,
  ) {}

  async list(query: AdminOrderQuery) {
    const paging = pagingOf(query);
    const where = await this.filter(query, listLimit(paging));
    const order = orderOf(ORDER_SORTS, query, orders.id, "id");
    // Keyed by number, what the rows answer as their id (unique in the panel, as row-level security reads).
    return pagedList(this.db, paging, {
      numbered: (limit) =>
        this.db
          .select({ id: listKey(orders.number), n: rowNumberOver(order) })
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(limit),
      all: () => this.db.select({ id: orders.number }).from(orders).where(where),
      // Usernames, titles, refunds and forwarding only for the page's 25-100 orders.
      rows: async (numbers) => (await this.detailed(this.db).where(inArray(orders.number, numbers))).map(toAdminOrder),
      keyOf: (row) => row.id,
    });
  }

  /**
   * The list's filters and search as one condition on `orders` (the CSV export uses it too, with no `listed`).
   * `listed`: how many of the newest matches the list reads, when it reads no more (see `matching`).
   */
  async filter(
    query: Omit<AdminOrderQuery, "page" | "per_page" | "sort" | "direction">,
    listed?: number,
  ): Promise<SQL | undefined> {
    const search = query.search?.trim();
    const filters = [
      query.status ? eq(orders.status, query.status) : undefined,
      query.user_id !== undefined ? inArray(orders.userId, idNumbered(this.db, "users", query.user_id)) : undefined,
      query.user?.trim() ? anyOf(orders.userId, await this.usersNamed(query.user.trim())) : undefined,
      query.service_id !== undefined
        ? inArray(orders.serviceId, idNumbered(this.db, "services", query.service_id))
        : undefined,
      query.provider_id !== undefined ? inArray(orders.id, this.ordersForwardedTo(query.provider_id)) : undefined,
    ].filter((filter) => filter !== undefined);
    // With another filter the newest link matches may not be the ones it keeps: then every link match is needed.
    const searched = search ? await this.matching(search, filters.length === 0 ? listed : undefined) : undefined;
    return and(...filters, searched);
  }

  /** Orders with their customer's username, service title, refunds so far and forwarding record. */
  private detailed(db: Queryable) {
    return db
      .select(columns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(providerOrders, forwarded)
      .$dynamic();
  }

  /**
   * A search as a condition on `orders` alone. The orders whose link matches, and the customers and services that
   * do, are looked up first (their trigram indexes), so the orders query gets their ids as values: PostgreSQL then
   * plans it knowing how many orders those are, walking the newest orders when many match and using orders' own
   * indexes when few do. The link's matches come from panel_orders_with_link_like (migration 0020: under row-level
   * security ILIKE cannot use the index), the newest `newest` of them when the list reads no more than that.
   */
  private async matching(search: string, newest?: number): Promise<SQL | undefined> {
    const pattern = likePattern(search);
    const id = searchedId(search);
    const [linked, customers, titled] = await Promise.all([
      queryRows<{ id: number }>(
        this.db,
        sql`select id from panel_orders_with_link_like(${pattern}, ${newest ?? null}::int) as id`,
      ),
      this.db
        .select({ id: users.id })
        .from(users)
        .where(ilike(customerSearchText(users), pattern)),
      this.db.select({ id: services.id }).from(services).where(ilike(services.title, pattern)),
    ]);
    return or(
      id !== undefined ? eq(orders.number, id) : undefined,
      anyOf(orders.id, linked),
      anyOf(orders.userId, customers),
      anyOf(orders.serviceId, titled),
    );
  }

  /** The orders a provider has (or had) been sent. */
  private ordersForwardedTo(providerId: number) {
    return this.db
      .select({ id: providerOrders.orderId })
      .from(providerOrders)
      .where(and(eq(providerOrders.providerId, providerId), eq(providerOrders.run, 0)));
  }

  /**
   * The customer a user filter names: by id, or by username or email compared lower-cased, which the unique
   * indexes users_username_lower_idx and users_email_lower_idx answer; orders then come by orders_user_created_idx,
   * planned knowing the customer (looked up first, like a search's).
   */
  private usersNamed(user: string) {
    const id = searchedId(user);
    return this.db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          id !== undefined ? eq(users.number, id) : undefined,
          equalsLowerCase(users.usernameLower, user),
          equalsLowerCase(users.emailLower, user),
        ),
      );
  }

  async get(id: number, db: Queryable = this.db): Promise<AdminOrderDetail> {
    const [row] = await this.detailed(db).where(eq(orders.id, id)).limit(1);
    if (!row) throw notFound("Order not found");
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `order:${id}`), eq(ledgerEntries.userId, row.order.userId)))
      .orderBy(asc(ledgerEntries.id));
    const [stored] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, id)).limit(1);
    // The cost profit counts: settled once final, else the provider's latest word or the expected cost.
    const [counted] = await db
      .select({ cost: sql<string | null>`${countedCost(orders, orderCosts.cost)}::text` })
      .from(orders)
      .leftJoin(orderCosts, eq(orderCosts.orderId, orders.id))
      .where(eq(orders.id, id));
    const order = toAdminOrder(row);
    const cost = counted?.cost == null ? null : toMoney(counted.cost);
    const profit = cost === null ? null : toMoney(toDecimal(order.charge).minus(order.refunded).minus(cost));
    const { reporting_currency: reporting } = await readSettings(db);
    return {
      ...order,
      ledger: ledger.map(toLedgerEntry),
      extras: orderExtrasOf(stored ?? null),
      cost,
      profit,
      reporting,
    };
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
   * Sends a provider-backed order to its provider again (through the order job queue), or to another provider
   * under that provider's service id (`target`, from the Needs attention queue: the forward job carries it and the
   * forward row then belongs to that provider, so the status sync asks it). Only when the last attempt failed, or
   * was left `unknown` by a worker that died mid-request: then the operator, having checked the provider's panel,
   * decides it is not there. An order the provider has ("sent") is never resent.
   */
  async resend(
    context: AuditContext,
    id: number,
    target?: AttentionReassign,
    { leaveUnknown = false }: { leaveUnknown?: boolean } = {},
  ): Promise<AdminOrderDetail> {
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for("update");
      if (!order) throw notFound("Order not found");
      if (!RESENDABLE_ORDER_STATUSES.includes(order.status)) {
        throw new HttpError(422, `Order #${order.number} is ${order.status}; there is nothing to send.`);
      }
      const source = await sourceOf(tx, order.serviceId);
      if (!source) throw new HttpError(422, `Order #${order.number} is for a manual service; no provider delivers it.`);
      if (target) {
        const [provider] = await tx
          .select({ id: providers.id })
          .from(providers)
          .where(eq(providers.id, target.providerId));
        if (!provider) throw new HttpError(422, "Choose an existing provider.");
      }
      const where = and(eq(providerOrders.orderId, id), eq(providerOrders.run, 0));
      const [forward] = await tx.select().from(providerOrders).where(where).limit(1);
      if (forward?.state === "sent") {
        throw new HttpError(
          422,
          `Order #${order.number} is already with the provider (their order ${forward.providerOrderId}).`,
        );
      }
      if (forward?.state === "sending") throw new HttpError(409, `Order #${order.number} is being sent right now.`);
      if (forward?.state === "unknown" && leaveUnknown) {
        throw new HttpError(
          422,
          `Order #${order.number}'s last sending has no known outcome (the provider may have it): check their panel, then resend it on its own.`,
        );
      }
      if (forward) {
        await tx
          .update(providerOrders)
          .set({
            state: "failed",
            lastError: "Resend requested by an operator",
            updatedAt: new Date(),
            ...(target ? { providerId: target.providerId } : {}),
          })
          .where(where);
      }
      await enqueue(tx, JOB_KINDS.forwardOrder, { orderId: id, ...target }, { dedupeKey: `forward:${id}:0` });
      await audit(tx, context, target ? "order.reassign" : "order.resend", `order:${id}`, {
        before: { forward: forward?.state ?? null, providerId: forward?.providerId ?? null },
        after: { forward: "queued", ...target },
      });
    });
    return this.get(id);
  }
}

/** `column = any($1::int[])`: one parameter however many ids (an IN list would take one each). */
function anyOf(column: AnyColumn, rows: readonly { id: number }[]): SQL {
  return sql`${column} = any(${sql.param(rows.map((row) => row.id))}::int[])`;
}

function stripLedger({ ledger: _ledger, extras: _extras, ...order }: AdminOrderDetail): AdminOrder {
  return order;
}
