import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, panelId } from "./columns";
import { admins } from "./users";

/**
 * An operator's TOTP authenticator, kept off the admins table so no query that reads an operator ever carries the
 * secret. `confirmedAt` null: set up but not confirmed with a code yet (sign-in does not ask for it).
 */
export const adminTwoFactor = pgTable("admin_two_factor", {
  panelId: panelId(),
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => admins.id),
  /**
   * Encrypted (`v1:iv:tag:ciphertext`, see services/two-factor-secrets.ts) base32 as the authenticator app was given
   * it; one without the prefix is from before and is encrypted on its first use. Never part of an answer after setup.
   */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is good once (no replay within its window). */
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** One-time recovery codes: only their SHA-256 (they are random, like session tokens); used ones stay marked. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id),
    codeHash: text("code_hash").notNull().unique(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminId)],
);

/**
 * The password step of a two-factor sign-in: a short-lived token that only POST /admin/login/two-factor accepts. It
 * is not a session, so no other route can be reached with it.
 */
export const adminLoginChallenges = pgTable("admin_login_challenges", {
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
