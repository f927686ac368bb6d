/** The real application and the baseline order handler, listening on local ports over one database. */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { buildApp, type Database, readConfig } from "../../packages/server/src/index.ts";
import { buildBaselineOrderApp } from "../../packages/server/src/testing/baseline-order-app.ts";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

type Listenable = {
  listen(options: { port: number; host: string }): Promise<string>;
  server: { address(): AddressInfo | string | null };
  close(): Promise<unknown>;
};

async function listen(app: Listenable, cleanup: () => Promise<void> = async () => {}): Promise<RunningServer> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/** The whole server as `pnpm start` builds it (every plugin, hook and route), without its own database handling. */
export async function startFullApp(database: Database): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "smm-bench-"));
  const config = {
    ...readConfig({}),
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    appDist: path.join(dataDir, "no-app"),
  };
  const app = await buildApp({ database, config });
  return listen(app, () => rm(dataDir, { recursive: true, force: true }));
}

/** The one-statement order handler (see baseline-order-app.ts), over its own pool of `poolSize` connections. */
export async function startBaselineApp(databaseUrl: string, poolSize: number): Promise<RunningServer> {
  return listen(buildBaselineOrderApp(databaseUrl, poolSize));
}
