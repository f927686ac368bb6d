import fs from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import {
  isLegalPage,
  type PanelDocument,
  pageStorefrontOf,
  panelBrandOf,
  panelNameOr,
  publicSettingsOf,
} from "@smm/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { NOT_FOUND_MESSAGE } from "../../errors";
import { siteUrlOf } from "../../site-url";
import { DocumentCache, NONCE_SLOT, type RenderedPage } from "./document-cache";
import {
  allowingNonce,
  loadDocumentRenderer,
  newNonce,
  pathOfPage,
  type RenderDocument,
  serverBuildFile,
  webRequestOf,
} from "./pages";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The app is not built yet</title></head>
<body><h1>The app is not built yet</h1><p>Run <code>pnpm build</code> at the repository root, then restart the server.
The API is already available under <a href="/api/health">/api</a>.</p></body></html>`;

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

/** A response of React Router's handler as the server keeps and sends it. */
async function renderedPage(response: Response): Promise<RenderedPage> {
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "text/html",
    body: await response.text(),
  };
}

/**
 * Serves the React Router build in APP_DIST (packages/app/dist/client) and its server build beside it: `/assets/`
 * and the other public files through @fastify/static (the .br/.gz copies the build wrote, when the browser takes
 * them), and every page rendered by the app's request handler for the panel the request's host names (its brand,
 * storefront and address in the load context; the app never reads the database), kept per panel and path until
 * that panel's document changes. /api paths that match nothing answer a JSON 404, as does a missing asset.
 */
export default fp(async function spa(app: FastifyInstance) {
  const root = app.config.appDist;
  const render: RenderDocument | undefined = fs.existsSync(serverBuildFile(root))
    ? await loadDocumentRenderer(root)
    : undefined;
  if (render) {
    await app.register(fastifyStatic, {
      root: path.join(root, "assets"),
      prefix: "/assets/",
      index: false,
      preCompressed: true,
      ...ASSET_CACHE,
    });
  }
  // Pages are compressed per request (each carries its own nonce), at Brotli's quality 4.
  await app.register(fastifyCompress, { global: false });

  const pages = new DocumentCache();

  /** The panel the request's host names, as the app's document shows it. */
  const panelDocumentOf = async (request: FastifyRequest): Promise<PanelDocument> => {
    const settings = await app.settings.all();
    // A panel not named yet is shown by its host name.
    const brand = panelBrandOf({ ...settings, site_name: panelNameOr(settings.site_name, request.hostname) });
    const storefront = pageStorefrontOf(publicSettingsOf(settings));
    return { brand, storefront, publicUrl: siteUrlOf(request, app.config) };
  };

  /**
   * A page without a query is the same for every visitor of a panel (what depends on the visitor is loaded in the
   * browser), so it is rendered once per panel, path and document and kept with NONCE_SLOT for its nonces.
   */
  const pageFor = async (request: FastifyRequest, render: RenderDocument, panel: PanelDocument) => {
    const url = request.url;
    const keepable = !url.includes("?");
    const document = JSON.stringify(panel);
    const kept = keepable ? pages.get(request.panel.id, url, document) : undefined;
    if (kept) return kept;
    const page = await renderedPage(await render(webRequestOf(request, panel.publicUrl), panel, NONCE_SLOT));
    if (keepable && page.status === 200) pages.set(request.panel.id, url, document, page);
    return page;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!render) return reply.type("text/html").header("cache-control", "no-cache").send(NOT_BUILT_PAGE);
    const panel = await panelDocumentOf(request);
    const page = await pageFor(request, render, panel);
    reply.status(page.status).type(page.type).header("cache-control", "no-cache");
    // A legal page the operator left empty does not exist: the app shows its not-found page, with the status to match.
    const legal = pathOfPage(request.url)?.slice(1) ?? "";
    if (isLegalPage(legal) && panel.storefront.legal_page_list.every((page) => page !== legal)) reply.status(404);
    // Each answer its own nonce: the document's inline scripts carry it, the policy allows only those.
    const nonce = newNonce();
    const policy = String(reply.raw.getHeader("content-security-policy") ?? "");
    if (policy) reply.header("content-security-policy", allowingNonce(policy, nonce));
    return reply.compress(page.body.replaceAll(NONCE_SLOT, nonce));
  };

  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: NOT_FOUND_MESSAGE });

  // Every other GET: a page (or React Router's data request for one), or one of the few other built files (the
  // favicon, the share image).
  app.get("/*", { schema: { hide: true } }, (request, reply) => {
    if (isApi(request)) return notFound(reply);
    const file = (request.url.split("?")[0] ?? "").slice(1);
    const extension = path.extname(file);
    if (!render || extension === "" || extension === ".html" || extension === ".data") return sendPage(request, reply);
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
