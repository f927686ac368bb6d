import { eq, inArray } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { orders, services, users } from "../db/schema";

/**
 * The tables whose rows customers, owners and API v2 clients name by their per-panel `number` (migration 0028):
 * what they send is a number, what the server keeps and joins on is the id.
 */
const NUMBERED = { orders, services, users } as const;
export type NumberedTable = keyof typeof NUMBERED;

/**
 * The ids of the running panel's rows that `numbers` name, by number (a number no row has is left out). Row-level
 * security keeps the look-up within the connection's panel, where a number is unique.
 */
export async function idsOfNumbers(
  db: Queryable,
  table: NumberedTable,
  numbers: readonly number[],
): Promise<Map<number, number>> {
  if (numbers.length === 0) return new Map();
  const t = NUMBERED[table];
  const rows = await db
    .select({ id: t.id, number: t.number })
    .from(t)
    .where(inArray(t.number, [...numbers]));
  return new Map(rows.map((row) => [row.number, row.id]));
}

/** The id of the running panel's row numbered `number`, or undefined (no such row, or no number given). */
export async function idOfNumber(
  db: Queryable,
  table: NumberedTable,
  number: number | undefined,
): Promise<number | undefined> {
  if (number === undefined) return undefined;
  return (await idsOfNumbers(db, table, [number])).get(number);
}

/**
 * The id of the running panel's row numbered `number`, as a subquery: for a filter that names a customer or a
 * service by number (`inArray(orders.userId, idNumbered(db, "users", n))`).
 */
export function idNumbered(db: Queryable, table: NumberedTable, number: number) {
  const t = NUMBERED[table];
  return db.select({ id: t.id }).from(t).where(eq(t.number, number));
}
