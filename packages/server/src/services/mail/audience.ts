import { adminText, INT_MAX, MAIL_SEGMENTS, type MailAudience } from "@smm/domain";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";

const userError = "Choose the user to write to.";

/** Who receives a mail: one user, all users or a segment; every problem names its field. */
export const mailAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({
      kind: z.literal("user"),
      userId: z.number({ error: userError }).int(userError).min(1, userError).max(INT_MAX, userError),
    }),
    z.object({
      kind: z.literal("segment"),
      segment: z.enum(MAIL_SEGMENTS, { error: `Choose a segment: ${MAIL_SEGMENTS.join(", ")}.` }),
    }),
  ],
  { error: "Choose who receives the mail: one user, all users or a segment." },
);

/** A mail to send: subject and message (in the admin API's words) and its audience. */
export const mailRequestSchema = z.object({
  audience: mailAudienceSchema,
  subject: adminText("subject", 200),
  body: adminText("message", 20_000),
});

export type MailRequest = z.output<typeof mailRequestSchema>;

const orderedWithin30Days = sql`exists (select 1 from orders o where o.user_id = ${users.id}
  and o.created_at >= now() - interval '30 days')`;
const hasOrders = sql`exists (select 1 from orders o where o.user_id = ${users.id})`;

/**
 * The addresses an audience names, in a stable order. "All users" and the segments leave suspended
 * accounts out (except the "suspended" segment itself); one chosen user is written to whatever their state.
 */
export async function recipientsOf(db: Queryable, audience: MailAudience): Promise<string[]> {
  const active = eq(users.suspended, false);
  const where =
    audience.kind === "user"
      ? eq(users.id, audience.userId)
      : audience.kind === "all"
        ? active
        : audience.segment === "has_balance"
          ? and(active, gt(users.balance, "0"))
          : audience.segment === "ordered_last_30_days"
            ? and(active, orderedWithin30Days)
            : audience.segment === "no_orders"
              ? and(active, sql`not ${hasOrders}`)
              : eq(users.suspended, true);
  const rows = await db.select({ email: users.email }).from(users).where(where).orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
