/**
 * GET /admin/reports: the operator's money over a range of UTC days, from the ledger and the recorded order costs
 * (issue 17, "Money the operator can trust").
 */
import type { CurrencyCode } from "../money/currencies";
import type { DecimalString } from "./types";

export const ADMIN_REPORT_GROUPINGS = ["day", "service", "provider", "customer"] as const;
export type AdminReportGrouping = (typeof ADMIN_REPORT_GROUPINGS)[number];

export interface AdminReportQuery {
  /** First day, YYYY-MM-DD (UTC), inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string;
  by: AdminReportGrouping;
}

/** The figures of one day, service, provider or customer (or the totals), in the report's currency. */
export interface AdminReportRow {
  /** The day (YYYY-MM-DD) or the id of the service, provider ("" for manual services) or customer. */
  key: string;
  label: string;
  orders: number;
  /** What customers were charged for the orders. */
  charged: DecimalString;
  /** What was given back to customers on them (Partial, Canceled), whenever it was. */
  refunds: DecimalString;
  /** charged − refunds. */
  revenue: DecimalString;
  /** The orders' recorded net cost (providers' charges after their refunds; manual services' unit cost). */
  cost: DecimalString;
  /** revenue − cost. */
  profit: DecimalString;
}

export interface AdminReport {
  /** The operator's reporting currency (settings' `reporting_currency`) every figure is converted to. */
  currency: CurrencyCode;
  from: string;
  to: string;
  by: AdminReportGrouping;
  rows: AdminReportRow[];
  /** More rows exist than were answered (the largest by revenue come first). */
  truncated: boolean;
  totals: AdminReportRow;
}
