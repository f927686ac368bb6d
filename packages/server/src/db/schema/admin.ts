import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { services } from "./catalogue";
import { createdAt, panelId, unitPrice } from "./columns";
import { admins, users } from "./users";

/** What the System Logs search looks in, as one text for one trigram index (system_log_search_trgm_idx). */
export function systemLogSearchText(t: {
  action: AnyPgColumn;
  actor: AnyPgColumn;
  target: AnyPgColumn;
  message: AnyPgColumn;
  ip: AnyPgColumn;
}): SQL {
  return sql`(${t.action} || ' ' || ${t.actor} || ' ' || coalesce(${t.target}, '') || ' ' || ${t.message} || ' ' || coalesce(${t.ip}, ''))`;
}

/**
 * The system log: every admin write ("audit", with before/after), security events (logins, failed logins, key
 * changes, password resets) and job/provider errors. Append-only; the admin's System Logs screen reads it.
 */
export const systemLog = pgTable(
  "system_log",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type", { enum: ["audit", "security", "error"] }).notNull(),
    action: text("action").notNull(),
    /** "admin:1 admin@example.com", "user:5 demo", "system". */
    actor: text("actor").notNull(),
    target: text("target"),
    before: jsonb("before"),
    after: jsonb("after"),
    message: text("message").notNull().default(""),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("system_log_created_idx").on(t.panelId, t.createdAt),
    index("system_log_type_created_idx").on(t.panelId, t.type, t.createdAt),
    index("system_log_search_trgm_idx").using("gin", sql`${systemLogSearchText(t)} gin_trgm_ops`),
  ],
);

/** A background mail send: the recipients are resolved when it starts; `sent`/`failed` count progress. */
export const mailJobs = pgTable(
  "mail_jobs",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id").references(() => admins.id),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audience: jsonb("audience").notNull(),
    /** Every address to write to, in order; `sent + failed` of them are done. */
    recipients: text("recipients").array().notNull(),
    status: text("status", { enum: ["queued", "sending", "done", "failed"] })
      .notNull()
      .default("queued"),
    transport: text("transport", { enum: ["smtp", "outbox"] }).notNull(),
    total: integer("total").notNull(),
    sent: integer("sent").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // The mail worker's next step, polled by every instance: only unfinished jobs.
  (t) => [index("mail_jobs_unfinished_idx").on(t.panelId, t.id).where(sql`${t.status} in ('queued', 'sending')`)],
);

/** Single-use password reset tokens of operators (customers' live in password_resets). Only the hash is kept. */
export const adminPasswordResets = pgTable("admin_password_resets", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  adminId: integer("admin_id")
    .notNull()
    .references(() => admins.id),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A customer's discount on order prices, in percent (absent row: none); kept off the shared users table. */
export const userDiscounts = pgTable("user_discounts", {
  panelId: panelId(),
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  percent: numeric("percent", { precision: 5, scale: 2 }).notNull(),
});

/**
 * A customer's custom rate for one service (resellers negotiate rates): the unit price they pay instead of the list
 * price less their discount (the domain's `customerPricing`). Removing the service removes its custom rates.
 */
export const userCustomRates = pgTable(
  "user_custom_rates",
  {
    panelId: panelId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    unitPrice: unitPrice("unit_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceId] })],
);
