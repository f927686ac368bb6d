import {
  checkMassOrderLines,
  customerPricing,
  INT_MAX,
  isOrderStatus,
  MASS_ORDER_MESSAGES,
  type Order,
  type OrderOrigin,
  type OrderRequest,
  priceOrder,
  toDecimal,
} from "@smm/domain";
import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { childPanels, orders, panels, services } from "../db/schema";
import { HttpError, notFound, validationError } from "../errors";
import type { Outcome } from "./idempotency";
import { credit } from "./ledger";
import { notify } from "./notifications";
import { settleCost } from "./order-costs";
import {
  type Orderable,
  type OrderableService,
  type OrderLine,
  orderableServices,
  orderedService,
  type PlaceOrders,
  placeOrdersOnce,
  pricingFor,
} from "./order-placement";
import { refundFor } from "./order-refund";
import { settleForwardedCancel } from "./order-requests/cancel";

export const ORDER_PLACED_MESSAGE = "Order placed successfully";
export const MASS_ORDER_EMPTY_MESSAGE = "Enter at least one order line";

type OrderRow = typeof orders.$inferSelect;
export type OrderResponse = Order & { service_id: number; startCount: number | null };

/**
 * An order as customers and API clients see it: named by its per-panel number, its service by the service's
 * (`service`: its title and number).
 */
export function toOrder(row: OrderRow, service: { title: string; number: number }): OrderResponse {
  return {
    id: row.number,
    date: row.createdAt.toISOString(),
    link: row.link,
    charge: row.charge,
    startCount: row.startCount,
    quantity: row.quantity,
    service: service.title,
    service_id: service.number,
    status: row.status,
    remains: row.remains,
  } as OrderResponse;
}

export interface OrderListQuery {
  status?: string;
  search?: string;
  service_id?: number;
  /** A child panel owner's filter: their own orders, or those their panels forwarded (ORDER_ORIGINS). */
  origin?: OrderOrigin;
  page?: number;
  per_page?: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The order's service, if the customer can order it, and the order read and priced for its type by the domain's
 * one rule (`priceOrder`, what the New Order form shows); otherwise each field's error in the form's words. Nothing
 * is charged for a refused order.
 */
function orderableLine(order: OrderRequest, service: OrderableService | undefined, discountPercent: string): OrderLine {
  if (!service) throw validationError({ service_id: [MASS_ORDER_MESSAGES.unknownService(order.service_id)] });
  const priced = priceOrder(orderedService(service), order, pricingFor(service, discountPercent));
  if (!priced.ok) {
    const errors: Record<string, string[]> = {};
    for (const { field, message } of priced.problems) errors[field] = [...(errors[field] ?? []), message];
    throw validationError(errors);
  }
  return { service, order: priced.order };
}

export class OrderService {
  constructor(private readonly db: Db) {}

  /**
   * A web order (`POST /orders`): checked against the chosen service's bounds, then placed through the one order
   * path, once per Idempotency-Key (`placeOrdersOnce`). `read` is the service already read with the session
   * (`requireOrderingCustomer`), used when it is the one the order asks for.
   */
  async place(
    userId: number,
    order: OrderRequest,
    key: string | undefined,
    read?: (Orderable & { asked: number }) | null,
  ): Promise<Outcome<OrderResponse>> {
    const outcome = await placeOrdersOnce(this.db, { userId, scope: "order", key, body: order, status: 201 }, () =>
      this.checkOrder(userId, order, read?.asked === order.service_id ? read : undefined),
    );
    const [placed] = outcome.body.orders;
    if (!placed) throw new Error("placing an order returned nothing");
    return { ...outcome, body: toOrder(placed.order, { title: placed.title, number: placed.serviceNumber }) };
  }

  private async checkOrder(userId: number, order: OrderRequest, read: Orderable | undefined): Promise<PlaceOrders> {
    const found =
      read ?? (await orderableServices(this.db, userId, order.service_id <= INT_MAX ? [order.service_id] : []));
    const line = orderableLine(order, found.services.get(order.service_id), found.discountPercent);
    return { userId, method: "Order", lines: [line] };
  }

  /**
   * A mass order (`POST /mass-orders {orders: [{service_id, link, quantity}]}`, the lines the domain's parser
   * made of the textarea): every line is checked with the domain's rules and each service's bounds; any error
   * places nothing. Then all lines are placed together, so a batch the balance cannot cover places nothing.
   */
  async placeMass(userId: number, body: unknown, key: string | undefined) {
    const outcome = await placeOrdersOnce(this.db, { userId, scope: "mass-order", key, body, status: 201 }, () =>
      this.checkMassOrder(userId, body),
    );
    const { balance, orders: placed } = outcome.body;
    return {
      ...outcome,
      body: {
        message: `${placed.length} orders placed successfully`,
        balance,
        orders: placed.map(({ order, title, serviceNumber }) => toOrder(order, { title, number: serviceNumber })),
      },
    };
  }

  private async checkMassOrder(userId: number, body: unknown): Promise<PlaceOrders> {
    const lines = (body as { orders?: unknown } | null)?.orders;
    if (!Array.isArray(lines) || lines.length === 0) throw validationError({ orders: [MASS_ORDER_EMPTY_MESSAGE] });
    const ids = new Set(
      checkMassOrderLines(lines)
        .orders.map((line) => line.serviceId)
        .filter((id) => id <= INT_MAX),
    );
    const found = await orderableServices(this.db, userId, [...ids]);
    const byId = new Map(
      [...found.services.values()].map((service) => [
        service.number,
        { min: service.minAmount, max: service.maxAmount, price: service.unitPrice, type: service.type },
      ]),
    );
    const customRates = [...found.services.values()].flatMap((service) =>
      service.customUnitPrice === null ? [] : [[service.number, service.customUnitPrice] as const],
    );
    const pricing = customerPricing(found.discountPercent, Object.fromEntries(customRates));
    const checked = checkMassOrderLines(lines, byId, pricing);
    if (checked.errors.length > 0) throw validationError({ orders: checked.errors.map((error) => error.message) });
    return {
      userId,
      method: "Mass order",
      // Each line priced as the editor's total prices it (the checks above refused any line it would refuse).
      lines: checked.orders.map((line) =>
        orderableLine(
          { service_id: line.serviceId, link: line.link, quantity: line.quantity },
          found.services.get(line.serviceId),
          found.discountPercent,
        ),
      ),
    };
  }

  async list(userId: number, query: OrderListQuery) {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 10;
    const search = query.search?.trim();
    const where = and(
      eq(orders.userId, userId),
      query.status && query.status !== "all" && isOrderStatus(query.status)
        ? eq(orders.status, query.status)
        : undefined,
      query.service_id ? eq(services.number, query.service_id) : undefined,
      query.origin === "own" ? isNull(orders.suppliedPanelId) : undefined,
      query.origin === "panels" ? isNotNull(orders.suppliedPanelId) : undefined,
      search
        ? or(
            sql`cast(${orders.number} as text) = ${search.replace(/^#/, "")}`,
            ilike(services.title, `%${escapeLike(search)}%`),
            ilike(orders.link, `%${escapeLike(search)}%`),
          )
        : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ order: orders, title: services.title, number: services.number, fromPanel: childPanels.domain })
        .from(orders)
        .innerJoin(services, eq(services.id, orders.serviceId))
        // A forwarded order is labelled with its panel's domain, as the owner ordered it (their child_panels row).
        .leftJoin(panels, eq(panels.id, orders.suppliedPanelId))
        .leftJoin(childPanels, eq(childPanels.id, panels.orderId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db
        .select({ total: sql<number>`cast(count(*) as integer)` })
        .from(orders)
        .innerJoin(services, eq(services.id, orders.serviceId))
        .where(where),
    ]);
    const total = totals[0]?.total ?? 0;
    return {
      data: rows.map((row) => ({
        ...toOrder(row.order, row),
        ...(row.order.suppliedPanelId !== null
          ? { from_panel: row.fromPanel ?? `panel #${row.order.suppliedPanelId}` }
          : {}),
      })),
      meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  /** The customer's order numbered `orderNumber`; another customer's answers 404, exactly like a missing one. */
  async get(userId: number, orderNumber: number) {
    const [row] = await this.db
      .select({ order: orders, title: services.title, number: services.number })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId))
      .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Order not found");
    return toOrder(row.order, row);
  }

  /**
   * Operator action: moves an order on and tells the customer. Cancelling refunds the whole charge, a partial
   * completion refunds the undelivered share; the status flip is conditional so a refund happens once.
   */
  async setStatus(orderId: number, body: unknown) {
    const { status, remains } = (body ?? {}) as { status?: unknown; remains?: unknown };
    if (!isOrderStatus(status)) throw validationError({ status: ["Choose a valid order status."] });
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!current) throw notFound("Order not found");
      if (FINAL_STATUSES.includes(current.status)) {
        throw new HttpError(422, `Order #${current.number} is already ${current.status}.`);
      }
      const left =
        status === "partial" &&
        typeof remains === "number" &&
        Number.isInteger(remains) &&
        remains >= 0 &&
        remains <= current.quantity
          ? remains
          : status === "completed"
            ? 0
            : current.remains;
      const [updated] = await tx
        .update(orders)
        .set({ status, remains: left, finishedAt: FINAL_STATUSES.includes(status) ? new Date() : null })
        .where(and(eq(orders.id, orderId), eq(orders.status, current.status)))
        .returning();
      if (!updated) throw new HttpError(409, "The order changed meanwhile. Please retry.");
      const refund = refundFor(current, status, left);
      if (toDecimal(refund).greaterThan(0)) {
        await credit(tx, refund, {
          userId: current.userId,
          kind: "refund",
          method: "Refund",
          reference: `order:${orderId}`,
          orderId,
        });
      }
      await settleForwardedCancel(tx, orderId, status);
      if (FINAL_STATUSES.includes(updated.status)) await settleCost(tx, updated);
      await notify(tx, current.userId, "order_status", `Your order #${current.number} is now ${status}.`);
      const [service] = await tx
        .select({ title: services.title, number: services.number })
        .from(services)
        .where(eq(services.id, updated.serviceId));
      return toOrder(updated, service ?? { title: "", number: updated.serviceId });
    });
  }
}

const FINAL_STATUSES: ReadonlyArray<OrderRow["status"]> = ["completed", "partial", "canceled"];
