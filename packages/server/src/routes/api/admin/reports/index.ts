import { ADMIN_REPORT_GROUPINGS, type AdminReportQuery } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { reportCsv, reportCsvName, reportFigures } from "../../../../services/admin/reports";
import { errorResponses } from "../../../schemas";
import { csvDownload, sendCsv } from "../exports";

const decimal = { type: "string", description: "Exact decimal, e.g. 1234.50" } as const;

const reportRowSchema = {
  type: "object",
  properties: {
    key: { type: "string" },
    label: { type: "string" },
    orders: { type: "integer" },
    charged: decimal,
    refunds: decimal,
    revenue: decimal,
    cost: decimal,
    profit: decimal,
  },
  required: ["key", "label", "orders", "charged", "refunds", "revenue", "cost", "profit"],
} as const;

const reportSchema = {
  type: "object",
  properties: {
    currency: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    by: { type: "string", enum: [...ADMIN_REPORT_GROUPINGS] },
    rows: { type: "array", items: reportRowSchema },
    truncated: { type: "boolean" },
    totals: reportRowSchema,
  },
  required: ["currency", "from", "to", "by", "rows", "truncated", "totals"],
} as const;

const day = z.string().max(10).describe("A UTC day, YYYY-MM-DD");
const reportQuery = z.object({ from: day, to: day, by: z.enum(ADMIN_REPORT_GROUPINGS).default("day") });

export default async function reportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminReportQuery }>(
    "/admin/reports",
    {
      schema: {
        summary: "Revenue, refunds, recorded cost and profit of the orders placed in a range of UTC days, grouped",
        querystring: reportQuery,
        response: { 200: reportSchema, ...errorResponses },
      },
    },
    async (request) => reportFigures(app.db, request.query),
  );

  // Under /admin/reports, so the same roles open it as the report (staffMayAccess: owner, admin, finance).
  app.get<{ Querystring: AdminReportQuery }>(
    "/admin/reports/csv",
    {
      schema: {
        ...csvDownload(
          "Report",
          "The report as CSV for the same range and grouping: every row, then the totals, with the margin",
        ),
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const report = await reportFigures(app.db, request.query, { allRows: true });
      return sendCsv(reply, reportCsvName(report), reportCsv(report));
    },
  );
}
