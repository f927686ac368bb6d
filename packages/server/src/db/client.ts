import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { ConfigError, describeDatabaseUrl } from "../config";
import { ensureDataDir } from "./data-dir";
import { lockDataDir } from "./data-dir-lock";
import { ScopedConnection, ScopedPglite, ScopedPool } from "./panel-connection";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: queries take either. */
export type Queryable = Db | Tx;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Runs `fn` with exclusive use of the database schema (an advisory lock on PostgreSQL). Its queries run in the
   * caller's panel scope like any other: migrations wrap themselves in asDatabaseOwner.
   */
  withMigrationLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The extensions the migrations create (pg_trgm for the admin searches). PGlite loads an extension's code only
 * when it is named here, for every database opened, including one loaded from a dump.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Every query goes through the panel context's connection setting (db/panel-connection.ts): the database is only
 * ever used in the role and panel of the code that calls it.
 */
export function pgliteDatabase(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(new ScopedPglite(client) as unknown as PGlite, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    withMigrationLock: (fn) => fn(db),
    close: async () => {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  await ensureDataDir(dataDir);
  // Before PGlite touches the folder: a second process must not even open it.
  const release = lockDataDir(dataDir);
  const client = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw new ConfigError(`Cannot open the database in DATA_DIR ${dataDir}: ${reason(error)}`);
  }
  return pgliteDatabase(client, release);
}

// Any fixed number shared by every instance: they take turns migrating and seeding.
const MIGRATION_LOCK_ID = 741_852_963;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Requests queue for a free connection as long as needed; only the first connection attempt is bounded.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(`Cannot connect to the database at ${describeDatabaseUrl(url)}: ${reason(error)}`);
  } finally {
    await probe.end().catch(() => {});
  }
  const db = drizzleNodePg(new ScopedPool(pool) as unknown as pg.Pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    async withMigrationLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        return await fn(
          drizzleNodePg(new ScopedConnection(client) as unknown as pg.PoolClient, { schema }) as unknown as Db,
        );
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return error.message || code || error.name;
  }
  return String(error);
}
