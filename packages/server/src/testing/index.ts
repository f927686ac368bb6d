import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type App, buildApp } from "../app";
import { readConfig, type ServerConfig } from "../config";
import { type Database, pgliteDatabase } from "../db/client";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../db/demo-catalogue";
import { freshPglite } from "./template";

export { templateDump } from "./template";

export interface TestApp {
  app: App;
  database: Database;
  config: ServerConfig;
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
  const app = await buildApp({ database, config });
  await app.ready();
  return {
    app,
    database,
    config,
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
