import formbody from "@fastify/formbody";
import { RESELLER_API_ERRORS, resellerRequest } from "@smm/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readTuning } from "../../../config";
import { readIdempotencyKey } from "../../../services/idempotency";
import { IDEMPOTENCY_HONOURED_HEADER } from "../../../services/providers/client";
import { ResellerApiError } from "../../../services/reseller-api";
import { sha256 } from "../../../services/tokens";
import { resellerAnswer, resellerFailure } from "./schemas";

const API_KEY_HEADER = "x-api-key";

/** The request's URL with any `key` in its query string masked, for logs. */
export function redactKey(url: string): string {
  return url.replace(/([?&]key=)[^&#]*/gi, "$1[redacted]");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * preValidation: a multipart body (what PHP's curl sends for an array of fields) becomes its fields as the body,
 * before the rate limiter runs, so multipart clients are limited per key like the others. File parts are drained.
 */
async function readMultipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === "field") fields[part.fieldname] = String(part.value);
    else part.file.resume();
  }
  request.body = fields;
}

/** Query string, then the body (form, JSON or multipart fields) on top, then the header key when no `key` was sent. */
function readParams(request: FastifyRequest): Record<string, unknown> {
  const params: Record<string, unknown> = isRecord(request.query) ? { ...request.query } : {};
  if (isRecord(request.body)) Object.assign(params, request.body);
  const header = request.headers[API_KEY_HEADER];
  if (params.key === undefined && typeof header === "string") params.key = header;
  return params;
}

function keyOf(request: FastifyRequest): string {
  const body = isRecord(request.body) ? request.body : {};
  const query = isRecord(request.query) ? request.query : {};
  const key = body.key ?? query.key ?? request.headers[API_KEY_HEADER];
  // Hashed: the limiter's store must not hold keys either.
  return typeof key === "string" && key ? `key:${sha256(key)}` : `ip:${request.ip}`;
}

/**
 * POST (or GET) /api/v2: every failure answers `{"error": "..."}` with HTTP 200, which is what API v2
 * clients read; only the rate limit (429) and our own crashes (500) use other codes. The key never reaches
 * the logs: the URL is logged with it masked, and bodies are not logged.
 */
export default async function apiV2(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: 256 * 1024 });
  // Calls per key (or per address without a key) and minute: API_V2_RATE_LIMIT, read when the app is built.
  const rateLimit = readTuning().apiV2RateLimit;
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ResellerApiError) return reply.status(200).send({ error: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: (error as Error).message });
    if (status < 500) return reply.status(200).send({ error: RESELLER_API_ERRORS.incorrectRequest });
    request.log.error({ err: error }, "reseller API request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });

  const summary =
    "Reseller API v2: key (or X-Api-Key) + action = services | add | status | balance | refill | refill_status | cancel";
  const shared = {
    url: "/v2",
    config: {
      rateLimit: {
        max: rateLimit,
        timeWindow: "1 minute",
        hook: "preHandler" as const,
        // GET and POST draw on one budget per key.
        groupId: "api-v2",
        keyGenerator: keyOf,
        errorResponseBuilder: (_request: FastifyRequest, context: { max: number }) => ({
          statusCode: 429,
          message: `Too many requests: at most ${context.max} a minute per key`,
        }),
      },
    },
    preValidation: readMultipartFields,
    logSerializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactKey(request.url), id: request.id }),
    },
    // The document describes each action; the API itself reads the merged query and body and answers every
    // problem as HTTP 200 {"error": "..."} in its own words, which its clients expect, so Fastify passes it on.
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // Tells a panel of this software reselling from us that re-sending an `add` with its key is safe.
      reply.header(IDEMPOTENCY_HONOURED_HEADER, "add");
      const params = readParams(request);
      return app.resellerApi.handle(params, readIdempotencyKey(request.headers["idempotency-key"]));
    },
  };
  const consumes = ["application/x-www-form-urlencoded", "application/json", "multipart/form-data"];
  const response = { 200: resellerAnswer, 429: resellerFailure };
  app.route({ ...shared, method: "POST", schema: { summary, consumes, body: resellerRequest, response } });
  app.route({
    ...shared,
    method: "GET",
    schema: { summary: `${summary} (the same fields in the query string)`, response },
  });
}
