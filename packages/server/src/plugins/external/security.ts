import { VIDEO_EMBED_ORIGINS } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Whether the browser reached us over HTTPS: the socket's own TLS, or the X-Forwarded-Proto of a proxy TRUST_PROXY
 * names (Fastify reads the header only from such a proxy, see app.ts), so no client can claim it.
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** Helmet's HSTS value, a year with subdomains; sent by hand as it is said over HTTPS only. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Security headers for the API and the app alike: no inline scripts, no framing, HSTS (over HTTPS), nosniff. Helmet's middleware
 * is built once here: @fastify/helmet built it again from these options on every request (about a tenth of a web
 * order's CPU time in node).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Radix set style attributes at run time; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The operator's guide videos (Settings): a poster image and a video file from any https host, a
      // click-to-load embed only from the privacy-friendly players the domain allows.
      imgSrc: ["'self'", "data:", "https:"],
      mediaSrc: ["'self'", "https:"],
      frameSrc: [...VIDEO_EMBED_ORIGINS],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Over plain HTTP the header means nothing to a browser and misstates how the panel is served: see below.
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

export default fp(async function security(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    if (isHttps(request)) reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
