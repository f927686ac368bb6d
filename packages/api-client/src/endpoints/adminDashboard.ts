import type { AdminDashboard, AdminReport, AdminReportQuery } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const FETCH_ADMIN_DASHBOARD_FAILED_MESSAGE = "Failed to fetch dashboard figures";
export const FETCH_ADMIN_REPORT_FAILED_MESSAGE = "Failed to fetch the report";

/** The operator's figures: the dashboard and the reports over a range of days. */
export function adminDashboardCalls(http: Http) {
  return {
    /** GET /admin/dashboard → totals, today's figures and the last 30 days with a per-day series (NGN). */
    get(options?: CallOptions) {
      return http.send<AdminDashboard>(
        { method: "GET", url: "/admin/dashboard", authSession: "admin" },
        FETCH_ADMIN_DASHBOARD_FAILED_MESSAGE,
        options,
      );
    },
    /** GET /admin/reports → orders, charged, refunds, revenue, recorded cost and profit per day/service/provider/customer. */
    report(query: AdminReportQuery, options?: CallOptions) {
      return http.send<AdminReport>(
        { method: "GET", url: "/admin/reports", params: { ...query }, authSession: "admin" },
        FETCH_ADMIN_REPORT_FAILED_MESSAGE,
        options,
      );
    },
  };
}
