/**
 * The built server (packages/server/dist/main.js, serving packages/app/dist/client) on a free port with a fresh temporary
 * DATA_DIR (PGlite; the demo panel is seeded on first start). Used by the e2e global setup and the app benchmarks.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = path.join(repoRoot, "packages/server/dist/main.js");
// APP_DIST (as the server reads it) lets a run use an app built elsewhere; by default the one `pnpm build` makes.
const appIndex = path.join(
  process.env.APP_DIST ?? path.join(repoRoot, "packages/app/dist/client"),
  "__spa-fallback.html",
);
const startupTimeoutMs = 90_000;

export interface RunningServer {
  port: number;
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

/** Starts the built server; fails with the server's own output when it cannot start. */
export async function startBuiltServer({ frozenTime }: ServerOptions = {}): Promise<RunningServer> {
  for (const file of [serverEntry, appIndex]) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run \`pnpm build\` first.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "smm-e2e-"));
  let log = "";
  const preload = frozenTime ? ["--import", pathToFileURL(frozenClock).href] : [];
  const child = spawn(process.execPath, [...preload, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "0.0.0.0",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The browser stands behind a proxy on this machine: each test names its own client address (fixtures.ts).
      TRUST_PROXY: "loopback",
      // The fake provider of the provider tests listens on loopback (packages/server/src/testing/fake-provider).
      PROVIDER_ALLOW_PRIVATE_NETWORK: "1",
      // Child panels answer at <name>.localhost:<port>, which Chromium resolves to loopback (child-branding.spec.ts).
      CHILD_PANEL_BASE_DOMAIN: "localhost",
      // A failed forward is retried 8 times; 50 ms doubling spends them in ~13 s (the Needs attention test).
      JOBS_BACKOFF_MS: "50",
      ...(frozenTime ? { E2E_FROZEN_TIME: frozenTime } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[server] ${chunk}`);
  });

  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(`${url}/api/health`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url, stop };
}
