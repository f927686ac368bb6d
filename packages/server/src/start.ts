import type { FastifyServerOptions } from "fastify";
import { buildApp } from "./app";
import { ConfigError, type ServerConfig } from "./config";
import { type Database, openPglite, openPostgres } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedDemoData } from "./db/seed";

export async function openDatabase(config: ServerConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/** Migrates and seeds under the migration lock, so instances starting together take turns. */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.withMigrationLock(async (db) => {
    await runMigrations(database.kind, db);
    return { seeded: await seedDemoData(db) };
  });
}

/** Opens, migrates and seeds the database, then listens. Configuration problems surface as ConfigError. */
export async function startServer(config: ServerConfig, logger: FastifyServerOptions["logger"]) {
  const database = await openDatabase(config);
  try {
    const { seeded } = await prepareDatabase(database);
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
    return { app, database, seeded };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
