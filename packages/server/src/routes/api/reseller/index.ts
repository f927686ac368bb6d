import type { FastifyInstance } from "fastify";
import { customerId } from "../../../plugins/app/auth";
import { errorResponses } from "../../schemas";
import apiV2 from "./v2";

export default async function resellerRoutes(app: FastifyInstance) {
  await app.register(apiV2);

  app.get(
    "/api-key",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "Whether the customer has an API key (never the key itself)",
        response: {
          200: {
            type: "object",
            properties: {
              exists: { type: "boolean" },
              last_four: { type: "string" },
              created_at: { type: "string" },
              last_used_at: { type: ["string", "null"] },
            },
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
      preValidation: app.requireCustomer,
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
