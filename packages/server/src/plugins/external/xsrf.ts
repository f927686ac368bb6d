import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../../errors";
import { newToken } from "../../services/tokens";
import { isHttps } from "./security";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The spec's client sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header (double-submit).
 * Sessions travel as bearer tokens, which browsers never attach on their own, so a request without the
 * header is accepted; a header that does not match the cookie is a forged request and is refused.
 */
export default fp(async function xsrf(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (header === undefined) return;
    if (header !== request.cookies[XSRF_COOKIE]) throw new HttpError(419, "CSRF token mismatch.");
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.cookies[XSRF_COOKIE]) return;
    // Secure over HTTPS, so the token never travels in clear; over plain HTTP (development, a LAN) it could not be set.
    reply.setCookie(XSRF_COOKIE, newToken(), { path: "/", sameSite: "lax", httpOnly: false, secure: isHttps(request) });
  });
});
