import {
  type AttentionOrder,
  type AttentionReassign,
  type AttentionUpstreamId,
  RESENDABLE_ORDER_STATUSES,
} from "@smm/domain";
import { and, asc, eq, inArray, notExists, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs, orders, providerOrders, providers, services, users } from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import type { OrderService } from "../orders";
import type { AdminOrderService } from "./orders";
import { type AuditContext, audit } from "./system-log";

/** The forward job's dedupe key: one active job per order, so a queued retry keeps an order out of the queue. */
const forwardKey = sql`'forward:' || ${orders.id} || ':0'`;

/** Completed orders a service needs before their median duration replaces the operator's usual time. */
const LEARNED_FROM = 5;
/** The latest completed orders of a service its usual delivery time is learned from: its pace now, read cheaply. */
const LEARNED_OVER = 50;

type OrderRow = typeof orders.$inferSelect;

/** An order in the queue, it, its customer and its service named by their per-panel numbers. */
function attentionOf(row: {
  order: OrderRow;
  username: string;
  userNumber: number;
  serviceTitle: string;
  serviceNumber: number;
}) {
  const { order } = row;
  return {
    id: order.number,
    userId: row.userNumber,
    username: row.username,
    serviceId: row.serviceNumber,
    serviceTitle: row.serviceTitle,
    quantity: order.quantity,
    charge: order.charge,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}

/** "45 min", "3 h 20 min", "2 d 4 h": how late an order is, to the operator. */
function minutesText(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ""}`;
  const hours = Math.floor(whole / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}

/**
 * Each service with open orders and its learned delivery time in minutes: the median duration of its latest
 * LEARNED_OVER completed orders, null below LEARNED_FROM of them. Each median reads at most LEARNED_OVER rows of
 * orders_service_finished_idx, so a visit of the queue costs the same at a million completed orders as at a hundred.
 */
export function learnedDeliveryMinutes(db: Db) {
  const open = db
    .selectDistinct({ id: orders.serviceId })
    .from(orders)
    .where(inArray(orders.status, [...RESENDABLE_ORDER_STATUSES]));
  return db
    .select({
      serviceId: services.id,
      // "services.id" spelled out: drizzle names a one-table select's columns bare, which "done" would capture.
      minutes: sql<number | null>`(
        select percentile_cont(0.5) within group (order by recent.seconds) / 60
        from (
          select extract(epoch from done.finished_at - done.created_at) as seconds
          from orders done
          where done.service_id = services.id and done.status = 'completed' and done.finished_at is not null
          order by done.finished_at desc
          limit ${LEARNED_OVER}
        ) recent
        having count(*) >= ${LEARNED_FROM}
      )`.as("learned_minutes"),
    })
    .from(services)
    .where(inArray(services.id, open));
}

/**
 * The admin's "Needs attention" queue: orders whose forwarding job failed for good (every retry spent, the last
 * error kept on the forward), orders sent without a readable answer (`unknown`: see jobs/handlers/forward-order.ts),
 * and orders that are stuck; and what the operator does with them: enter the provider's order id (unknown), send
 * again, send to another provider, or cancel with a full refund.
 */
export class AttentionService {
  constructor(
    private readonly db: Db,
    private readonly orderService: OrderService,
    private readonly adminOrders: AdminOrderService,
  ) {}

  async list(): Promise<AttentionOrder[]> {
    const [failed, unknown, stuck] = await Promise.all([this.failed(), this.unknown(), this.stuck()]);
    const listed = new Set([...failed, ...unknown].map((order) => order.id));
    return [...unknown, ...failed, ...stuck.filter((order) => !listed.has(order.id))];
  }

  /** Open orders sent to their provider without a readable answer: the provider may or may not have them. */
  private async unknown(): Promise<AttentionOrder[]> {
    const rows = await this.forwardsIn("unknown");
    return rows.map((row) => ({
      ...attentionOf(row),
      providerId: row.providerId,
      providerName: row.providerName,
      reason: "unknown",
      detail: `Sent, but no answer could be read (${
        row.lastError ?? "the panel stopped while sending"
      }). Look for it in the provider's panel: enter its order id, or send it again if it is not there.`,
    }));
  }

  /** Orders whose forwarding job spent its retries: no forward job queued or running, the last attempt failed. */
  private async failed(): Promise<AttentionOrder[]> {
    const rows = await this.forwardsIn(
      "failed",
      notExists(
        this.db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(sql`${jobs.dedupeKey} = ${forwardKey}`, inArray(jobs.state, ["queued", "running"]))),
      ),
    );
    return rows.map((row) => ({
      ...attentionOf(row),
      providerId: row.providerId,
      providerName: row.providerName,
      reason: "failed",
      detail: row.lastError ?? "The provider refused the order.",
    }));
  }

  /** Open orders whose first forward is in `state`, with what the queue shows of them. */
  private forwardsIn(state: "unknown" | "failed", also?: SQL) {
    return this.db
      .select({
        order: orders,
        username: users.username,
        userNumber: users.number,
        serviceTitle: services.title,
        serviceNumber: services.number,
        providerId: providerOrders.providerId,
        providerName: providers.name,
        lastError: providerOrders.lastError,
      })
      .from(orders)
      .innerJoin(
        providerOrders,
        and(eq(providerOrders.orderId, orders.id), eq(providerOrders.run, 0), eq(providerOrders.state, state)),
      )
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(services, eq(services.id, orders.serviceId))
      .innerJoin(providers, eq(providers.id, providerOrders.providerId))
      .where(and(inArray(orders.status, [...RESENDABLE_ORDER_STATUSES]), also))
      .orderBy(asc(orders.id));
  }

  /**
   * Open orders older than twice their service's usual delivery time: the median duration of its latest completed
   * orders once there are enough of them (learnedDeliveryMinutes), else the time the operator set on the service
   * (else never stuck).
   */
  private async stuck(): Promise<AttentionOrder[]> {
    const learned = learnedDeliveryMinutes(this.db).as("learned");
    const usual = sql<number>`coalesce(${learned.minutes}, ${services.usualMinutes})`;
    const rows = await this.db
      .select({
        order: orders,
        username: users.username,
        userNumber: users.number,
        serviceTitle: services.title,
        serviceNumber: services.number,
        providerId: providerOrders.providerId,
        providerName: providers.name,
        usual: sql<number>`${usual}::float8`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(learned, eq(learned.serviceId, orders.serviceId))
      .leftJoin(providerOrders, and(eq(providerOrders.orderId, orders.id), eq(providerOrders.run, 0)))
      .leftJoin(providers, eq(providers.id, providerOrders.providerId))
      .where(
        and(
          inArray(orders.status, [...RESENDABLE_ORDER_STATUSES]),
          sql`${orders.createdAt} < now() - ${usual} * interval '2 minutes'`,
        ),
      )
      .orderBy(asc(orders.id));
    return rows.map((row) => ({
      ...attentionOf(row),
      providerId: row.providerId,
      providerName: row.providerName,
      reason: "stuck",
      detail: `${row.order.status === "pending" ? "Pending" : "In progress"} for ${minutesText(
        (Date.now() - row.order.createdAt.getTime()) / 60_000,
      )}; usually done in ${minutesText(row.usual)}.`,
    }));
  }

  /** Sends the order again, to the provider it was sent to, through the same job queue. */
  retry(context: AuditContext, id: number) {
    return this.adminOrders.resend(context, id);
  }

  /** Sends the order to another provider under that provider's id for the service. */
  reassign(context: AuditContext, id: number, target: AttentionReassign) {
    return this.adminOrders.resend(context, id, target);
  }

  /**
   * Records the provider's order id an operator found for an order whose outcome was unknown: the forward is then
   * `sent` and the status sync follows it like any other. Only an `unknown` forward takes one (checked under the
   * order's lock), so a second entry, or one for an order the provider already answered, is refused.
   */
  async setUpstreamId(context: AuditContext, id: number, body: AttentionUpstreamId) {
    await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for("update");
      if (!order) throw notFound("Order not found");
      const where = and(eq(providerOrders.orderId, id), eq(providerOrders.run, 0));
      const [forward] = await tx.select().from(providerOrders).where(where).limit(1);
      if (forward?.state !== "unknown" || !RESENDABLE_ORDER_STATUSES.includes(order.status)) {
        throw new HttpError(409, `Order #${order.number} is not waiting for its provider's order id.`);
      }
      await tx
        .update(providerOrders)
        .set({ state: "sent", providerOrderId: body.providerOrderId, lastError: null, updatedAt: new Date() })
        .where(where);
      await audit(tx, context, "order.upstream-id", `order:${id}`, {
        before: { forward: "unknown", providerId: forward.providerId },
        after: { forward: "sent", providerOrderId: body.providerOrderId },
      });
    });
    return this.adminOrders.get(id);
  }

  /** Cancels with a full refund: the order service's conditional status change refunds exactly once. */
  async cancel(context: AuditContext, id: number) {
    await this.orderService.setStatus(id, { status: "canceled" });
    await audit(this.db, context, "order.status", `order:${id}`, { after: { status: "canceled" } });
    return this.adminOrders.get(id);
  }
}
