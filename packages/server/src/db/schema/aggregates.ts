import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { services } from "./catalogue";
import { panelId } from "./columns";
import { orders } from "./money";
import { users } from "./users";

/**
 * Roll-ups of the history, kept by the aggregates job (src/jobs/handlers/refresh-aggregates.ts) so the admin
 * dashboard, the reports by day and service, the sorts by order count and the catalogue's popularity read what they
 * show whatever the history.
 * Each covers exactly the rows written before `aggregates_state.horizon` (their `written_at`); readers add the rows
 * written after it live.
 */

/**
 * Per UTC day: orders placed, their charges, everything refunded on them (whenever) and their cost, deposits,
 * sign-ups.
 */
export const dailyFigures = pgTable(
  "daily_figures",
  {
    panelId: panelId(),
    day: date("day", { mode: "string" }).notNull(),
    orders: integer("orders").notNull().default(0),
    orderCharges: numeric("order_charges").notNull().default("0"),
    orderRefunds: numeric("order_refunds").notNull().default("0"),
    /** Their cost as profit counts it, as `service_day_figures.cost` counts it. */
    orderCosts: numeric("order_costs").notNull().default("0"),
    deposits: numeric("deposits").notNull().default("0"),
    newUsers: integer("new_users").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.day] })],
);

/**
 * Per UTC day of the order's own date and service: the orders placed, their charges, everything refunded on them
 * (whenever) and their cost as profit counts it (services/order-costs.ts `countedCost`). The admin reports by day and
 * by service read it for any range; each part is counted by when its own row was written (the order, its refund
 * ledger rows, its cost changes), so a refund or cost written days after its order, or a back-dated import, is
 * counted on the order's day by the next roll-up.
 */
export const serviceDayFigures = pgTable(
  "service_day_figures",
  {
    panelId: panelId(),
    day: date("day", { mode: "string" }).notNull(),
    serviceId: integer("service_id").notNull(),
    orders: integer("orders").notNull().default(0),
    charged: numeric("charged").notNull().default("0"),
    refunds: numeric("refunds").notNull().default("0"),
    cost: numeric("cost").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.day, t.serviceId] })],
);

/**
 * Append-only: every change of an order's counted cost after it was placed (its status leaving the open ones, its
 * expected cost, its recorded cost in order_costs), as the difference, written by triggers in the transaction that
 * changes it (migration 0033). An order's counted cost is what it was when placed plus its changes, so the roll-up
 * counts a cost written after its order by when the change was written.
 */
export const orderCostChanges = pgTable(
  "order_cost_changes",
  {
    panelId: panelId(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amount: numeric("amount", { precision: 18, scale: 6 }).notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_cost_changes_written_idx").on(t.panelId, t.writtenAt),
    index("order_cost_changes_order_idx").on(t.orderId),
  ],
);

/** Orders placed per service: popularity, and the admin's sort by order count. */
export const serviceOrderCounts = pgTable("service_order_counts", {
  panelId: panelId(),
  serviceId: integer("service_id")
    .primaryKey()
    .references(() => services.id),
  orders: integer("orders").notNull(),
});

/** Per customer: orders placed, and what they paid for orders and panels net of refunds (ledger order + refund). */
export const customerTotals = pgTable("customer_totals", {
  panelId: panelId(),
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  orders: integer("orders").notNull().default(0),
  spent: numeric("spent").notNull().default("0"),
});

/** One row per panel: how far the roll-ups reach (rows written before `horizon` are in them). */
export const aggregatesState = pgTable(
  "aggregates_state",
  {
    panelId: panelId(),
    id: integer("id").notNull().default(1),
    horizon: timestamp("horizon", { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
    /** When service popularity was last copied into `services.order_count` (hourly: it changes the catalogue). */
    popularityPublishedAt: timestamp("popularity_published_at", { withTimezone: true })
      .notNull()
      .default(sql`'1970-01-01T00:00:00Z'`),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.id] }), check("aggregates_state_one_row", sql`${t.id} = 1`)],
);

/**
 * One row per panel: the public catalogue's version, raised by triggers on every change of services or categories
 * (migration 0008), so each instance's cached catalogue and its ETag follow any writer at once.
 */
export const catalogueState = pgTable(
  "catalogue_state",
  {
    panelId: panelId(),
    id: integer("id").notNull().default(1),
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.id] }), check("catalogue_state_one_row", sql`${t.id} = 1`)],
);
