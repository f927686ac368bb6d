import { STAFF_ROLES } from "@smm/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, lowerCaseOf, money, panelId, panelNumber, writtenAt } from "./columns";

/**
 * What a search for a customer looks in: username, email and full name as one text, so one trigram index
 * (users_search_trgm_idx) answers `ILIKE '%…%'` on all of them. Queries must use this same expression.
 */
export function customerSearchText(t: {
  username: AnyPgColumn;
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}): SQL {
  return sql`(${t.username} || ' ' || ${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName})`;
}

export const users = pgTable(
  "users",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: panelNumber(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    usernameLower: lowerCaseOf("username_lower", "username"),
    emailLower: lowerCaseOf("email_lower", "email"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["customer"] })
      .notNull()
      .default("customer"),
    referralCode: text("referral_code").notNull(),
    referredBy: integer("referred_by"),
    balance: money("balance").notNull().default("0"),
    suspended: boolean("suspended").notNull().default(false),
    createdAt: createdAt(),
    writtenAt: writtenAt(),
  },
  (t) => [
    // Names and addresses are unique per panel (the panel last: the look-up by name still leads the index).
    uniqueIndex("users_panel_number_idx").on(t.panelId, t.number),
    uniqueIndex("users_username_lower_idx").on(t.usernameLower, t.panelId),
    uniqueIndex("users_email_lower_idx").on(t.emailLower, t.panelId),
    uniqueIndex("users_referral_code_idx").on(t.referralCode, t.panelId),
    index("users_search_trgm_idx").using("gin", sql`${customerSearchText(t)} gin_trgm_ops`),
    index("users_created_idx").on(t.panelId, t.createdAt),
    // The sign-ups written after the roll-ups' horizon (services/aggregates.ts, the dashboard).
    index("users_written_idx").on(t.panelId, t.writtenAt),
    // The backstop behind the conditional debit: no code path can make a balance negative.
    check("users_balance_not_negative", sql`${t.balance} >= 0`),
  ],
);

export const admins = pgTable(
  "admins",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    usernameLower: lowerCaseOf("username_lower", "username"),
    emailLower: lowerCaseOf("email_lower", "email"),
    passwordHash: text("password_hash").notNull(),
    /** The domain's `staffMayAccess` rule; the panel's first operator (and every one before staff roles) is the owner. */
    role: text("role", { enum: STAFF_ROLES }).notNull().default("owner"),
    /** A removed staff member: kept for the audit trail's names, never signs in again. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("admins_email_lower_idx").on(t.emailLower, t.panelId),
    // Not unique: operators may share a username; signing in by it takes the e-mail's match first (services/auth.ts).
    index("admins_username_lower_idx").on(t.usernameLower, t.panelId),
  ],
);
