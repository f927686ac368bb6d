import type { FastifyInstance } from "fastify";
import { ping } from "../../../db/client";
import { errorResponses } from "../../schemas";

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    "/health",
    {
      schema: {
        summary: "Liveness and database check",
        response: {
          200: {
            type: "object",
            properties: { status: { type: "string" }, database: { type: "string" } },
            required: ["status", "database"],
          },
          503: {
            type: "object",
            properties: { status: { type: "string" }, database: { type: "string" } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.db);
        return { status: "ok", database: "ok" };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", database: "unreachable" });
      }
    },
  );
}
