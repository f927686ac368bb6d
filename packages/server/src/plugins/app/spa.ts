import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { NOT_FOUND_MESSAGE } from "../../errors";

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Premium SMM Services</title></head>
<body><h1>The app is not built yet</h1><p>Run <code>pnpm build</code> at the repository root, then restart the server.
The API is already available under <a href="/api/health">/api</a>.</p></body></html>`;

/**
 * Serves the built app from APP_DIST. Any GET outside /api that matches no file answers index.html so
 * the client router can take over; /api paths that match nothing answer a JSON 404.
 */
export default fp(async function spa(app: FastifyInstance) {
  const root = app.config.appDist;
  const hasApp = fs.existsSync(path.join(root, "index.html"));
  if (hasApp) await app.register(fastifyStatic, { root, wildcard: true, index: ["index.html"] });

  const sendShell = (reply: FastifyReply) =>
    hasApp ? reply.type("text/html").sendFile("index.html") : reply.type("text/html").send(NOT_BUILT_PAGE);

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ message: NOT_FOUND_MESSAGE });
    }
    return sendShell(reply);
  });
});
