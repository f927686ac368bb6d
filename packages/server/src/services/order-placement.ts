import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import type { OrderPricing } from "./catalogue-pricing-cache";
import type { KeyedRequest } from "./idempotency";
import type { OrderResponse } from "./orders";

export interface PricedOrder {
  userId: number;
  link: string;
  quantity: number;
  charge: string;
  /** What the charge and the bounds were worked out from; the statement checks it is still what is stored. */
  pricing: OrderPricing;
}

/** Placed, or why not: the balance cannot cover it, or the service or discount it was priced from changed. */
export type Placement = { placed: OrderResponse } | { refused: "insufficient-balance" | "pricing-changed" };

/** The status an order's first answer is stored and replayed with. */
const PLACED_STATUS = 201;

/**
 * Takes the charge, inserts the order, writes its ledger row and, with an Idempotency-Key, stores the answer under
 * it, in ONE call of the database function place_order (migration 0005) run on its own, outside any transaction:
 * a single statement is atomic by itself, so no BEGIN and COMMIT round trips, and the customer's balance row is
 * locked only while it runs. The function keeps its plans per connection, so the call is a tiny statement to parse.
 * The debit is the single conditional update and the order is inserted only after it succeeded, so a failed debit
 * leaves no order. A key used before makes the answer's insert fail on its unique index, which undoes the debit
 * and the order with it (see `answerOnce`). The function first checks that the service is still enabled with the
 * price, bounds and title, and the customer still has the discount, that the order was priced from (they may come
 * from the in-process cache), and places nothing if not.
 */
export async function chargeAndInsert(db: Db, order: PricedOrder, keyed: KeyedRequest | undefined): Promise<Placement> {
  const { userId, charge } = order;
  const { service, discountPercent } = order.pricing;
  const [row] = await queryRows<{ priced: boolean; answer: OrderResponse | null }>(
    db,
    sql`select priced, answer from place_order(${userId}, ${service.id}, ${service.title}, ${service.unitPrice},
      ${service.minAmount}, ${service.maxAmount}, ${discountPercent}, ${order.link}, ${order.quantity}, ${charge},
      ${keyed?.key ?? null}, ${keyed?.scope ?? null}, ${keyed?.requestHash ?? null}, ${PLACED_STATUS})`,
  );
  if (row?.answer) return { placed: row.answer };
  return { refused: row?.priced ? "insufficient-balance" : "pricing-changed" };
}
