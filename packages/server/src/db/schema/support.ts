import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, money, panelId } from "./columns";
import { users } from "./users";

export const tickets = pgTable(
  "tickets",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    subject: text("subject").notNull(),
    status: text("status", { enum: ["open", "answered", "closed"] })
      .notNull()
      .default("open"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("tickets_user_idx").on(t.userId, t.updatedAt)],
);

export const ticketMessages = pgTable("ticket_messages", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  ticketId: integer("ticket_id")
    .notNull()
    .references(() => tickets.id),
  author: text("author", { enum: ["customer", "support"] }).notNull(),
  body: text("body").notNull(),
  createdAt: createdAt(),
});

export const attachments = pgTable("attachments", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  messageId: integer("message_id")
    .notNull()
    .references(() => ticketMessages.id),
  originalName: text("original_name").notNull(),
  storedName: text("stored_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

export const childPanels = pgTable("child_panels", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  domain: text("domain").notNull(),
  currency: text("currency").notNull(),
  adminUsername: text("admin_username").notNull(),
  adminPasswordHash: text("admin_password_hash").notNull(),
  pricePerMonth: money("price_per_month").notNull(),
  status: text("status", { enum: ["pending", "active", "suspended", "cancelled"] })
    .notNull()
    .default("pending"),
  createdAt: createdAt(),
});

export const affiliateVisits = pgTable("affiliate_visits", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  referrerId: integer("referrer_id")
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const affiliatePayouts = pgTable("affiliate_payouts", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  amount: money("amount").notNull(),
  status: text("status", { enum: ["pending", "completed", "rejected"] })
    .notNull()
    .default("pending"),
  transactionId: text("transaction_id").notNull(),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  "notifications",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.read)],
);

/** What the outbox search looks in (recipient and subject), as one text for one trigram index. */
export function outboxSearchText(t: { to: AnyPgColumn; subject: AnyPgColumn }): SQL {
  return sql`(${t.to} || ' ' || ${t.subject})`;
}

export const outboxMail = pgTable(
  "outbox_mail",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    // A mail carrying a password link keeps only what the link is for and whose account: the body holds a
    // placeholder, and the link is made with a fresh token when the mail is delivered (services/mail/password-links).
    linkPurpose: text("link_purpose", { enum: ["reset", "admin_reset", "admin_invite"] }),
    linkAccountId: integer("link_account_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The SMTP sender's next mail: only the unsent ones, however long the outbox grows.
    index("outbox_mail_unsent_idx").on(t.panelId, t.id).where(sql`${t.sentAt} is null`),
    index("outbox_mail_search_trgm_idx").using("gin", sql`${outboxSearchText(t)} gin_trgm_ops`),
  ],
);

export const settings = pgTable(
  "settings",
  {
    panelId: panelId(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.key] })],
);
