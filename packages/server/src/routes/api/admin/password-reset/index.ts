import { adminProfileEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { routeOf } from "../../../contract";

/** The operator password reset behind /admin/forgot-password: public (no session), like the customer's. */
export default async function adminPasswordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = { rateLimit: { max: 10, timeWindow: "15 minutes" } };
  app.route({
    ...routeOf(adminProfileEndpoints.forgotPassword),
    config: limit,
    handler: async (request) => {
      const answer = await app.adminProfile.forgotPassword(request.body, request.ip);
      app.mailWorker.kick(); // the link goes out now, not at the worker's next round
      return answer;
    },
  });

  app.route({
    ...routeOf(adminProfileEndpoints.resetPassword),
    config: limit,
    handler: async (request) => app.adminProfile.resetPassword(request.body, request.ip),
  });
}
