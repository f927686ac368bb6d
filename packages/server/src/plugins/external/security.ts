import { VIDEO_EMBED_ORIGINS } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Security headers for the API and the app alike: no inline scripts, no framing, HSTS, nosniff. Helmet's middleware
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
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
});

export default fp(async function security(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});
