import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { NOT_FOUND_MESSAGE } from "../../errors";
import { siteUrlOf } from "../../site-url";
import { serveBuiltAssets } from "./builtAssets";
import { compressPage } from "./compressPage";
import { modulePreloadTags, PRELOADS_END, prerenderedPageFile } from "./pagePreloads";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Premium SMM Services</title></head>
<body><h1>The app is not built yet</h1><p>Run <code>pnpm build</code> at the repository root, then restart the server.
The API is already available under <a href="/api/health">/api</a>.</p></body></html>`;

/** Written into the app's index.html where the page needs the configured host (canonical, og:url, og:image). */
const PUBLIC_URL_PLACEHOLDER = /__PUBLIC_URL__/g;
/** Written into the app's index.html where the page needs its own path (the canonical URL of this page). */
const PAGE_PATH_PLACEHOLDER = /__PAGE_PATH__/g;
/** Written into the prerendered landing page's footer (© <year>): the year when the page is served, not built. */
const CURRENT_YEAR_PLACEHOLDER = /__CURRENT_YEAR__/g;

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const escapeHtml = (text: string) => text.replace(/[&"<>]/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * `/api` is also a page of the app (the reseller API documentation): a browser asking for HTML gets the app;
 * an API client (JSON) still gets the API's 404.
 */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}

/**
 * Serves the built app from APP_DIST. Any GET outside /api that matches no file answers index.html so
 * the client router can take over; /api paths that match nothing answer a JSON 404.
 */
export default fp(async function spa(app: FastifyInstance) {
  const root = app.config.appDist;
  const indexFile = path.join(root, "index.html");
  // The app's build prerenders `/` into landing.html (the same shell with the page's HTML in it).
  const landingFile = path.join(root, "landing.html");
  const hasApp = fs.existsSync(indexFile);
  // Read per request (it is small) so a rebuild of the app is served without a restart; the configured host is
  // filled in here, which is why the static plugin never serves index.html itself.
  const readShell = (file: string, siteUrl: string) =>
    hasApp ? fs.readFileSync(file, "utf8").replace(PUBLIC_URL_PLACEHOLDER, escapeHtml(siteUrl)) : NOT_BUILT_PAGE;
  // The app's build writes .br and .gz copies of its scripts and styles (packages/app/scripts/precompressAssets.ts):
  // send the one the browser accepts. Its hashed /assets/ are kept in memory; the few other files (favicon, the
  // customer gate script, the Open Graph image) come from disk.
  if (hasApp) {
    serveBuiltAssets(app, root);
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      allowedPath: isAsset,
      preCompressed: true,
    });
  }

  // The canonical URL names the page without its query (sign-up links carry ?ref=).
  const sendShell = (request: FastifyRequest, reply: FastifyReply, file = indexFile) => {
    const pathName = request.url.split("?")[0] ?? "/";
    const pagePath = escapeHtml(pathName);
    const html = readShell(file, siteUrlOf(request, app.config))
      .replace(PRELOADS_END, `${hasApp ? modulePreloadTags(root, pathName) : ""}$&`)
      .replace(PAGE_PATH_PLACEHOLDER, pagePath)
      .replace(CURRENT_YEAR_PLACEHOLDER, String(new Date().getFullYear()));
    return reply
      .type("text/html")
      .header("cache-control", "no-cache")
      .send(compressPage(request, reply, html));
  };

  // The static plugin answers a folder (such as /) with 403 when it may not serve its index.html: / is the app.
  app.get("/", { schema: { hide: true } }, (request, reply) =>
    sendShell(request, reply, fs.existsSync(landingFile) ? landingFile : indexFile),
  );

  app.setNotFoundHandler((request, reply) => {
    const isApi = (request.url === "/api" && !wantsPage(request)) || request.url.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    }
    // A customer page comes with its shell prerendered when the build made one.
    return sendShell(request, reply, prerenderedPageFile(root, request.url.split("?")[0] ?? "/") ?? indexFile);
  });
});

/** Every built file but the pages (prerendered ones included), which carry the placeholders and go through sendShell. */
function isAsset(pathName: string): boolean {
  return pathName !== "/index.html" && pathName !== "/landing.html" && !pathName.startsWith("/prerendered/");
}
