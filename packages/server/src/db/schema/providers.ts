import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { categories, services } from "./catalogue";
import { createdAt, panelId, panelNumber } from "./columns";
import { ORDER_STATUSES, orders } from "./money";
import { users } from "./users";

/**
 * Upstream panels we resell. The key must be sent to them, so it is kept (server-side only, never answered
 * in full); protect the database like the secrets file it is.
 */
export const providers = pgTable("providers", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  url: text("url").notNull(),
  apiKey: text("api_key").notNull(),
  balance: numeric("balance", { precision: 18, scale: 4 }),
  currency: text("currency"),
  /**
   * The owner's rate: units of the panel's currency per one unit of the provider's (set for a child panel's parent,
   * from @smm/domain's defaultParentRate, and changed on the provider screen). Imports and syncs price with it.
   */
  currencyRate: numeric("currency_rate", { precision: 18, scale: 6 }),
  health: text("health", { enum: ["ok", "degraded", "down"] })
    .notNull()
    .default("ok"),
  lastError: text("last_error"),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  /** When `balance` was read from the provider (a failed check leaves both as they were). */
  balanceAt: timestamp("balance_at", { withTimezone: true }),
  /**
   * Set by the first failed call (forward, status sync, balance check) after a success, cleared by the next
   * success: one incident, so the operator is alerted once when this goes from null to set.
   */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  /** The operator's alert threshold in the provider's currency; null: no low-balance alert. */
  lowBalanceThreshold: numeric("low_balance_threshold", { precision: 18, scale: 4 }),
  /** When the balance was first seen below the threshold; cleared when it is back above (one alert per incident). */
  lowBalanceSince: timestamp("low_balance_since", { withTimezone: true }),
  createdAt: createdAt(),
});

/** What the operator is told about (a provider failing, a balance below its threshold); read in the admin. */
export const adminNotifications = pgTable(
  "admin_notifications",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: ["provider_failing", "provider_low_balance"] }).notNull(),
    providerId: integer("provider_id").references(() => providers.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("admin_notifications_created_idx").on(t.panelId, t.createdAt)],
);

/** Where a service comes from: the provider's id and cost (for profit), and how our price was made from it. */
export const serviceSources = pgTable(
  "service_sources",
  {
    panelId: panelId(),
    serviceId: integer("service_id")
      .primaryKey()
      .references(() => services.id),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id),
    providerServiceId: text("provider_service_id").notNull(),
    /** The provider's price per 1000, in the provider's currency. */
    providerRate: numeric("provider_rate", { precision: 18, scale: 6 }).notNull(),
    markupPercent: numeric("markup_percent", { precision: 9, scale: 4 }).notNull(),
    /** Our currency units per one unit of the provider's currency. */
    currencyRate: numeric("currency_rate", { precision: 18, scale: 6 }).notNull(),
    syncedAt: timestamp("synced_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("service_sources_provider_service_idx").on(t.providerId, t.providerServiceId)],
);

/** The API v2 fields of an order beyond link and quantity (drip-feed, comments, subscriptions, poll). */
export const orderDetails = pgTable("order_details", {
  panelId: panelId(),
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id),
  fields: jsonb("fields").$type<Record<string, string>>().notNull(),
  runs: integer("runs"),
  intervalMinutes: integer("interval_minutes"),
  /** Quantity of one drip-feed run. */
  runQuantity: integer("run_quantity"),
});

/** One drip-feed run: a child order of its parent, created when its time comes. */
export const dripRuns = pgTable(
  "drip_runs",
  {
    panelId: panelId(),
    /** Drawn from the orders' id sequence: API v2 `status` lists it as the run's order id, so no order has it. */
    id: integer("id").primaryKey().default(sql`nextval('orders_id_seq')`),
    /** Counted with the panel's orders (the same counter): API v2 `status` lists it as the run's order number. */
    number: panelNumber(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    run: integer("run").notNull(),
    quantity: integer("quantity").notNull(),
    /** What its provider last reported for it (null until it does): API v2 `status` answers it for the run's id. */
    status: text("status", { enum: ORDER_STATUSES }),
    remains: integer("remains"),
    startCount: integer("start_count"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("drip_runs_order_run_idx").on(t.orderId, t.run),
    uniqueIndex("drip_runs_panel_number_idx").on(t.panelId, t.number),
  ],
);

export const FORWARD_STATES = ["sending", "sent", "unknown", "failed"] as const;

/**
 * An order (or one drip-feed run) sent to a provider. `sending` is written and committed before the request,
 * so a process that dies mid-request leaves a trace (see jobs/handlers/forward-order.ts).
 */
export const providerOrders = pgTable(
  "provider_orders",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** 0 for a whole order, else the drip-feed run number. */
    run: integer("run").notNull().default(0),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id),
    providerOrderId: text("provider_order_id"),
    state: text("state", { enum: FORWARD_STATES }).notNull(),
    lastError: text("last_error"),
    /** The order reached a final status: its provider is no longer polled for it. */
    closed: boolean("closed").notNull().default(false),
    createdAt: createdAt(),
    /** Also when its status was last polled: the sync asks about the longest-unpolled first. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_orders_order_run_idx").on(t.orderId, t.run),
    index("provider_orders_provider_state_idx").on(t.providerId, t.state),
    // The admin order list filtered by provider, newest first.
    index("provider_orders_provider_order_idx").on(t.providerId, t.orderId).where(sql`${t.run} = 0`),
    // The status sync's work: forwarded orders still open, and drip-feed runs of parents still open.
    index("provider_orders_awaiting_status_idx")
      .on(t.providerId, t.updatedAt)
      .where(sql`${t.run} = 0 and ${t.state} = 'sent' and not ${t.closed}`),
    index("provider_orders_open_runs_idx").on(t.providerId, t.orderId).where(sql`${t.run} > 0 and not ${t.closed}`),
  ],
);

export const REFILL_STATES = ["pending", "in-progress", "completed", "rejected", "error"] as const;

export const refills = pgTable(
  "refills",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: REFILL_STATES }).notNull().default("pending"),
    providerRefillId: text("provider_refill_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("refills_user_idx").on(t.userId),
    index("refills_order_idx").on(t.orderId),
    // Refills the status sync still follows.
    index("refills_open_idx").on(t.panelId, t.id).where(sql`${t.status} in ('pending', 'in-progress')`),
    // The admin request queue, newest first (merged with cancel_requests_created_idx).
    index("refills_created_idx").on(t.panelId, t.createdAt, t.id),
  ],
);

export const CANCEL_STATES = ["pending", "forwarded", "done", "rejected"] as const;

export const cancelRequests = pgTable(
  "cancel_requests",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: text("status", { enum: CANCEL_STATES }).notNull().default("pending"),
    result: text("result"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cancel_requests_order_idx").on(t.orderId),
    index("cancel_requests_created_idx").on(t.panelId, t.createdAt, t.id),
  ],
);

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;

/**
 * The transactional outbox: a job is inserted in the same transaction as the change that needs it, and
 * workers claim due jobs with FOR UPDATE SKIP LOCKED, so two instances never run the same job at once.
 * A `running` job whose lease expired (its worker died) is claimed again.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The panel the job runs as (the worker enters it); null for the periodic jobs that visit every panel. */
    panelId: integer("panel_id").default(sql`current_panel_id()`),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    state: text("state", { enum: JOB_STATES }).notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** At most one queued or running job per key (scheduled syncs, one forward per order). */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.state, t.runAt),
    uniqueIndex("jobs_dedupe_active_idx").on(t.dedupeKey).where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/**
 * A provider's category that an import copied here, by the provider's name for it: the sync puts the provider's new
 * services of that category into `categoryId`, priced by this markup and currency rate (the import's rule).
 */
export const providerCategories = pgTable(
  "provider_categories",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** The provider's category name, as its `services` answer gives it. */
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    markupPercent: numeric("markup_percent", { precision: 9, scale: 4 }).notNull(),
    currencyRate: numeric("currency_rate", { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [uniqueIndex("provider_categories_name_idx").on(t.panelId, t.providerId, t.name)],
);
