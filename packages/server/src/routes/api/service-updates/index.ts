import { UPDATE_TYPES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { customerPageOf, decimal, errorResponses, wholeNumber } from "../../schemas";

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
      preValidation: app.requireCustomer,
      schema: {
        summary: "Service price updates: filter by type, search by service name or ID, 10 per page",
        querystring: z.object({
          type: z.enum(UPDATE_TYPES).optional(),
          search: z.string().max(200).optional(),
          page: wholeNumber(1, 100_000).optional(),
        }),
        response: {
          200: customerPageOf(updateSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => app.serviceUpdates.list(request.query),
  );
}
