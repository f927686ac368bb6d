import type { Queryable } from "../../db/client";
import { adminPasswordResets, outboxMail, passwordResets } from "../../db/schema";
import { newToken, sha256 } from "../tokens";

type OutboxRow = typeof outboxMail.$inferSelect;
export type LinkPurpose = NonNullable<OutboxRow["linkPurpose"]>;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Each kind of password link: what the outbox shows in its place, the page it opens and how long it lasts (from the
 * moment the mail goes out). Customer resets spend a `password_resets` token, operator resets and invitations an
 * `admin_password_resets` one. An invitation's link says so (`invite=1`), so the page it opens reads as one.
 */
const LINKS: Record<LinkPurpose, { placeholder: string; path: string; query?: string; ttlMs: number }> = {
  reset: { placeholder: "[reset link hidden]", path: "/reset-password", ttlMs: HOUR_MS },
  admin_reset: { placeholder: "[reset link hidden]", path: "/admin/reset-password", ttlMs: HOUR_MS },
  admin_invite: {
    placeholder: "[invitation link hidden]",
    path: "/admin/reset-password",
    query: "&invite=1",
    ttlMs: 7 * 24 * HOUR_MS,
  },
};

/**
 * Queues a mail carrying a single-use password link for account `accountId` (a user for "reset", an operator
 * otherwise). No token exists yet: the outbox keeps the text with a placeholder where the link goes, so nobody who
 * reads the outbox can use it; `withLiveLink` makes the link when the mail is delivered.
 */
export async function queueLinkMail(
  db: Queryable,
  mail: { to: string; subject: string; purpose: LinkPurpose; accountId: number; body: (link: string) => string },
): Promise<void> {
  await db.insert(outboxMail).values({
    to: mail.to,
    subject: mail.subject,
    body: mail.body(LINKS[mail.purpose].placeholder),
    linkPurpose: mail.purpose,
    linkAccountId: mail.accountId,
  });
}

/**
 * The text to deliver: a mail with a password link gets a fresh token (only its hash is stored, in the same
 * transaction as the delivery, so a mail that fails to go out leaves no token behind) in place of its placeholder.
 */
export async function withLiveLink(db: Queryable, siteUrl: string, mail: OutboxRow): Promise<string> {
  if (mail.linkPurpose === null || mail.linkAccountId === null) return mail.body;
  const { placeholder, path, query = "", ttlMs } = LINKS[mail.linkPurpose];
  const token = newToken();
  const grant = { tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) };
  if (mail.linkPurpose === "reset") {
    await db.insert(passwordResets).values({ userId: mail.linkAccountId, ...grant });
  } else {
    await db.insert(adminPasswordResets).values({ adminId: mail.linkAccountId, ...grant });
  }
  return mail.body.replace(placeholder, `${siteUrl}${path}?token=${token}${query}`);
}
