import { subtractMoney } from "@smm/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { ledgerEntries, orders, users } from "../db/schema";
import { type KeyedRequest, storeAnswer } from "./idempotency";
import { insufficientBalance } from "./ledger";
import type { OrderResponse } from "./orders";

export interface PricedOrder {
  userId: number;
  serviceId: number;
  serviceTitle: string;
  link: string;
  quantity: number;
  charge: string;
}

/**
 * Takes the charge, inserts the order, writes its ledger row and, with an Idempotency-Key, stores the answer under
 * it in ONE statement (data-modifying CTEs) run on its own, outside any transaction: a single statement is atomic
 * by itself, so no BEGIN and COMMIT round trips, and the customer's balance row is locked only while this
 * statement runs. The debit is the single conditional update (two concurrent orders can never both pass a check
 * only one should; CHECK balance >= 0 stays the backstop), and the order is inserted only from the update's
 * RETURNING, so a failed debit leaves no order. A key used before makes the answer's insert fail on its unique
 * index, which undoes the debit and the order with it (see `answerOnce`).
 */
export async function chargeAndInsert(
  db: Db,
  order: PricedOrder,
  keyed: KeyedRequest | undefined,
): Promise<OrderResponse> {
  const { userId, charge } = order;
  const answer: SQL = sql`jsonb_build_object(
      'id', placed.id,
      'date', to_char(placed.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'link', placed.link,
      'charge', placed.charge::text,
      'startCount', placed.start_count,
      'quantity', placed.quantity,
      'service', ${order.serviceTitle}::text,
      'service_id', placed.service_id,
      'status', placed.status,
      'remains', placed.remains)`;
  const [row] = await queryRows<{ body: OrderResponse }>(
    db,
    sql`
    with debited as (
      update ${users} set balance = balance - ${charge}::numeric
      where id = ${userId} and balance >= ${charge}::numeric
      returning balance
    ), placed as (
      insert into ${orders} (user_id, service_id, link, quantity, charge, remains, status)
      select ${userId}, ${order.serviceId}, ${order.link}, ${order.quantity}, ${charge}::numeric, ${order.quantity},
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
    select body from answer`,
  );
  if (!row) throw insufficientBalance();
  return row.body;
}
