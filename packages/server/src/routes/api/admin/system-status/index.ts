import type { FastifyInstance } from "fastify";
import { systemStatus } from "../../../../services/admin/system-status";
import { errorResponses } from "../../../schemas";

const statusSchema = {
  type: "object",
  properties: {
    state: { type: "string", enum: ["operational", "degraded", "down"] },
    problems: {
      type: "array",
      items: {
        type: "object",
        properties: { kind: { type: "string", enum: ["database", "jobs", "provider"] }, message: { type: "string" } },
        required: ["kind", "message"],
      },
    },
  },
  required: ["state", "problems"],
} as const;

/** The admin sidebar's status line: the database, failing jobs, unhealthy providers. */
export default async function systemStatusRoutes(app: FastifyInstance) {
  app.get(
    "/admin/system-status",
    {
      schema: {
        summary: "The panel's state: database, background jobs and providers (admin only)",
        response: { 200: statusSchema, ...errorResponses },
      },
    },
    async () => systemStatus(app.db),
  );
}
