import { SYSTEM_LOG_TYPES, type SystemLogQuery } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { listSystemLog } from "../../../../services/admin/logs";
import { errorResponses } from "../../../schemas";
import { listQuery, pageOf, systemLogSchema } from "../schemas";

const logQuery = listQuery(["created_at"], {
  type: { type: "string", enum: SYSTEM_LOG_TYPES },
  action: { type: "string", maxLength: 100 },
  from: { type: "string", format: "date-time" },
  to: { type: "string", format: "date-time" },
});

/** System logs: the audit trail, security events and job/provider errors. */
export default async function logRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SystemLogQuery }>(
    "/admin/logs",
    {
      schema: {
        summary: "System log entries, newest first, with filters and search",
        querystring: logQuery,
        response: { 200: pageOf(systemLogSchema), ...errorResponses },
      },
    },
    async (request) => listSystemLog(app.db, request.query),
  );
}
