import { transactionEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { listTransactions } from "../../../services/transactions";
import { routeOf } from "../../contract";

export default async function transactionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(transactionEndpoints.list),
    preValidation: app.requireCustomer,
    handler: (request) => listTransactions(app.db, customerId(request), request.query.limit),
  });
}
