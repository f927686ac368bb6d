import { type App, buildApp } from "../app";
import { readConfig, type ServerConfig } from "../config";
import { type Database, openPostgres } from "../db/client";
import { prepareDatabase } from "../start";

export interface Instance {
  app: App;
  database: Database;
}

/** `count` server instances on one PostgreSQL, each with its own pool (and job worker), migrated and seeded. */
export async function startInstances(url: string, count: number, overrides: Partial<ServerConfig> = {}) {
  const config = { ...readConfig({}), appDist: "/nonexistent", publicUrl: "http://localhost:3000", ...overrides };
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openPostgres(url, 10);
    await prepareDatabase(database);
    const app = await buildApp({ database, config });
    await app.ready();
    instances.push({ app, database });
  }
  return instances;
}

export async function stopInstances(instances: readonly Instance[]): Promise<void> {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
}
