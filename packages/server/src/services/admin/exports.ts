import { toDecimal, toMoney } from "@smm/domain";
import { and, type Column, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  ledgerEntries,
  orderCosts,
  orders,
  payments,
  providerOrders,
  services,
  userDiscounts,
  users,
} from "../../db/schema";
import { countedCost } from "../order-costs";
import { CSV_BATCH, csvDocument } from "./csv";
import { forwarded, refunded } from "./orders";

/**
 * The admin lists as CSV documents for the filters on screen (the same conditions the lists use), newest first,
 * each a keyset read by primary key (see csv.ts): orders, customers, deposits and the ledger.
 */

const below = (id: Column, before: number | undefined) => (before === undefined ? undefined : lt(id, before));
const iso = (at: Date | null) => at?.toISOString() ?? "";

export function ordersCsv(db: Db, where: SQL | undefined) {
  return csvDocument(
    [
      "id",
      "created_at",
      "user_id",
      "username",
      "service_id",
      "service",
      "link",
      "quantity",
      "charge",
      "refunded",
      "cost",
      "profit",
      "start_count",
      "remains",
      "status",
      "provider_id",
      "provider_order_id",
    ],
    (before) =>
      db
        .select({
          id: orders.id,
          order: orders,
          username: users.username,
          userNumber: users.number,
          service: services.title,
          serviceNumber: services.number,
          refunded,
          cost: sql<string | null>`${countedCost(orders, orderCosts.cost)}::text`,
          providerId: providerOrders.providerId,
          providerOrderId: providerOrders.providerOrderId,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .innerJoin(services, eq(services.id, orders.serviceId))
        .leftJoin(providerOrders, forwarded)
        .leftJoin(orderCosts, eq(orderCosts.orderId, orders.id))
        .where(and(where, below(orders.id, before)))
        .orderBy(desc(orders.id))
        .limit(CSV_BATCH),
    // Orders, customers and services by their per-panel numbers, as the operator's screens name them.
    ({ order, username, userNumber, service, serviceNumber, refunded, cost, providerId, providerOrderId }) => [
      order.number,
      iso(order.createdAt),
      userNumber,
      username,
      serviceNumber,
      service,
      order.link,
      order.quantity,
      order.charge,
      refunded,
      cost === null ? "" : toMoney(cost),
      cost === null ? "" : toMoney(toDecimal(order.charge).minus(refunded).minus(cost)),
      order.startCount,
      order.remains,
      order.status,
      providerId,
      providerOrderId,
    ],
  );
}

export function usersCsv(db: Db, where: SQL | undefined) {
  return csvDocument(
    ["id", "username", "email", "first_name", "last_name", "balance", "discount_percent", "suspended", "created_at"],
    (before) =>
      db
        .select({ id: users.id, user: users, discount: sql<string>`coalesce(${userDiscounts.percent}, 0)::text` })
        .from(users)
        .leftJoin(userDiscounts, eq(userDiscounts.userId, users.id))
        .where(and(where, below(users.id, before)))
        .orderBy(desc(users.id))
        .limit(CSV_BATCH),
    ({ user, discount }) => [
      user.number,
      user.username,
      user.email,
      user.firstName,
      user.lastName,
      user.balance,
      discount,
      user.suspended,
      iso(user.createdAt),
    ],
  );
}

export function paymentsCsv(db: Db, where: SQL | undefined) {
  return csvDocument(
    [
      "id",
      "reference",
      "user_id",
      "username",
      "method",
      "provider",
      "amount",
      "bonus",
      "status",
      "transfer_reference",
      "created_at",
      "decided_at",
    ],
    (before) =>
      db
        .select({ id: payments.id, payment: payments, username: users.username, userNumber: users.number })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(where, below(payments.id, before)))
        .orderBy(desc(payments.id))
        .limit(CSV_BATCH),
    ({ payment, username, userNumber }) => [
      payment.id,
      payment.reference,
      userNumber,
      username,
      payment.method,
      payment.provider,
      payment.amount,
      payment.bonus,
      payment.status,
      payment.transferReference,
      iso(payment.createdAt),
      iso(payment.completedAt),
    ],
  );
}

export function ledgerCsv(db: Db, where: SQL | undefined) {
  return csvDocument(
    ["id", "created_at", "user_id", "username", "kind", "method", "reference", "amount", "balance_after"],
    (before) =>
      db
        .select({ id: ledgerEntries.id, entry: ledgerEntries, username: users.username, userNumber: users.number })
        .from(ledgerEntries)
        .innerJoin(users, eq(users.id, ledgerEntries.userId))
        .where(and(where, below(ledgerEntries.id, before)))
        .orderBy(desc(ledgerEntries.id))
        .limit(CSV_BATCH),
    ({ entry, username, userNumber }) => [
      entry.number,
      iso(entry.createdAt),
      userNumber,
      username,
      entry.kind,
      entry.method,
      entry.reference,
      entry.amount,
      entry.balanceAfter,
    ],
  );
}
