import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { customerId } from "../../../plugins/app/auth";
import { listTransactions } from "../../../services/transactions";
import { errorResponses, transactionSchema, wholeNumber } from "../../schemas";

export default async function transactionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { limit?: number } }>(
    "/transactions",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "The customer's transactions (a bare array, as the spec's client reads it)",
        querystring: z.object({ limit: wholeNumber(1, 500).optional() }),
        response: { 200: { type: "array", items: transactionSchema }, ...errorResponses },
      },
    },
    async (request) => listTransactions(app.db, customerId(request), request.query.limit),
  );
}
