import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type App, buildApp } from "../app";
import { readConfig, type ServerConfig } from "../config";
import { type Database, pgliteDatabase } from "../db/client";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../db/demo-catalogue";
import type { OutgoingMail } from "../services/mail/transport";
import { freshPglite } from "./template";

export { templateDump } from "./template";

export interface TestApp {
  app: App;
  database: Database;
  config: ServerConfig;
  /** The mails delivered without SMTP (the ones with a password link; the server log in production), in order. */
  mails: OutgoingMail[];
  close(): Promise<void>;
}

/** A full application on its own copy of the seeded template database; nothing is shared between tests. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "smm-test-"));
  const config: ServerConfig = {
    ...readConfig({}),
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    appDist: path.join(dataDir, "no-app"),
    publicUrl: "http://localhost:3000",
    publicUrlSet: true,
    ...overrides,
  };
  const database = pgliteDatabase(await freshPglite());
  const mails: OutgoingMail[] = [];
  const app = await buildApp({ database, config, mailLog: async (mail) => void mails.push(mail) });
  await app.ready();
  return {
    app,
    database,
    config,
    mails,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const demoCustomer = DEMO_CUSTOMER;
export const demoAdmin = DEMO_ADMIN;
export {
  activeChildPanel,
  fundCustomer,
  loginDemo,
  newCustomerPayload,
  orderChildPanel,
  registerCustomer,
} from "./requests";

const linksTaken = new Set<string>();

/**
 * The newest password link mailed to `to` that no earlier call returned (the mail worker delivers it moments after it
 * is queued; a pass is run here so a test need not wait for the worker's timer).
 */
export async function mailedLink(testApp: Pick<TestApp, "app" | "mails">, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await testApp.app.mailWorker.runOnce();
    const links = testApp.mails
      .filter((mail) => mail.to === to)
      .map((mail) => /https?:\/\/\S+\?token=[\w-]+/.exec(mail.text)?.[0])
      .filter((link): link is string => link !== undefined && !linksTaken.has(link));
    const link = links.at(-1);
    if (link) {
      linksTaken.add(link);
      return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no password link was mailed to ${to}`);
}

/** The token of a mailed password link. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token") ?? "";
}
