import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { queryRows } from "../db/rows";

/** PostgreSQL's plan for `query` (SQL text or a drizzle query), as one text: what tests check for index use. */
export async function queryPlan(db: Queryable, query: string | SQL | { getSQL(): SQL }): Promise<string> {
  const statement = typeof query === "string" ? sql.raw(query) : query;
  const rows = await queryRows<{ "QUERY PLAN": string }>(db, sql`explain ${statement}`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}
