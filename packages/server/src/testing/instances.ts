import { randomBytes } from "node:crypto";
import { type App, buildApp } from "../app";
import { readConfig, type ServerConfig } from "../config";
import { type Database, openPostgres } from "../db/client";
import type { OutgoingMail } from "../services/mail/transport";
import { prepareDatabase } from "../start";

export interface Instance {
  app: App;
  database: Database;
  /** The mails this instance delivered without SMTP (the ones with a password link), in order. */
  mails: OutgoingMail[];
}

/**
 * `count` server instances on one PostgreSQL, each with its own pool (and job worker), migrated and seeded. They share
 * one SECRET_KEY, as real ones must (and none writes a key file into the repository's data folder).
 */
export async function startInstances(url: string, count: number, overrides: Partial<ServerConfig> = {}) {
  const config = {
    ...readConfig({}),
    appDist: "/nonexistent",
    publicUrl: "http://localhost:3000",
    secretKey: randomBytes(32),
    ...overrides,
  };
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openPostgres(url, 10);
    await prepareDatabase(database);
    const mails: OutgoingMail[] = [];
    const app = await buildApp({ database, config, mailLog: async (mail) => void mails.push(mail) });
    await app.ready();
    instances.push({ app, database, mails });
  }
  return instances;
}

export async function stopInstances(instances: readonly Instance[]): Promise<void> {
  for (const { app, database } of instances) {
    await app.close();
    await database.close();
  }
}
