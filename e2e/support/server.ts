/**
 * The built server (packages/server/dist/main.js, serving packages/app/dist/client) on a free port with a fresh temporary
 * DATA_DIR (PGlite; the demo panel is seeded on first start). Used by the e2e global setup and the app benchmarks;
 * spawnBuiltServer starts it with other settings (the child-panels benchmark: PostgreSQL, production).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = path.join(repoRoot, "packages/server/dist/main.js");
// APP_DIST (as the server reads it) lets a run use an app built elsewhere; by default the one `pnpm build` makes.
// The server renders pages with the build's server half, beside the client folder.
const appIndex = path.join(
  process.env.APP_DIST ?? path.join(repoRoot, "packages/app/dist/client"),
  "../server/index.js",
);
const startupTimeoutMs = 90_000;

export interface RunningServer {
  port: number;
  /** The server's output (its log), where the mails with a password link go without SMTP. */
  logFile: string;
  /** http://localhost:<port>, the server's PUBLIC_URL (absolute links it builds point there) */
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "0.0.0.0", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} while starting:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${startupTimeoutMs / 1000} s:\n${output()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface ServerOptions {
  /** Freeze the server's clock (and its database's) at this instant, e.g. "2026-06-15T09:30:00Z". */
  frozenTime?: string;
}

const frozenClock = path.join(repoRoot, "e2e/support/frozen-clock.mjs");

/** The built server's process on a free port with a fresh DATA_DIR (removed by `stop`). */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything the server printed, as it prints it (removed by `stop`). */
  logFile: string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** Settings on top of this process's environment (PORT, DATA_DIR and LOG_LEVEL=warn are given). */
  env: (port: number) => NodeJS.ProcessEnv;
  /** Node's options before the server's entry (preloads). */
  nodeArgs?: string[];
  /** A channel to the server (process.send), for a preload that answers questions. */
  ipc?: boolean;
}

/** Starts packages/server/dist/main.js and waits for its health check; fails with the server's own output. */
export async function spawnBuiltServer({ env, nodeArgs = [], ipc = false }: SpawnOptions): Promise<ServerProcess> {
  if (!existsSync(serverEntry))
    throw new Error(`${path.relative(repoRoot, serverEntry)} is missing: run \`pnpm build\` first.`);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "smm-server-"));
  let log = "";
  // The server's output also goes to a file: without SMTP the password links are mailed to the log (warn level).
  const logFile = `${dataDir}.log`;
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env(port) },
    stdio: ["ignore", "pipe", "pipe", ...(ipc ? (["ipc"] as const) : [])],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    appendFileSync(logFile, chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[server] ${chunk}`);
  });

  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
    await rm(logFile, { force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, child, logFile, stop };
}

/** Starts the built server (with the app) as the e2e tests use it; fails with the server's own output when it cannot start. */
export async function startBuiltServer({ frozenTime }: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(appIndex))
    throw new Error(`${path.relative(repoRoot, appIndex)} is missing: run \`pnpm build\` first.`);
  const { port, logFile, stop } = await spawnBuiltServer({
    nodeArgs: frozenTime ? ["--import", pathToFileURL(frozenClock).href] : [],
    env: (port) => ({
      HOST: "0.0.0.0",
      PUBLIC_URL: `http://localhost:${port}`,
      // The browser stands behind a proxy on this machine: each test names its own client address (fixtures.ts).
      TRUST_PROXY: "loopback",
      // The fake provider of the provider tests listens on loopback (packages/server/src/testing/fake-provider).
      PROVIDER_ALLOW_PRIVATE_NETWORK: "1",
      // A failed forward is retried 8 times; 50 ms doubling spends them in ~13 s (the Needs attention test).
      JOBS_BACKOFF_MS: "50",
      // Child panels answer at <name>.localhost, which Chromium resolves to loopback (child-*.spec.ts); their
      // forwarded orders' statuses are synced every 2 s instead of every minute, and their renewals run every
      // second, so a top-up reactivates a suspended one at once.
      CHILD_PANEL_BASE_DOMAIN: "localhost",
      STATUS_SYNC_MS: "2000",
      PANEL_RENEWAL_MS: "1000",
      ...(frozenTime ? { E2E_FROZEN_TIME: frozenTime } : {}),
    }),
  });
  return { port, url: `http://localhost:${port}`, logFile, stop };
}
