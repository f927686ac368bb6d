import type { OrderStatus } from "@smm/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable, Tx } from "../../db/client";
import { orders, services } from "../../db/schema";

/** One of the customer's orders with the flags of its service: what eligibility is decided on. */
export interface OwnOrder {
  id: number;
  status: OrderStatus;
  refill: boolean;
  cancel: boolean;
}

/** Orders still running can be cancelled; finished ones (completed, partial, canceled) cannot. */
const CANCELLABLE: ReadonlySet<OrderStatus> = new Set(["pending", "in-progress", "processing"]);

/** A refill is for a completed order of a service that offers refills. */
export const canRefill = (order: OwnOrder) => order.refill && order.status === "completed";

/** A cancel is for a running order of a service that allows cancels. */
export const canCancel = (order: OwnOrder) => order.cancel && CANCELLABLE.has(order.status);

const ownOrderColumns = { id: orders.id, status: orders.status, refill: services.refill, cancel: services.cancel };

/**
 * The customer's own orders among `numbers` (the panel's order numbers, as the customer names them), by number;
 * another customer's order is simply not found.
 */
export async function ownOrders(db: Queryable, userId: number, numbers: readonly number[]) {
  if (numbers.length === 0) return new Map<number, OwnOrder>();
  const rows = await db
    .select({ ...ownOrderColumns, number: orders.number })
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(and(inArray(orders.number, [...numbers]), eq(orders.userId, userId)));
  return new Map<number, OwnOrder>(rows.map(({ number, ...row }) => [number, row]));
}

/**
 * The customer's order under its row lock: two asks for the same order (a double click, two API calls) take
 * turns, so the second sees the first's request instead of making another.
 */
export async function lockOwnOrder(tx: Tx, userId: number, orderId: number): Promise<OwnOrder | undefined> {
  const [row] = await tx
    .select(ownOrderColumns)
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for("update", { of: orders });
  return row;
}
