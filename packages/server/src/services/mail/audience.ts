import { MAIL_SEGMENTS, type MailAudience, type MailSegment } from "@smm/domain";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";
import { validationError } from "../../errors";

/** Checks an audience from a request body; every problem names its field. */
export function readAudience(value: unknown): MailAudience {
  const audience = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (audience.kind === "all") return { kind: "all" };
  if (audience.kind === "user") {
    const userId = audience.userId;
    if (typeof userId === "number" && Number.isInteger(userId) && userId > 0) return { kind: "user", userId };
    throw validationError({ "audience.userId": ["Choose the user to write to."] });
  }
  if (audience.kind === "segment") {
    const segment = audience.segment;
    if ((MAIL_SEGMENTS as readonly unknown[]).includes(segment)) {
      return { kind: "segment", segment: segment as MailSegment };
    }
    throw validationError({ "audience.segment": [`Choose a segment: ${MAIL_SEGMENTS.join(", ")}.`] });
  }
  throw validationError({ audience: ["Choose who receives the mail: one user, all users or a segment."] });
}

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
