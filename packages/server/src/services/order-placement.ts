import { subtractMoney } from "@smm/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { categories, ledgerEntries, orders, services, userDiscounts, users } from "../db/schema";
import type { OrderPricing } from "./catalogue-pricing-cache";
import { type KeyedRequest, storeAnswer } from "./idempotency";
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

/**
 * Takes the charge, inserts the order, writes its ledger row and, with an Idempotency-Key, stores the answer under
 * it in ONE statement (data-modifying CTEs) run on its own, outside any transaction: a single statement is atomic
 * by itself, so no BEGIN and COMMIT round trips, and the customer's balance row is locked only while this
 * statement runs. The debit is the single conditional update (two concurrent orders can never both pass a check
 * only one should; CHECK balance >= 0 stays the backstop), and the order is inserted only from the update's
 * RETURNING, so a failed debit leaves no order. A key used before makes the answer's insert fail on its unique
 * index, which undoes the debit and the order with it (see `answerOnce`). The same statement first checks that
 * the service is still enabled with the price, bounds and title, and the customer still has the discount, that the
 * order was priced from (they may come from the in-process cache), and places nothing if not.
 */
export async function chargeAndInsert(db: Db, order: PricedOrder, keyed: KeyedRequest | undefined): Promise<Placement> {
  const { userId, charge } = order;
  const { service, discountPercent } = order.pricing;
  const answer: SQL = sql`jsonb_build_object(
      'id', placed.id,
      'date', to_char(placed.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'link', placed.link,
      'charge', placed.charge::text,
      'startCount', placed.start_count,
      'quantity', placed.quantity,
      'service', ${service.title}::text,
      'service_id', placed.service_id,
      'status', placed.status,
      'remains', placed.remains)`;
  const [row] = await queryRows<{ priced_right: boolean; body: OrderResponse | null }>(
    db,
    sql`
    with priced_right as (
      select 1 from ${services} join ${categories} on ${categories.id} = ${services.categoryId}
      where ${services.id} = ${service.id} and ${services.enabled} and ${categories.enabled}
        and ${services.title} = ${service.title} and ${services.unitPrice} = ${service.unitPrice}::numeric
        and ${services.minAmount} = ${service.minAmount} and ${services.maxAmount} = ${service.maxAmount}
        and coalesce((select ${userDiscounts.percent} from ${userDiscounts} where ${userDiscounts.userId} = ${userId}), 0)
          = ${discountPercent}::numeric
    ), debited as (
      update ${users} set balance = balance - ${charge}::numeric
      where id = ${userId} and balance >= ${charge}::numeric and exists (select 1 from priced_right)
      returning balance
    ), placed as (
      insert into ${orders} (user_id, service_id, link, quantity, charge, remains, status)
      select ${userId}, ${service.id}, ${order.link}, ${order.quantity}, ${charge}::numeric, ${order.quantity},
        'pending'
      from debited
      returning id, created_at, link, charge, start_count, quantity, service_id, status, remains
    ), entry as (
      insert into ${ledgerEntries} (user_id, amount, balance_after, kind, method, reference)
      select ${userId}, ${subtractMoney("0", charge)}::numeric, debited.balance, 'order', 'Order', 'order:' || placed.id
      from debited, placed
    ), answer as (
      select ${answer} as body from placed
    )${keyed ? sql`, stored as (${storeAnswer(keyed, 201, sql`answer`)})` : sql``}
    select exists (select 1 from priced_right) as priced_right, (select body from answer) as body`,
  );
  if (row?.body) return { placed: row.body };
  return { refused: row?.priced_right ? "insufficient-balance" : "pricing-changed" };
}
