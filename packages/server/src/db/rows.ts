import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "./client";

/**
 * Runs a raw statement and returns its rows. Both drivers (PGlite and node-postgres) answer `execute` with
 * `{ rows }`, which the shared Db type cannot express.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * Builds a query once per database handle and hands back the same one after: with `.prepare(name)` inside
 * `build`, the SQL is not rebuilt on every call and PostgreSQL parses and plans the named statement once per
 * connection. Only for the hot paths, and only on a `Db` (a prepared query runs outside any open transaction).
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw statement (one `preparedPerDatabase` cannot build with the query builder, such as a data-modifying WITH)
 * prepared under `name`: `build` writes it once with `sql.placeholder(...)` for what each call gives, and PostgreSQL
 * parses and plans it once per connection. Answers its rows.
 */
export function preparedStatement<T>(
  name: string,
  build: () => SQL,
): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  const prepared = preparedPerDatabase((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false),
  );
  return async (db, values) => ((await prepared(db).execute(values)) as { rows: T[] }).rows;
}
