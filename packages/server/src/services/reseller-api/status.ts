import {
  type CurrencyCode,
  isFinalOrderStatus,
  RESELLER_API_ERRORS,
  RESELLER_STATUS_OF,
  type ResellerRequest,
  type ResellerStatusResponse,
} from "@smm/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { dripRuns, orderDetails, orders } from "../../db/schema";
import { chargeShare } from "../order-refund";
import { panelCurrency } from "../panels/currency";
import { ResellerApiError } from "./errors";

type OrderRow = typeof orders.$inferSelect;
type RunRow = typeof dripRuns.$inferSelect;
type ErrorSlot = { error: string };

const incorrectOrder = (): ErrorSlot => ({ error: RESELLER_API_ERRORS.incorrectOrder });

function describe(order: OrderRow, currency: CurrencyCode, drip?: { runs: number[] }): ResellerStatusResponse {
  return {
    charge: order.charge,
    start_count: String(order.startCount ?? 0),
    status: RESELLER_STATUS_OF[order.status],
    remains: String(order.remains),
    currency,
    ...(drip ? { runs: String(drip.runs.length), orders: drip.runs } : {}),
  };
}

/**
 * A drip-feed run as the order it is to the customer: its share of the parent's charge and what its provider last
 * reported. Once the parent is final, a run its provider never closed (a manual service, or one last seen Pending by a
 * sync) shows the parent's final status: nothing more will happen to it.
 */
function describeRun(run: RunRow, parent: OrderRow, currency: CurrencyCode): ResellerStatusResponse {
  const reported = run.status ?? "pending";
  const status = !isFinalOrderStatus(reported) && isFinalOrderStatus(parent.status) ? parent.status : reported;
  return {
    charge: chargeShare(parent, run.quantity),
    start_count: String(run.startCount ?? 0),
    status: RESELLER_STATUS_OF[status],
    remains: String(status === "completed" ? 0 : (run.remains ?? run.quantity)),
    currency,
  };
}

/**
 * The customer's orders among `numbers` (as the panel numbers them), drip-feed runs' own order numbers included, by
 * number.
 */
async function load(db: Queryable, userId: number, numbers: number[]) {
  // Charges are in the panel's currency, as every amount it keeps.
  const currency = await panelCurrency(db);
  const found = await loadOrders(db, userId, numbers, currency);
  const missing = numbers.filter((number) => !found.has(number));
  if (missing.length === 0) return found;
  const runs = await db
    .select({ run: dripRuns, parent: orders })
    .from(dripRuns)
    .innerJoin(orders, eq(orders.id, dripRuns.orderId))
    .where(and(inArray(dripRuns.number, missing), eq(orders.userId, userId)));
  for (const { run, parent } of runs) found.set(run.number, describeRun(run, parent, currency));
  return found;
}

/** The customer's orders among `numbers`, with the drip-feed runs created so far for drip-feed orders. */
async function loadOrders(db: Queryable, userId: number, numbers: number[], currency: CurrencyCode) {
  if (numbers.length === 0) return new Map<number, ResellerStatusResponse>();
  const rows = await db
    .select({ order: orders, runs: orderDetails.runs })
    .from(orders)
    .leftJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .where(and(inArray(orders.number, numbers), eq(orders.userId, userId)));
  const dripIds = rows.filter((row) => row.runs !== null).map((row) => row.order.id);
  const runs = dripIds.length
    ? await db.select().from(dripRuns).where(inArray(dripRuns.orderId, dripIds)).orderBy(asc(dripRuns.run))
    : [];
  return new Map(
    rows.map(({ order, runs: total }) => [
      order.number,
      describe(
        order,
        currency,
        total === null ? undefined : { runs: runs.filter((run) => run.orderId === order.id).map((run) => run.number) },
      ),
    ]),
  );
}

/** `action=status` with `order` (one answer) or `orders` (an object keyed by each id as sent). */
export async function orderStatus(
  db: Queryable,
  userId: number,
  { order, orders }: Extract<ResellerRequest, { action: "status" }>,
) {
  if (orders) {
    const found = await load(
      db,
      userId,
      orders.flatMap(({ id }) => id ?? []),
    );
    return Object.fromEntries(
      orders.map(({ text, id }) => [text, (id !== undefined && found.get(id)) || incorrectOrder()]),
    );
  }
  const id = order?.id;
  const found = id === undefined ? undefined : (await load(db, userId, [id])).get(id);
  if (!found) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectOrder);
  return found;
}
