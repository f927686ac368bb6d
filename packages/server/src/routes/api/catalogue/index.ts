import { negotiate } from "@fastify/accept-negotiator";
import { catalogueEndpoints } from "@smm/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CachedAnswer, ContentEncoding } from "../../../services/catalogue-cache";
import { routeOf } from "../../contract";

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` allowed). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === etag);
}

/**
 * A cached catalogue answer: 304 when the browser holds this version already, else the body compressed as the
 * browser accepts. `no-cache` lets browsers keep it but ask each time (one small request while nothing changed).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header("etag", answer.etag).header("cache-control", "public, no-cache").header("vary", "accept-encoding");
  if (matches(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  const encoding = negotiate(String(request.headers["accept-encoding"] ?? ""), ["br", "gzip"]) as
    | ContentEncoding
    | undefined;
  if (encoding) reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(answer.body(encoding));
}

/** Public: the order form's pickers and the /services catalogue need no sign-in. */
/**
 * Public: the order form's pickers and the /services catalogue need no sign-in. The answers are cached bytes (sent as
 * they are, not serialised again); the contract declares their shape for the OpenAPI document and the callers.
 */
export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(catalogueEndpoints.categories),
    handler: async (request, reply) => sendCached(request, reply, await app.catalogue.cachedCategories()),
  });

  app.route({
    ...routeOf(catalogueEndpoints.services),
    handler: async (request, reply) =>
      sendCached(request, reply, await app.catalogue.cachedServices(request.query.category_id)),
  });

  app.route({
    ...routeOf(catalogueEndpoints.catalogue),
    handler: async (request, reply) => sendCached(request, reply, await app.catalogue.cachedCatalogue()),
  });
}
