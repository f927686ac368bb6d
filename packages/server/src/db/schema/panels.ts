import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, money, panelId } from "./columns";

export const PANEL_STATUSES = ["active", "suspended", "cancelled"] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];

/**
 * Every panel this server serves: the main panel (row 1) and the child panels activated from its customers' orders.
 * Global, like the job queue: row-level security keys every other table by these ids (migration 0019), and requests
 * are resolved against this table by their host (services/panels/directory.ts).
 */
export const panels = pgTable(
  "panels",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The temporary address's label: `<name>.<CHILD_PANEL_BASE_DOMAIN>`. */
    name: text("name").notNull(),
    /** The panel's own domain, lower case; none for the main panel (its address is PUBLIC_URL). */
    domain: text("domain"),
    status: text("status", { enum: PANEL_STATUSES }).notNull().default("active"),
    /** The panel that supplies and bills it (null for the main panel). */
    parentId: integer("parent_id").references((): AnyPgColumn => panels.id),
    /** On the parent: the customer who ordered it (its owner) and the order (child_panels row). */
    ownerUserId: integer("owner_user_id"),
    orderId: integer("order_id"),
    /**
     * The currency the panel keeps every amount in (its balances, prices, charges, deposits): NGN for the main panel,
     * a child panel's order currency. What it pays its parent stays in the parent's.
     */
    currency: text("currency").notNull().default("NGN"),
    /** The monthly price in force when it was ordered, in the parent's currency. */
    pricePerMonth: money("price_per_month").notNull().default("0"),
    /** When the next month is charged. */
    renewsAt: timestamp("renews_at", { withTimezone: true }),
    /** Why it is suspended, as its owner reads it. */
    suspendedReason: text("suspended_reason"),
    /** Since when its renewal is unpaid: set when the renewal job suspends it, which opens it again once paid. */
    unpaidSince: timestamp("unpaid_since", { withTimezone: true }),
    /** The renewal date the owner was last reminded of: one reminder per period (services/panels/renewal.ts). */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    /** When it was cancelled: its data is kept for the parent's grace period from then. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When its data was deleted after the grace period: it is never served again. */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /**
     * When the TLS endpoint (on-demand TLS `ask`, routes/api/tls) last approved a certificate for its own domain: the
     * proxy asks just before it requests one, so this and a domain that reaches the server say one is in place.
     */
    domainTlsApprovedAt: timestamp("domain_tls_approved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("panels_name_idx").on(t.name),
    uniqueIndex("panels_domain_idx").on(t.domain),
    uniqueIndex("panels_order_idx").on(t.parentId, t.orderId),
    // The renewal job's look-up: the child panels whose renewal (or reminder) is due.
    index("panels_renews_at_idx").on(t.renewsAt).where(sql`${t.parentId} is not null`),
  ],
);

/**
 * The last number each child panel gave of each kind (`orders`, which drip-feed runs share, `services`, `ledger`,
 * `users`): the `assign_panel_number` trigger of migration 0028 takes the next with one upsert, whose row lock makes
 * concurrent inserts of a panel take turns, so no number is given twice (a rolled-back insert gives its number back
 * with its row). The main panel needs none: its numbers are its ids.
 */
export const panelCounters = pgTable(
  "panel_counters",
  {
    panelId: panelId(),
    kind: text("kind").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.kind] })],
);
