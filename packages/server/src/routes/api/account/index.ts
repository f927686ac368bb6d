import { passwordChangeSchema, profileSchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { decimal, errorResponses, messageResponse, userSchema } from "../../schemas";

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("preValidation", app.requireCustomer);

  app.put(
    "/user",
    {
      schema: {
        summary: "Update first and last name",
        body: profileSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => app.account.updateProfile(customerId(request), request.body),
  );

  app.put(
    "/user/password",
    {
      schema: {
        summary: "Change the password (signs out other sessions)",
        body: passwordChangeSchema,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.account.changePassword(customerId(request), request.principal?.sessionId ?? 0, request.body),
  );

  app.get(
    "/dashboard",
    {
      schema: {
        summary: "Stat cards: balance, total orders, total spent",
        response: {
          200: {
            type: "object",
            properties: {
              username: { type: "string" },
              balance: decimal,
              totalOrders: { type: "integer" },
              totalSpent: decimal,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.account.dashboardStats(customerId(request)),
  );
}
