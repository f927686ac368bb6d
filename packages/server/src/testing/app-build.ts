import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { addressOf, brandHead, brandStylesheet, type PanelDocument } from "@smm/domain";

/**
 * A stand-in for the app's build (packages/app/dist): the client folder and a server build whose entry has what the
 * server takes from the real one (packages/app/src/entry.server.tsx). Its document writes the panel it is given the
 * way the app's root Layout does (title, share tags, address tags, brand colours), the panel itself as loader data,
 * an inline script with the nonce, and which render of the page this is (`data-render`): tests see what the server
 * hands the app, whether a kept page was sent, and the policy. The real document is checked by the e2e specs.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&"<>]/g, (character) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[character] ?? "");

let renders = 0;

function documentOf(request: Request, panel: PanelDocument, nonce: string): string {
  const path = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  const head = brandHead(panel.brand);
  const { page, image } = addressOf(panel, path);
  const style = brandStylesheet(panel.brand);
  const loaderData = JSON.stringify({ root: panel }).replaceAll("<", "\\u003c");
  renders += 1;
  return [
    `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}"/>`,
    `<meta property="og:site_name" content="${escapeHtml(head.title)}"/>`,
    `<link rel="icon" href="${escapeHtml(head.icon.href)}"/>`,
    `<link rel="canonical" href="${escapeHtml(page)}"/><meta property="og:url" content="${escapeHtml(page)}"/>`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}"/>` : "",
    style ? `<style>${style}</style>` : "",
    `</head><body><main data-path="${escapeHtml(path)}" data-render="${renders}">${escapeHtml(panel.brand.headline)}</main>`,
    `<script nonce="${nonce}">window.__reactRouterContext = {"loaderData":${loaderData}};</script>`,
    `<script type="module" nonce="${nonce}">import("/assets/entry.client-a1.js");</script></body></html>`,
  ].join("");
}

export const entry = {
  module: {
    documentLoadContext: (panel: PanelDocument, nonce: string) => ({ panel, nonce }),
    createRequestHandler:
      () =>
      async (request: Request, { panel, nonce }: { panel: PanelDocument; nonce: string }) =>
        new Response(documentOf(request, panel, nonce), { headers: { "content-type": "text/html; charset=utf-8" } }),
  },
};

/** The panel document a page was rendered with (its loader data). */
export function panelDocumentIn(html: string): PanelDocument {
  const data = /window\.__reactRouterContext = (\{.*?\});<\/script>/.exec(html)?.[1];
  if (!data) throw new Error("no loader data in the page");
  return (JSON.parse(data) as { loaderData: { root: PanelDocument } }).loaderData.root;
}

/** Which render of its path a page is (the same number twice: the kept page was sent). */
export const renderOf = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);

/**
 * Writes a build folder whose server build is this module, and `client` files (path → content); returns the
 * client folder, for APP_DIST.
 */
export async function writeAppBuild(files: Record<string, string | Buffer> = {}) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "smm-app-build-"));
  const client = path.join(root, "client");
  await fs.mkdir(path.join(root, "server"), { recursive: true });
  await fs.writeFile(
    path.join(root, "server/index.js"),
    `export * from ${JSON.stringify(fileURLToPath(import.meta.url))};\n`,
  );
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(client, file)), { recursive: true });
    await fs.writeFile(path.join(client, file), content);
  }
  await fs.mkdir(client, { recursive: true });
  return { appDist: client, remove: () => fs.rm(root, { recursive: true, force: true }) };
}
