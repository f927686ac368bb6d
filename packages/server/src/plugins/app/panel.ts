import { AsyncResource } from "node:async_hooks";
import { PANEL_TERMS_MESSAGES } from "@smm/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { withPanel } from "../../db/panel-context";
import { PanelDirectory, type PanelEntry } from "../../services/panels/directory";

declare module "fastify" {
  interface FastifyRequest {
    /** The panel the request's host names (PanelDirectory.resolve). */
    panel: PanelEntry;
  }
  interface FastifyInstance {
    panelDirectory: PanelDirectory;
  }
}

export const NO_PANEL_MESSAGE = "There is no panel at this address.";

/** What a suspended or cancelled panel answers its visitors (not its admin area: its owner signs in and reads why). */
export const CLOSED_PANEL_STATUS = 403;

/**
 * What a closed panel still serves: its admin area (pages and API, so the owner signs in and sees why), the public
 * settings its pages start with, the TLS question, the health check and files (assets, favicon).
 */
const OPEN_WHEN_CLOSED = /^\/(?:admin(?:\/|$)|api\/(?:admin|settings|tls|health)(?:\/|$)|assets\/|[^/]+\.[a-z0-9]+$)/i;

function closedPanel(request: FastifyRequest, reply: FastifyReply, status: "suspended" | "cancelled"): void {
  const message = status === "suspended" ? PANEL_TERMS_MESSAGES.suspended : PANEL_TERMS_MESSAGES.cancelled;
  const detail = status === "suspended" ? PANEL_TERMS_MESSAGES.suspendedDetail : PANEL_TERMS_MESSAGES.cancelledDetail;
  if (request.url.startsWith("/api")) {
    reply.code(CLOSED_PANEL_STATUS).send({ message });
    return;
  }
  reply
    .code(CLOSED_PANEL_STATUS)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${message}</title></head>` +
        `<body><main><h1>${message}</h1><p>${detail}</p></main></body></html>`,
    );
}

const scopes = new WeakMap<FastifyRequest, AsyncResource>();

function noPanel(request: FastifyRequest, reply: FastifyReply): void {
  if (request.url.startsWith("/api")) {
    reply.code(404).send({ message: NO_PANEL_MESSAGE });
    return;
  }
  reply
    .code(404)
    .type("text/html; charset=utf-8")
    .send(`<!doctype html><html lang="en"><title>Not found</title><p>${NO_PANEL_MESSAGE}</p></html>`);
}

/**
 * Resolves every request's host to its panel and runs the rest of the request as that panel (db/panel-context.ts):
 * from here on every query sees only that panel's rows. Fastify runs the later hooks after the body is read, from
 * the request stream's events, outside the context this hook entered, so preValidation enters it again (the way
 * @fastify/request-context does); hooks that run after the answer use `asRequestPanel` (services/panels/directory.ts).
 */
export default fp(async function panel(app: FastifyInstance) {
  const directory = new PanelDirectory(app.db, app.config.childPanelBaseDomain, app.config.publicUrl);
  app.decorate("panelDirectory", directory);
  app.decorateRequest("panel", undefined as unknown as PanelEntry);

  app.addHook("onRequest", (request, reply, done) => {
    // request.hostname follows X-Forwarded-Host only from a proxy TRUST_PROXY names, like request.ip.
    directory.resolve(request.hostname).then(
      (panel) => {
        if (!panel) return noPanel(request, reply);
        if (panel.status !== "active" && !OPEN_WHEN_CLOSED.test(request.url.split("?")[0] ?? "")) {
          return closedPanel(request, reply, panel.status);
        }
        request.panel = panel;
        void withPanel(panel.id, () => {
          scopes.set(request, new AsyncResource("panel-request"));
          done();
        });
      },
      (error: unknown) => done(error as Error),
    );
  });
  app.addHook("preValidation", (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done, request.raw);
    else done();
  });
});
