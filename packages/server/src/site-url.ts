import type { FastifyRequest } from "fastify";
import type { ServerConfig } from "./config";
import { MAIN_PANEL_ID } from "./db/panel-context";

/** A host name or IP address with an optional port: nothing that could break out of an attribute or a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The panel's address as the visitor should see it in links (canonical URL, og:url, og:image, the referral link):
 * a child panel's own address (PanelDirectory.urlOf: never the main panel's); PUBLIC_URL when set; otherwise the
 * address this request was made to, its protocol and host as Fastify reads them (X-Forwarded-Proto and
 * X-Forwarded-Host only from a proxy it trusts, see app.ts's trustProxy). A Host header that is not a host name falls
 * back to the configured default. Mail links never use this: a forged Host must not reach an inbox.
 */
export function siteUrlOf(request: FastifyRequest, config: ServerConfig): string {
  if (request.panel && request.panel.id !== MAIN_PANEL_ID) return request.server.panelDirectory.urlOf(request.panel);
  if (config.publicUrlSet) return config.publicUrl;
  const { protocol, host } = request;
  if ((protocol !== "http" && protocol !== "https") || !HOST.test(host)) return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
