/** The real application and the baseline order handler, listening on local ports over one database. */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildApp, type Database, readConfig } from "../../packages/server/src/index.ts";
import { buildBaselineOrderApp } from "../../packages/server/src/testing/baseline-order-app.ts";
import { buildFairBaselineOrderApp } from "../../packages/server/src/testing/fair-baseline-order-app.ts";
import { createSiblingDatabase } from "../../packages/server/src/testing/postgres.ts";

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

type ServerModule = typeof import("../../packages/server/src/index.ts");

/** The whole server as `pnpm start` builds it (every plugin, hook and route), without its own database handling. */
export async function startFullApp(
  database: Database,
  server: Pick<ServerModule, "buildApp" | "readConfig"> = { buildApp, readConfig },
): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "smm-bench-"));
  const config = {
    ...server.readConfig({}),
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    appDist: path.join(dataDir, "no-app"),
  };
  const app = await server.buildApp({ database, config });
  return listen(app, () => rm(dataDir, { recursive: true, force: true }));
}

/** The one-statement order handler (see baseline-order-app.ts), over its own pool of `poolSize` connections. */
export async function startBaselineApp(databaseUrl: string, poolSize: number): Promise<RunningServer> {
  return listen(buildBaselineOrderApp(databaseUrl, poolSize));
}

/** The same database work as a web order in one round trip (see fair-baseline-order-app.ts). */
export async function startFairBaselineApp(databaseUrl: string, poolSize: number): Promise<RunningServer> {
  return listen(buildFairBaselineOrderApp(databaseUrl, poolSize));
}

/**
 * The whole server of another checkout of this repository (for instance `git archive <commit> | tar -x -C <dir>`,
 * then `pnpm install --offline` there), run from that checkout's own sources and migrations on a database of its own
 * in the same PostgreSQL cluster, so a before/after comparison shares one run and one machine load.
 */
export async function startCheckoutApp(
  checkout: string,
  clusterUrl: string,
  poolSize: number,
): Promise<{ server: RunningServer; database: Database }> {
  const module: ServerModule = await import(pathToFileURL(path.join(checkout, "packages/server/src/index.ts")).href);
  const url = await createSiblingDatabase(clusterUrl, "smm_checkout");
  const database = await module.openPostgres(url, poolSize);
  await module.prepareDatabase(database);
  const server = await startFullApp(database, module);
  return {
    database,
    server: {
      url: server.url,
      async close() {
        await server.close();
        await database.close();
      },
    },
  };
}
