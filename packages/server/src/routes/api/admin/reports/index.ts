import { type AdminReportQuery, adminReportEndpoints, adminReportQuerySchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { reportCsv, reportCsvName, reportFigures } from "../../../../services/admin/reports";
import { routeOf } from "../../../contract";
import { csvDownload, sendCsv } from "../exports";

export default async function reportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(adminReportEndpoints.report),
    handler: (request) => reportFigures(app.db, request.query),
  });

  // Under /admin/reports, so the same roles open it as the report (staffMayAccess: owner, admin, finance).
  app.get<{ Querystring: AdminReportQuery }>(
    "/admin/reports/csv",
    {
      schema: {
        ...csvDownload(
          "Report",
          "The report as CSV for the same range and grouping: every row, then the totals, with the margin",
        ),
        querystring: adminReportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await reportFigures(app.db, request.query, { allRows: true });
      return sendCsv(reply, reportCsvName(report), reportCsv(report));
    },
  );
}
