import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../config";
import type { Database, Db } from "./client";

/** Applies the versioned SQL in packages/server/drizzle that has not run yet (tracked in drizzle.__drizzle_migrations). */
export async function runMigrations(kind: Database["kind"], db: Db): Promise<void> {
  if (kind === "pglite") await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
}
