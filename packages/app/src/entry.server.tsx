import { Writable } from "node:stream";
import type { PanelDocument } from "@smm/domain";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { documentContext, NonceContext } from "./documentContext";

/**
 * What the server (packages/server/src/plugins/app/spa.ts) takes from this build: React Router's request handler
 * and the load context it gives a request, made with the React Router the build runs on (the context is checked
 * with `instanceof`, so it must be this copy's).
 */
export { createRequestHandler } from "react-router";

export function documentLoadContext(panel: PanelDocument, nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(documentContext, { panel, nonce });
  return context;
}

/**
 * Chrome fetches a `<link rel="modulepreload">` (React Router names every script of the page's routes so) at high
 * priority, beside the stylesheet and the font of the first paint; at low priority the scripts follow them, so the
 * page paints before they have arrived (the README has the measurement).
 */
const lowPriorityPreloads = (html: string) =>
  html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/**
 * Renders the whole document before answering (never a streamed shell): the server keeps a public page per panel
 * and sends it again, and every page's slow parts are client loaders, which render their HydrateFallback here.
 * Every inline script React and React Router write carries the nonce the server gave (its Content-Security-Policy
 * allows only those).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { nonce } = loadContext.get(documentContext);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collected = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(lowPriorityPreloads(Buffer.concat(chunks).toString("utf8")), { status, headers }));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        // Scripts only: the policy allows inline styles, and the stylesheet link stays as React Router writes it.
        nonce: { script: nonce },
        onAllReady: () => pipe(collected),
        onShellError: reject,
        onError: (error) => {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
