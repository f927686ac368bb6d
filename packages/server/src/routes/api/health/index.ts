import { healthEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ping } from "../../../db/client";
import { routeOf } from "../../contract";

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(healthEndpoints.check),
    handler: async (request, reply) => {
      try {
        await ping(app.db);
        return { status: "ok", database: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", database: "unreachable" });
      }
    },
  });
}
