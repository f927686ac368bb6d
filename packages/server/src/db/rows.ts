import type { SQL } from "drizzle-orm";
import type { Queryable } from "./client";

/**
 * Runs a raw statement and returns its rows. Both drivers (PGlite and node-postgres) answer `execute` with
 * `{ rows }`, which the shared Db type cannot express.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
