import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, panelId } from "./columns";
import { panels } from "./panels";
import { admins, users } from "./users";

/** Only the SHA-256 of a session token is stored; the token itself exists only on the client. */
export const sessions = pgTable(
  "sessions",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id").references(() => users.id),
    adminId: integer("admin_id").references(() => admins.id),
    remember: boolean("remember").notNull().default(false),
    /** The browser's User-Agent and address at sign-in: Profile names each operator session by them. */
    userAgent: text("user_agent"),
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable("password_resets", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Reseller API keys: like session tokens, only the hash is kept; the key is shown once when created. */
export const apiKeys = pgTable("api_keys", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  keyHash: text("key_hash").notNull().unique(),
  lastFour: text("last_four").notNull(),
  /**
   * The child panel this key was made for (its provider row that is this panel, see services/panels/provision.ts); null
   * for the customer's own key, the one API Access shows and replaces, which never revokes a panel's.
   */
  suppliesPanelId: integer("supplies_panel_id").references(() => panels.id),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  /** Refreshed at most once a minute (see services/reseller-api/keys.ts), so a busy key costs no write per call. */
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Sign-in attempts per throttle key (an account with an address, an address), counted in the database so every
 * instance draws on one budget. A row whose window has ended counts as empty.
 */
export const loginThrottle = pgTable(
  "login_throttle",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_throttle_window_idx").on(t.windowEndsAt)],
);
