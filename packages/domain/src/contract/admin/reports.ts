/**
 * GET /admin/reports: the operator's money over a range of UTC days, from the ledger and the recorded order costs
 * (issue 17, "Money the operator can trust").
 */
import { z } from "zod";
import { ADMIN_REPORT_GROUPINGS } from "../../api/adminReports";
import { decimalText } from "../common";
import { endpoint } from "../endpoint";
import { currencyCode } from "./common";

const day = z.string().max(10).describe("A UTC day, YYYY-MM-DD");
export const adminReportQuerySchema = z.object({
  from: day.describe("First day, YYYY-MM-DD (UTC), inclusive"),
  to: day.describe("Last day, YYYY-MM-DD (UTC), inclusive"),
  by: z.enum(ADMIN_REPORT_GROUPINGS).default("day"),
});
export type AdminReportQuery = z.output<typeof adminReportQuerySchema>;

/** The figures of one day, service, provider or customer (or the totals), in the report's currency. */
export const adminReportRowSchema = z.object({
  key: z
    .string()
    .describe('The day (YYYY-MM-DD) or the id of the service, provider ("" for manual services) or customer'),
  label: z.string(),
  orders: z.number().int(),
  charged: decimalText.describe("What customers were charged for the orders"),
  refunds: decimalText.describe("What was given back to customers on them (Partial, Canceled), whenever it was"),
  revenue: decimalText.describe("charged − refunds"),
  cost: decimalText.describe(
    "The orders' recorded net cost (providers' charges after their refunds; manual services' unit cost)",
  ),
  profit: decimalText.describe("revenue − cost"),
});
export type AdminReportRow = z.output<typeof adminReportRowSchema>;

export const adminReportSchema = z.object({
  currency: currencyCode.describe(
    "The operator's reporting currency (settings' `reporting_currency`) every figure is converted to",
  ),
  from: z.string(),
  to: z.string(),
  by: z.enum(ADMIN_REPORT_GROUPINGS),
  rows: z.array(adminReportRowSchema),
  truncated: z.boolean().describe("More rows exist than were answered (the largest by revenue come first)"),
  totals: adminReportRowSchema,
});
export type AdminReport = z.output<typeof adminReportSchema>;

export const adminReportEndpoints = {
  report: endpoint({
    method: "GET",
    path: "/admin/reports",
    summary: "Revenue, refunds, recorded cost and profit of the orders placed in a range of UTC days, grouped",
    query: adminReportQuerySchema,
    response: adminReportSchema,
  }),
};
