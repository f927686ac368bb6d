import { UPDATE_TYPES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { decimal, errorResponses } from "../../schemas";

const updateSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    service: { type: "string" },
    date: { type: "string" },
    updateType: { type: "string" },
    oldPrice: decimal,
    newPrice: decimal,
    change: decimal,
    platform: { type: "string" },
  },
} as const;

export default async function serviceUpdateRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { type?: string; search?: string; page?: number } }>(
    "/service-updates",
    {
      preHandler: app.requireCustomer,
      schema: {
        summary: "Service price updates: filter by type, search by service name or ID, 10 per page",
        querystring: {
          type: "object",
          properties: {
            type: { type: "string", enum: [...UPDATE_TYPES] },
            search: { type: "string", maxLength: 200 },
            page: { type: "integer", minimum: 1, maximum: 100000 },
          },
        },
        response: {
          200: {
            type: "object",
            properties: {
              data: { type: "array", items: updateSchema },
              meta: {
                type: "object",
                properties: {
                  page: { type: "integer" },
                  per_page: { type: "integer" },
                  total: { type: "integer" },
                  last_page: { type: "integer" },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.serviceUpdates.list(request.query),
  );
}
