import { forgotPasswordSchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminResetPasswordRequest } from "../../../../services/auth-requests";
import { errorResponses, messageResponse } from "../../../schemas";

/** The operator password reset behind /admin/forgot-password: public (no session), like the customer's. */
export default async function adminPasswordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: 10, timeWindow: "15 minutes" } };
  app.post(
    "/admin/forgot-password",
    {
      config: limit,
      schema: {
        summary: "Mail the operator a reset link (same answer for unknown addresses)",
        body: forgotPasswordSchema,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await app.adminProfile.forgotPassword(request.body, request.ip);
      app.mailWorker.kick(); // the link goes out now, not at the worker's next round
      return answer;
    },
  );

  app.post(
    "/admin/reset-password",
    {
      config: limit,
      schema: {
        summary: "Set a new operator password with the mailed token (single use; every session ends)",
        body: adminResetPasswordRequest,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.adminProfile.resetPassword(request.body, request.ip),
  );
}
