import { subtractMoney } from "@smm/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { queryRows } from "../db/rows";
import { ledgerEntries, orders, users } from "../db/schema";
import { type Claim, storeAnswer } from "./idempotency";
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
 * Takes the charge, inserts the order and writes its ledger row in ONE statement (data-modifying CTEs), and with a
 * claimed Idempotency-Key stores the answer in it too. The debit is the single conditional update (two concurrent
 * orders can never both pass a check only one should; CHECK balance >= 0 stays the backstop), and the order is
 * inserted only from the update's RETURNING, so a failed debit leaves no order. The balance row stays locked from
 * this statement to the commit, the one round trip after it, like the minimal handler's.
 */
export async function chargeAndInsert(tx: Tx, order: PricedOrder, claim: Claim | undefined): Promise<OrderResponse> {
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
    tx,
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
    )${claim ? sql`, stored as (${storeAnswer(claim, 201, sql`answer`)})` : sql``}
    select body from answer`,
  );
  if (!row) throw insufficientBalance();
  return row.body;
}
