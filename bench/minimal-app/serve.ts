/**
 * Serves the built minimal app as the panel's server serves the app: the document rendered by React Router's request
 * handler, the build's files compressed (brotli, as the server sends its precompressed copies) and cached for good.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";

const buildDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "dist");
const TYPES: Record<string, string> = { ".js": "text/javascript", ".css": "text/css" };

export interface MinimalApp {
  url: string;
  stop(): Promise<void>;
}

export async function startMinimalApp(): Promise<MinimalApp> {
  const build = (await import(pathToFileURL(path.join(buildDirectory, "server/index.js")).href)) as ServerBuild;
  const documents = createRequestListener({ build });
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    if (!pathname.startsWith("/assets/")) return void documents(request, response);
    const file = path.join(buildDirectory, "client", path.normalize(pathname));
    let body = compressed.get(file);
    try {
      body ??= brotliCompressSync(readFileSync(file));
    } catch {
      response.writeHead(404).end();
      return;
    }
    compressed.set(file, body);
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "content-encoding": "br",
      "cache-control": "public, max-age=31536000, immutable",
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
