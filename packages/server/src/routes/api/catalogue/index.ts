import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { CachedAnswer, ContentEncoding } from "../../../services/catalogue-cache";
import { categorySchema, decimal, errorResponses, rowId, serviceSchema } from "../../schemas";

const catalogueItem = {
  type: "object",
  properties: {
    id: { type: "integer" },
    platform: { type: "string" },
    categoryId: { type: "integer" },
    category: { type: "string" },
    title: { type: "string" },
    description: { type: "string" },
    features: { type: "array", items: { type: "string" } },
    price: decimal,
    minOrder: { type: "integer" },
    maxOrder: { type: "integer" },
    deliveryTime: { type: "string" },
    isNew: { type: "boolean" },
    isRecommended: { type: "boolean" },
    refill: { type: "boolean" },
    cancel: { type: "boolean" },
    /** The API v2 type: "Package" is priced per package, the others per 1000. */
    type: { type: "string" },
    /** How often it was ordered, as of the last hourly publication. */
    orderCount: { type: "integer" },
  },
} as const;

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
export default async function catalogueRoutes(app: FastifyInstance) {
  app.get(
    "/categories",
    {
      schema: {
        summary: "Service categories",
        response: {
          200: { type: "object", properties: { data: { type: "array", items: categorySchema } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalogue.cachedCategories()),
  );

  app.get<{ Querystring: { category_id?: number } }>(
    "/services",
    {
      schema: {
        summary: "Services, optionally of one category",
        querystring: z.object({ category_id: rowId.optional() }),
        response: {
          200: { type: "object", properties: { data: { type: "array", items: serviceSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalogue.cachedServices(request.query.category_id)),
  );

  app.get(
    "/catalogue",
    {
      schema: {
        summary:
          "The services catalogue: platforms and every service with flags, features and popularity (ETag, compressed)",
        response: {
          200: {
            type: "object",
            properties: {
              platforms: {
                type: "array",
                items: {
                  type: "object",
                  properties: { id: { type: "string" }, name: { type: "string" }, icon: { type: "string" } },
                },
              },
              services: { type: "array", items: catalogueItem },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalogue.cachedCatalogue()),
  );
}
