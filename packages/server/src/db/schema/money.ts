import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { services } from "./catalogue";
import { createdAt, money, panelId, panelNumber, writtenAt } from "./columns";
import { panels } from "./panels";
import { users } from "./users";

export const ORDER_STATUSES = ["pending", "in-progress", "completed", "partial", "processing", "canceled"] as const;

export const orders = pgTable(
  "orders",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: panelNumber(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    link: text("link").notNull(),
    quantity: integer("quantity").notNull(),
    charge: money("charge").notNull(),
    startCount: integer("start_count"),
    remains: integer("remains").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
    /** When it reached a final status: completed orders' durations are their service's usual delivery time. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * Placed by a child panel of the customer's with the key this panel gave it (api_keys.supplies_panel_id): an
     * order of the child's customers, forwarded here; null for the customer's own orders.
     */
    suppliedPanelId: integer("supplied_panel_id").references(() => panels.id),
    /**
     * What the order is expected to cost the operator, recorded when it is placed (services/order-costs.ts): the
     * provider's rate per 1000 × quantity / 1000 × the source's currency rate, or a manual service's unit cost ×
     * quantity; null when neither is known. Profit counts it while the order is open; order_costs settles it.
     */
    expectedCost: numeric("expected_cost", { precision: 18, scale: 6 }),
    writtenAt: writtenAt(),
  },
  (t) => [
    uniqueIndex("orders_panel_number_idx").on(t.panelId, t.number),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_user_status_idx").on(t.userId, t.status),
    // The admin order list at 100,000+ rows: newest first overall, by status, by service; the dashboard's ranges.
    // Led by the panel where the key is not a panel's own: a small panel's list must not walk a big one's rows.
    index("orders_panel_id_idx").on(t.panelId, t.id),
    index("orders_status_id_idx").on(t.panelId, t.status, t.id),
    index("orders_service_id_idx").on(t.serviceId, t.id),
    index("orders_created_idx").on(t.panelId, t.createdAt),
    // The rows written after the roll-ups' horizon (services/aggregates.ts, the dashboard).
    index("orders_written_idx").on(t.panelId, t.writtenAt),
    // The admin search for part of a link (ILIKE '%…%'), through pg_trgm.
    index("orders_link_trgm_idx").using("gin", t.link.op("gin_trgm_ops")),
    // Each service's latest completed orders, whose median duration is its learned delivery time (stuck orders).
    index("orders_service_finished_idx")
      .on(t.serviceId, t.finishedAt)
      .where(sql`${t.status} = 'completed' and ${t.finishedAt} is not null`),
  ],
);

/**
 * What an order cost the operator, recorded as it becomes known (services/order-costs.ts): a provider-backed order's
 * charge as its provider reported it (add answer, status `charge`), net of the provider's refunds once final; a
 * manual order's unit cost × the quantity delivered. In the panel's currency, exact. Profit = charge − refunds − cost.
 */
export const orderCosts = pgTable("order_costs", {
  panelId: panelId(),
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id),
  /** The provider's full charge, first told while the order was open (null: manual, or told only once final). */
  charged: numeric("charged", { precision: 18, scale: 6 }),
  /** The provider's latest `charge` (some providers lower it when they refund a Partial). */
  reported: numeric("reported", { precision: 18, scale: 6 }),
  /** The net cost: what the provider keeps after its refunds, or the manual cost of what was delivered. */
  cost: numeric("cost", { precision: 18, scale: 6 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const LEDGER_KINDS = ["deposit", "bonus", "order", "refund", "commission", "payout", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Append-only: every balance change writes one row here in the same transaction. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: panelNumber(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amount: money("amount").notNull(),
    balanceAfter: money("balance_after").notNull(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull(),
    /** The order this row charges or refunds (its reference is then "order:<id>"); null for any other movement. */
    orderId: integer("order_id"),
    createdAt: createdAt(),
    writtenAt: writtenAt(),
  },
  (t) => [
    uniqueIndex("ledger_panel_number_idx").on(t.panelId, t.number),
    index("ledger_user_created_idx").on(t.userId, t.createdAt),
    // An order's charge and refunds are found by their reference "order:<id>" (admin order detail).
    index("ledger_reference_idx").on(t.reference),
    // An order's refunds (the reports), and the order a refund belongs to (the roll-ups, the dashboard).
    index("ledger_order_idx").on(t.orderId).where(sql`${t.orderId} is not null`),
    // Deposits and refunds of a time range (the dashboard's funds); the export's batches.
    index("ledger_kind_created_idx").on(t.panelId, t.kind, t.createdAt),
    // Deposits and refunds written after the roll-ups' horizon (services/aggregates.ts, the dashboard).
    index("ledger_kind_written_idx").on(t.panelId, t.kind, t.writtenAt),
    index("ledger_panel_id_idx").on(t.panelId, t.id),
    // A child panel's month is charged once, whoever retries (services/panels/renewal.ts: "panel-renewal:<panel>:<date>").
    uniqueIndex("ledger_panel_renewal_idx")
      .on(t.panelId, t.reference)
      .where(sql`${t.reference} like 'panel-renewal:%'`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull().unique(),
    amount: money("amount").notNull(),
    bonus: money("bonus").notNull().default("0"),
    status: text("status", { enum: ["pending", "completed", "failed"] })
      .notNull()
      .default("pending"),
    /** Bank transfers: the reference the customer says they used, for the operator to match on the statement. */
    transferReference: text("transfer_reference"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_user_idx").on(t.userId),
    // The operator's deposit list: newest first, by status (pending transfers waiting for approval).
    index("payments_panel_id_idx").on(t.panelId, t.id),
    index("payments_status_id_idx").on(t.panelId, t.status, t.id),
  ],
);

/**
 * The first answer to a request carrying an Idempotency-Key (for orders, the placement their answer is rendered
 * from), replayed for retries with the same body.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_user_scope_key_idx").on(t.userId, t.scope, t.key)],
);
