import { adminListQuery, SYSTEM_LOG_TYPES, type SystemLogQuery } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { listSystemLog } from "../../../../services/admin/logs";
import { errorResponses } from "../../../schemas";
import { pageOf, systemLogSchema } from "../schemas";

const logQuery = adminListQuery(["created_at"], {
  type: z.enum(SYSTEM_LOG_TYPES),
  action: z.string().max(100),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
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
