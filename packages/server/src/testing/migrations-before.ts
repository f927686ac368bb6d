import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll } from "vitest";
import { migrationsFolder } from "../config";
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase } from "../db/client";
import { asDatabaseOwner } from "../db/panel-context";
import { queryRows } from "../db/rows";

/** A copy of the migrations folder that stops just before the migration tagged `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), "smm-migrations-"));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (index < 0) throw new Error(`no migration named ${tag}`);
  const earlier = journal.entries.slice(0, index);
  await fs.mkdir(path.join(copy, "meta"));
  await fs.writeFile(path.join(copy, "meta/_journal.json"), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier)
    await fs.copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(copy, `${entry.tag}.sql`));
  return copy;
}

export interface UpgradeDatabase {
  database: Database;
  insertId(statement: SQL): Promise<number>;
  close(): Promise<void>;
}

/**
 * For an upgrade test: a PGlite database migrated (as the owner) up to just before the migration tagged `tag`,
 * `insertId` to write rows as the schema stood then (raw SQL on purpose, answering the row's id), and `close`.
 */
async function databaseBefore(tag: string): Promise<UpgradeDatabase> {
  const folder = await migrationsBefore(tag);
  const database: Database = pgliteDatabase(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  await asDatabaseOwner(() => migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: folder }));
  return {
    database,
    async insertId(statement: SQL): Promise<number> {
      const [row] = await queryRows<{ id: number }>(database.db, statement);
      if (!row) throw new Error("insert returned nothing");
      return row.id;
    },
    async close() {
      await database.close();
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}

/** An upgrade test file's database before the migration tagged `tag`: made before its tests, closed after them. */
export function upgradeTestDatabase(tag: string): UpgradeDatabase {
  const upgrade = {} as UpgradeDatabase;
  beforeAll(async () => {
    Object.assign(upgrade, await databaseBefore(tag));
  }, 120_000);
  afterAll(() => upgrade.close?.());
  return upgrade;
}
