import formbody from "@fastify/formbody";
import type { FastifyInstance } from "fastify";
import { customerId } from "../../../plugins/app/auth";
import { ResellerApiError } from "../../../services/reseller-api";
import { errorResponses } from "../../schemas";

/** The reseller API answers `{"error": "..."}` (its clients expect that shape), and accepts form posts. */
async function resellerEndpoint(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ResellerApiError) return reply.status(error.statusCode).send({ error: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ error: (error as Error).message });
    request.log.error({ err: error }, "reseller API request failed");
    return reply.status(500).send({ error: "Something went wrong on our side. Please try again." });
  });

  app.post(
    "/v2",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        summary: "Reseller API: key + action = services | add (service, link, quantity) | status (order) | balance",
        body: { type: "object" },
      },
    },
    async (request) => app.resellerApi.handle(request.body as Record<string, unknown>),
  );
}

export default async function resellerRoutes(app: FastifyInstance) {
  await app.register(resellerEndpoint);

  app.get(
    "/api-key",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "Whether the customer has an API key (never the key itself)",
        response: {
          200: {
            type: "object",
            properties: { exists: { type: "boolean" }, last_four: { type: "string" }, created_at: { type: "string" } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.resellerApi.describeKey(customerId(request)),
  );

  app.post(
    "/api-key",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "Create a new API key (replaces the old one; shown once)",
        response: {
          201: { type: "object", properties: { key: { type: "string" }, last_four: { type: "string" } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await app.resellerApi.createKey(customerId(request))),
  );
}
