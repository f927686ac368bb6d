import type { FastifyServerOptions } from "fastify";
import { buildApp } from "./app";
import { ConfigError, type ServerConfig } from "./config";
import { type Database, openPglite, openPostgres } from "./db/client";
import { runMigrations } from "./db/migrate";
import { asDatabaseOwner, MAIN_PANEL_ID, withPanel } from "./db/panel-context";
import { seedDemoData } from "./seed/demo";
import { prepareProduction } from "./seed/production";

export async function openDatabase(config: ServerConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

export interface PrepareOptions {
  /** Demo mode seeds the demo panel; production refuses demo data and needs an operator. */
  demo: boolean;
  firstOperator?: ServerConfig["firstOperator"];
}

/**
 * Migrates, then seeds the demo panel (demo mode) or checks the production database and creates its first operator,
 * under the migration lock, so instances starting together take turns.
 */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions = { demo: true },
): Promise<{ seeded: boolean; createdOperator?: string }> {
  return database.withMigrationLock(async (db) => {
    // Migrations change every panel's tables, as their owner; the demo data and the first operator are the main panel's.
    await asDatabaseOwner(() => runMigrations(database.kind, db));
    return withPanel(MAIN_PANEL_ID, async () => {
      if (options.demo) return { seeded: await seedDemoData(db) };
      return { seeded: false, ...(await prepareProduction(db, options.firstOperator)) };
    });
  });
}

/** Opens, migrates and seeds the database, then listens. Configuration problems surface as ConfigError. */
export async function startServer(config: ServerConfig, logger: FastifyServerOptions["logger"]) {
  const database = await openDatabase(config);
  try {
    const prepared = await prepareDatabase(database, { demo: config.demo, firstOperator: config.firstOperator });
    const app = await buildApp({ database, config, logger });
    app.addHook("onClose", () => database.close());
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EADDRINUSE") {
        throw new ConfigError(`Port ${config.port} is already in use; set PORT to a free port`);
      }
      if (code === "EACCES") throw new ConfigError(`Port ${config.port} needs more privileges; set PORT above 1023`);
      if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND") {
        throw new ConfigError(`Cannot listen on HOST ${config.host}: no such address on this machine`);
      }
      throw error;
    }
    return { app, database, ...prepared };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
