import {
  isOrderStatus,
  MASS_ORDER_MESSAGES,
  NEW_ORDER_MESSAGES,
  newOrderSchema,
  type Order,
  orderCharge,
  parseMassOrder,
  type QuantityBounds,
  quantityBounds,
  toDecimal,
} from "@smm/domain";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { preparedPerDatabase } from "../db/rows";
import { categories, orders, services, userDiscounts } from "../db/schema";
import { HttpError, notFound, validationError } from "../errors";
import { validateBody } from "../validation";
import { discountPercentOf } from "./admin/discounts";
import { type OrderPricing, OrderPricingCache } from "./catalogue-pricing-cache";
import type { KeyedRequest } from "./idempotency";
import { credit, debitBatch, insufficientBalance } from "./ledger";
import { notify } from "./notifications";
import { chargeAndInsert } from "./order-placement";
import { refundFor } from "./order-refund";

export const ORDER_PLACED_MESSAGE = "Order placed successfully";
export const MASS_ORDER_EMPTY_MESSAGE = "Enter at least one order line";
export const PRICING_CHANGED_MESSAGE = "This service is being changed right now. Please retry.";

type OrderRow = typeof orders.$inferSelect;
export type OrderResponse = Order & { service_id: number; startCount: number | null };

export function toOrder(row: OrderRow, serviceTitle: string): OrderResponse {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    link: row.link,
    charge: row.charge,
    startCount: row.startCount,
    quantity: row.quantity,
    service: serviceTitle,
    service_id: row.serviceId,
    status: row.status,
    remains: row.remains,
  } as OrderResponse;
}

export interface OrderListQuery {
  status?: string;
  search?: string;
  service_id?: number;
  page?: number;
  per_page?: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Every order whose pricing is not cached runs this: prepared once per database (see preparedPerDatabase).
const enabledServiceWithDiscountQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: services.id,
      title: services.title,
      unitPrice: services.unitPrice,
      minAmount: services.minAmount,
      maxAmount: services.maxAmount,
      discount: userDiscounts.percent,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(userDiscounts, eq(userDiscounts.userId, sql.placeholder("userId")))
    .where(and(eq(services.id, sql.placeholder("serviceId")), eq(services.enabled, true), eq(categories.enabled, true)))
    .limit(1)
    .prepare("enabled_service_with_discount"),
);

/** The service, if it and its category are enabled, with the customer's discount: one round trip. */
async function enabledServiceWithDiscount(
  db: Db,
  serviceId: number,
  userId: number,
): Promise<OrderPricing | undefined> {
  const [row] = await enabledServiceWithDiscountQuery(db).execute({ serviceId, userId });
  if (!row) return undefined;
  const { discount, ...service } = row;
  return { service, discountPercent: discount ?? "0" };
}

// Building a yup schema costs more than validating with it, and services share a handful of bounds: one schema
// per distinct min/max, dropped all at once if admins ever create a great many.
const orderSchemas = new Map<string, ReturnType<typeof newOrderSchema>>();
function orderSchemaFor(bounds: QuantityBounds) {
  const id = `${bounds.min}:${bounds.max}`;
  let schema = orderSchemas.get(id);
  if (!schema) {
    if (orderSchemas.size >= 1000) orderSchemas.clear();
    schema = newOrderSchema(bounds);
    orderSchemas.set(id, schema);
  }
  return schema;
}

function requestedServiceId(body: unknown): number {
  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>).service_id : undefined;
  return typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
}

/**
 * The link and quantity, checked with the service's bounds, and the pricing of a service that exists; otherwise
 * every field's errors at once, in the spec's words.
 */
function validOrder(body: unknown, serviceId: number, pricing: OrderPricing | undefined) {
  const schema = orderSchemaFor(
    quantityBounds(pricing ? { min_amount: pricing.service.minAmount, max_amount: pricing.service.maxAmount } : null),
  );
  let values: { link: string; quantity: number } | undefined;
  let errors: Record<string, string[]> = {};
  try {
    values = validateBody(schema, body);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    errors = { ...error.errors };
  }
  if (!pricing && !errors.service_id && !errors.body) {
    errors.service_id = [
      Number.isSafeInteger(serviceId) && serviceId > 0
        ? MASS_ORDER_MESSAGES.unknownService(serviceId)
        : NEW_ORDER_MESSAGES.serviceRequired,
    ];
  }
  if (!values || !pricing || Object.keys(errors).length > 0) throw validationError(errors);
  return { ...values, pricing };
}

export class OrderService {
  constructor(private readonly db: Db) {}

  private readonly pricing = new OrderPricingCache();

  /**
   * Validates against the chosen service's bounds, then takes the charge and inserts the order in one statement
   * (with an Idempotency-Key, storing the answer in it too), outside any transaction (see `chargeAndInsert`). The
   * service and discount usually come from the in-process cache, so one round trip; the statement re-checks them,
   * and if they changed the order is priced and validated again from fresh rows.
   */
  async place(userId: number, body: unknown, keyed: KeyedRequest | undefined): Promise<OrderResponse> {
    const serviceId = requestedServiceId(body);
    const valid = Number.isSafeInteger(serviceId) && serviceId > 0 && serviceId <= 2147483647;
    for (const fresh of [false, true]) {
      const found = valid ? await this.pricingOf(serviceId, userId, fresh) : undefined;
      let checked: ReturnType<typeof validOrder>;
      try {
        checked = validOrder(body, serviceId, found);
      } catch (error) {
        // Bounds from the cache may be out of date: a refusal is only given on fresh ones.
        if (fresh || !found) throw error;
        this.pricing.forget(serviceId, userId);
        continue;
      }
      const { link, quantity, pricing } = checked;
      const charge = orderCharge(pricing.service, quantity, { discountPercent: pricing.discountPercent });
      const placement = await chargeAndInsert(this.db, { userId, link, quantity, charge, pricing }, keyed);
      if ("placed" in placement) return placement.placed;
      if (placement.refused === "insufficient-balance") throw insufficientBalance();
      this.pricing.forget(serviceId, userId);
    }
    // Changed again between a fresh read and the statement right after it: an admin is editing this service now.
    throw new HttpError(409, PRICING_CHANGED_MESSAGE);
  }

  private async pricingOf(serviceId: number, userId: number, fresh: boolean): Promise<OrderPricing | undefined> {
    const cached = fresh ? undefined : this.pricing.get(serviceId, userId);
    if (cached) return cached;
    const pricing = await enabledServiceWithDiscount(this.db, serviceId, userId);
    if (pricing) this.pricing.remember(userId, pricing);
    return pricing;
  }

  /**
   * Every line is checked first (the domain parser, with each service's bounds); any error places nothing.
   * Then ONE conditional debit covers the whole batch, so a batch the balance cannot cover places nothing.
   */
  async placeMass(tx: Tx, userId: number, body: unknown) {
    const text = (body as { orders?: unknown } | null)?.orders;
    if (typeof text !== "string" || text.trim() === "") throw validationError({ orders: [MASS_ORDER_EMPTY_MESSAGE] });
    const firstPass = parseMassOrder(text);
    const ids = [...new Set(firstPass.orders.map((line) => line.serviceId))].filter((id) => id <= 2147483647);
    const rows = ids.length
      ? await tx
          .select({ service: services })
          .from(services)
          .innerJoin(categories, eq(categories.id, services.categoryId))
          .where(and(inArray(services.id, ids), eq(services.enabled, true), eq(categories.enabled, true)))
      : [];
    const byId = new Map(rows.map(({ service }) => [service.id, service]));
    const parsed = parseMassOrder(
      text,
      new Map(
        rows.map(({ service }) => [
          service.id,
          { min: service.minAmount, max: service.maxAmount, price: service.unitPrice },
        ]),
      ),
    );
    if (parsed.errors.length > 0) {
      const messages = parsed.errors.map((error) => error.message);
      throw validationError({ orders: messages });
    }
    if (parsed.orders.length === 0) throw validationError({ orders: [MASS_ORDER_EMPTY_MESSAGE] });

    const discount = await discountPercentOf(tx, userId);
    const lines = parsed.orders.map((line) => {
      const service = byId.get(line.serviceId);
      if (!service) throw new HttpError(422, MASS_ORDER_MESSAGES.unknownService(line.serviceId));
      return { ...line, service, charge: orderCharge(service, line.quantity, { discountPercent: discount }) };
    });
    const inserted = await tx
      .insert(orders)
      .values(
        lines.map((line) => ({
          userId,
          serviceId: line.service.id,
          link: line.link,
          quantity: line.quantity,
          charge: line.charge,
          remains: line.quantity,
          status: "pending" as const,
        })),
      )
      .returning();
    const balance = await debitBatch(
      tx,
      inserted.map((order) => ({ amount: order.charge, reference: `order:${order.id}` })),
      { userId, kind: "order", method: "Mass order" },
    );
    const titles = new Map(lines.map((line) => [line.service.id, line.service.title]));
    return {
      message: `${inserted.length} orders placed successfully`,
      balance,
      orders: inserted.map((order) => toOrder(order, titles.get(order.serviceId) ?? "")),
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
      query.service_id ? eq(orders.serviceId, query.service_id) : undefined,
      search
        ? or(
            sql`cast(${orders.id} as text) = ${search.replace(/^#/, "")}`,
            ilike(services.title, `%${escapeLike(search)}%`),
            ilike(orders.link, `%${escapeLike(search)}%`),
          )
        : undefined,
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select({ order: orders, title: services.title })
        .from(orders)
        .innerJoin(services, eq(services.id, orders.serviceId))
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
      data: rows.map((row) => toOrder(row.order, row.title)),
      meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  /** Another customer's order answers 404, exactly like a missing one. */
  async get(userId: number, orderId: number) {
    const [row] = await this.db
      .select({ order: orders, title: services.title })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId))
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Order not found");
    return toOrder(row.order, row.title);
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
        throw new HttpError(422, `Order #${orderId} is already ${current.status}.`);
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
        .set({ status, remains: left })
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
        });
      }
      await notify(tx, current.userId, "order_status", `Your order #${orderId} is now ${status}.`);
      const [service] = await tx
        .select({ title: services.title })
        .from(services)
        .where(eq(services.id, updated.serviceId));
      return toOrder(updated, service?.title ?? "");
    });
  }
}

const FINAL_STATUSES: ReadonlyArray<OrderRow["status"]> = ["completed", "partial", "canceled"];
