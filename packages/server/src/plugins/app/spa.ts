import fs from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import {
  isDefaultBrand,
  isLegalPage,
  type PageStorefront,
  type PanelBrand,
  pageStorefrontOf,
  panelBrandOf,
  panelNameOr,
  publicSettingsOf,
  showsStorefront,
} from "@smm/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { NOT_FOUND_MESSAGE } from "../../errors";
import { siteUrlOf } from "../../site-url";
import { brandedHtml, pageFile, pageHtml, pathOfPage, SPA_FALLBACK } from "./pages";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The app is not built yet</title></head>
<body><h1>The app is not built yet</h1><p>Run <code>pnpm build</code> at the repository root, then restart the server.
The API is already available under <a href="/api/health">/api</a>.</p></body></html>`;

/**
 * The prerendered pages whose body shows the storefront (the landing's blocks, the footer's legal links). They are
 * sent prerendered, so they paint (and their forms work) before any script runs, with the panel's storefront in a
 * meta tag that the app shows once it has hydrated (packages/app/src/lib/storefront.ts).
 */
const STOREFRONT_PAGES = new Set(["/", "/signup"]);

/** Vite names every file under /assets/ by its content's hash: a browser may keep it for good. */
const ASSET_CACHE = { immutable: true, maxAge: "365d" } as const;

/**
 * `/api` is also a page of the app (the reseller API documentation): a browser asking for HTML gets the app;
 * an API client (JSON) still gets the API's 404.
 */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? "").includes("text/html");
}

const isApi = (request: FastifyRequest) =>
  (request.url === "/api" && !wantsPage(request)) || request.url.startsWith("/api/");

/**
 * Serves the React Router build in APP_DIST (packages/app/dist/client): `/assets/` and the other public files
 * through @fastify/static (the .br/.gz copies the build wrote, when the browser takes them), a prerendered page
 * for its path, and the SPA fallback for every other path, whose client routes (or not-found page) take over.
 * /api paths that match nothing answer a JSON 404, as does a missing asset (a script tag cannot run a page).
 */
export default fp(async function spa(app: FastifyInstance) {
  const root = app.config.appDist;
  const hasApp = fs.existsSync(path.join(root, SPA_FALLBACK));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: path.join(root, "assets"),
      prefix: "/assets/",
      index: false,
      preCompressed: true,
      ...ASSET_CACHE,
    });
  }
  // Pages are compressed per request (they carry the request's path), at Brotli's quality 4.
  await app.register(fastifyCompress, { global: false });

  /**
   * The build's pages show the default brand and no storefront, in their head and in their prerendered body. A panel
   * with a brand of its own gets the SPA fallback (no body yet: the app renders every page with the brand) with its
   * head rewritten, kept per panel until its brand or storefront changes. A storefront alone goes into the prerendered
   * page's head (STOREFRONT_PAGES).
   */
  const brandedPages = new Map<number, { key: string; html: string }>();
  const brandedPage = (panelId: number, brand: PanelBrand, storefront: PageStorefront | undefined) => {
    const key = JSON.stringify([brand, storefront]);
    const kept = brandedPages.get(panelId);
    if (kept?.key === key) return kept.html;
    const html = brandedHtml(fs.readFileSync(path.join(root, SPA_FALLBACK), "utf8"), brand, storefront);
    brandedPages.set(panelId, { key, html });
    return html;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pagePath = pathOfPage(request.url);
    reply.type("text/html").header("cache-control", "no-cache");
    if (!hasApp) return reply.send(NOT_BUILT_PAGE);
    const settings = await app.settings.all();
    // A panel not named yet is shown by its host name.
    const brand = panelBrandOf({ ...settings, site_name: panelNameOr(settings.site_name, request.hostname) });
    const own = isDefaultBrand(brand) ? undefined : brand;
    const shop = pageStorefrontOf(publicSettingsOf(settings));
    const storefront = showsStorefront(shop) ? shop : undefined;
    // A panel's own brand changes the whole page (its name, colours): the app's shell renders it. A storefront is
    // added to the prerendered page.
    const prerendered = () => fs.readFileSync(pageFile(root, pagePath), "utf8");
    const built = own
      ? brandedPage(request.panel.id, brand, storefront)
      : storefront && pagePath !== undefined && STOREFRONT_PAGES.has(pagePath)
        ? brandedHtml(prerendered(), brand, storefront)
        : prerendered();
    // A legal page the operator left empty does not exist: the app shows its not-found page, with the status to match.
    const legal = pagePath?.slice(1) ?? "";
    if (isLegalPage(legal) && settings.legal_pages[legal] === "") reply.status(404);
    const page = pageHtml(built, siteUrlOf(request, app.config), pagePath, own);
    // The framework's inline scripts (its route manifest and hydration data) are allowed by their hashes only.
    const policy = String(reply.raw.getHeader("content-security-policy") ?? "");
    if (policy) reply.header("content-security-policy", page.policy(policy));
    return reply.compress(page.html);
  };

  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: NOT_FOUND_MESSAGE });

  // Every other GET: a page, or one of the few other built files (the favicon, the share image). A page is never
  // sent as a file: it gets the panel's address and the policy for its scripts.
  app.get("/*", { schema: { hide: true } }, (request, reply) => {
    if (isApi(request)) return notFound(reply);
    const file = (request.url.split("?")[0] ?? "").slice(1);
    const extension = path.extname(file);
    if (!hasApp || extension === "" || extension === ".html") return sendPage(request, reply);
    // Not hashed: the browser checks back for a newer one.
    return reply.sendFile(file, root, { immutable: false, maxAge: 0 });
  });

  app.setNotFoundHandler((request, reply) => {
    // A form on a prerendered page submitted before its script ran posts here: what was typed is dropped (not used,
    // logged or put in an address) and the browser is sent back to the page.
    if (request.method === "POST" && !isApi(request)) return reply.redirect(pathOfPage(request.url) ?? "/", 303);
    return notFound(reply);
  });
});
