import type { MailAudience } from "@smm/domain";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";

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
