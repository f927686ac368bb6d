import { sql } from "drizzle-orm";
import { check, date, integer, numeric, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { services } from "./catalogue";
import { panelId } from "./columns";
import { users } from "./users";

/**
 * Roll-ups of the history, kept by the aggregates job (src/jobs/handlers/refresh-aggregates.ts) so the admin
 * dashboard, the sorts by order count and the catalogue's popularity read a few hundred rows whatever the history.
 * Each covers exactly the rows written before `aggregates_state.horizon` (their `written_at`); readers add the rows
 * written after it live.
 */

/** Per UTC day: orders placed, their charges and everything refunded on them (whenever), deposits, sign-ups. */
export const dailyFigures = pgTable(
  "daily_figures",
  {
    panelId: panelId(),
    day: date("day", { mode: "string" }).notNull(),
    orders: integer("orders").notNull().default(0),
    orderCharges: numeric("order_charges").notNull().default("0"),
    orderRefunds: numeric("order_refunds").notNull().default("0"),
    deposits: numeric("deposits").notNull().default("0"),
    newUsers: integer("new_users").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.day] })],
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
