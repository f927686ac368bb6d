import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { DEFAULT_SETTINGS } from "@smm/domain";
import { migrationsFolder } from "../config";
import { PGLITE_EXTENSIONS, pgliteDatabase } from "../db/client";
import { prepareDatabase } from "../start";

const srcFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Everything that shapes the template: a change to any of these builds a new one. */
export async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  const migrations = (await fs.readdir(migrationsFolder)).filter((name) => name.endsWith(".sql")).sort();
  for (const name of migrations) hash.update(await fs.readFile(path.join(migrationsFolder, name)));
  for (const name of ["seed/demo.ts", "db/demo-catalogue.ts", "db/demo-storefront.ts"])
    hash.update(await fs.readFile(path.join(srcFolder, name)));
  // The seed writes the domain's default settings: a new setting must reach the template too.
  hash.update(JSON.stringify(DEFAULT_SETTINGS));
  return hash.digest("hex").slice(0, 16);
}

async function buildTemplate(file: string): Promise<void> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = pgliteDatabase(client);
  await prepareDatabase(database);
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  // Written under a private name, then renamed: parallel test workers never read a half-written file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
}

let cached: Promise<Blob> | undefined;

/**
 * A migrated and seeded PGlite data folder as a gzip tarball. PGlite's initdb takes seconds, loading a
 * dump well under one, so the template is built once (and kept in the temp folder across runs).
 */
export function templateDump(): Promise<Blob> {
  cached ??= (async () => {
    const file = path.join(os.tmpdir(), `smm-pglite-template-${await templateKey()}.tar.gz`);
    const existing = await fs.readFile(file).catch(() => undefined);
    if (existing) return new Blob([existing]);
    await buildTemplate(file);
    return new Blob([await fs.readFile(file)]);
  })();
  return cached;
}

export async function freshPglite(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: await templateDump(), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return client;
}
