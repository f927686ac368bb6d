import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { NOT_FOUND_MESSAGE } from "../../errors";
import { type ContentEncoding, preferredEncoding } from "./contentEncoding";

/** One built file as the server keeps it: the file, the copies the build compressed, what to call it. */
interface BuiltAsset {
  contentType: string;
  etag: string;
  bodies: Partial<Record<ContentEncoding | "identity", Buffer>>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".json": "application/json; charset=utf-8",
};

/** The build's assets folder is flat: a name with a slash, a backslash or a leading dot is never one of its files. */
const ASSET_NAME = /^[\w-][\w.~-]*$/;

/**
 * Serves the app build's `/assets/` folder from memory. Vite names every file there by its content's hash, so a
 * file never changes under its name: each is read once (with its .br/.gz copies from the app's build), kept, and
 * sent as immutable. A first visit to a customer page asks for ~90 of them; stat, opened and streamed from disk per
 * request (@fastify/static) they cost ~70 ms more of the server's CPU per cold /dashboard load on the 2-core
 * development machine, where the server shares the cores with the browser. Only files that
 * exist are kept, so the memory is bounded by the build (~9 MB with source maps, which load only when asked for).
 * A name that is not a built file answers 404 (not the app's page, which a script tag could not run).
 */
export function serveBuiltAssets(app: FastifyInstance, appDist: string): void {
  const folder = path.join(appDist, "assets");
  const loading = new Map<string, Promise<BuiltAsset | undefined>>();
  const load = (name: string) => {
    let asset = loading.get(name);
    if (!asset) {
      asset = readAsset(folder, name);
      loading.set(name, asset);
      // A miss (or a failed read) is not kept: unknown names must not grow the map.
      const forget = () => loading.delete(name);
      asset.then((found) => found ?? forget(), forget);
    }
    return asset;
  };

  app.get<{ Params: { name: string } }>("/assets/:name", { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const asset = ASSET_NAME.test(name) ? await load(name) : undefined;
    if (!asset) return reply.code(404).send({ message: NOT_FOUND_MESSAGE });
    reply
      .header("content-type", asset.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", asset.etag)
      .header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === asset.etag) return reply.code(304).send();
    const compressed = Object.keys(asset.bodies).filter((key) => key !== "identity") as ContentEncoding[];
    const encoding = preferredEncoding(request.headers["accept-encoding"], compressed);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(asset.bodies[encoding ?? "identity"]);
  });
}

async function readAsset(folder: string, name: string): Promise<BuiltAsset | undefined> {
  const file = path.join(folder, name);
  const identity = await readIfFile(file);
  if (!identity) return undefined;
  const [br, gzip] = await Promise.all([readIfFile(`${file}.br`), readIfFile(`${file}.gz`)]);
  return {
    contentType: CONTENT_TYPES[path.extname(name)] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    bodies: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
  };
}

async function readIfFile(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return undefined;
    throw error;
  }
}
