import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PanelDocument } from "@smm/domain";
import type { FastifyRequest } from "fastify";

/** A path of plain segments (none starting with a dot): it can name neither another host nor a file outside the build. */
const PLAIN_PATH = /^(?:\/[\w~%-][\w.~%-]*)*$/;

/**
 * The page a request asks for: its path without the query and trailing slashes (`/` for the home page), or
 * undefined for a path that is not plain (then no page of the build can be meant).
 */
export function pathOfPage(url: string): string | undefined {
  const page = (url.split("?")[0] ?? "").replace(/\/+$/, "");
  if (page === "") return "/";
  return PLAIN_PATH.test(page) ? page : undefined;
}

/** What the server takes from the app's server build (packages/app/src/entry.server.tsx). */
interface AppServerEntry {
  createRequestHandler: (build: unknown, mode?: string) => (request: Request, context: unknown) => Promise<Response>;
  documentLoadContext: (panel: PanelDocument, nonce: string) => unknown;
}

/** Renders a document request for a panel: React Router's response, its inline scripts carrying `nonce`. */
export type RenderDocument = (request: Request, panel: PanelDocument, nonce: string) => Promise<Response>;

/** React Router's server build beside the client build (APP_DIST is its `client` folder). */
export const serverBuildFile = (appDist: string) => path.join(appDist, "..", "server", "index.js");

/** The app's request handler, from its server build (imported at start: the server bundle does not include it). */
export async function loadDocumentRenderer(appDist: string): Promise<RenderDocument> {
  const build = (await import(pathToFileURL(serverBuildFile(appDist)).href)) as { entry: { module: AppServerEntry } };
  const { createRequestHandler, documentLoadContext } = build.entry.module;
  const handle = createRequestHandler(build, "production");
  return (request, panel, nonce) => handle(request, documentLoadContext(panel, nonce));
}

/**
 * The Web Request React Router's handler takes, for a GET (a page has no body), on the panel's own address (a Host
 * header is not trusted to build a URL).
 */
export function webRequestOf(request: FastifyRequest, siteUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url, siteUrl), { method: "GET", headers });
}

/** A fresh nonce for one answer (128 random bits). */
export const newNonce = () => randomBytes(16).toString("base64");

/** `policy` with the nonce added to its script-src: the document's scripts run, no other inline script does. */
export function allowingNonce(policy: string, nonce: string): string {
  return policy
    .split(";")
    .map((directive) => (directive.trim().startsWith("script-src") ? `${directive} 'nonce-${nonce}'` : directive))
    .join(";");
}
