import type {
  AdminReportQuery,
  adminDashboardEndpoints,
  adminReportEndpoints,
  LaunchChecklist,
  ResponseOf,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { DownloadedFile } from "../types/responses";
import { adminListParams } from "./adminQuery";

export const FETCH_ADMIN_DASHBOARD_FAILED_MESSAGE = "Failed to fetch dashboard figures";
export const FETCH_LAUNCH_CHECKLIST_FAILED_MESSAGE = "Failed to load the launch checklist";
export const FETCH_ADMIN_REPORT_FAILED_MESSAGE = "Failed to fetch the report";
export const ADMIN_EXPORT_FAILED_MESSAGE = "Failed to export the list";

/** The lists the server exports as CSV (GET /admin/exports/<list>.csv). */
export type AdminExportList = "orders" | "users" | "payments" | "ledger";

/** The operator's figures: the dashboard, the reports over a range of days and the lists as CSV. */
export function adminDashboardCalls(http: Http) {
  return {
    /** GET /admin/dashboard → totals, today's figures and the last 30 days with a per-day series (NGN). */
    get(options?: CallOptions) {
      return http.send<ResponseOf<typeof adminDashboardEndpoints.figures>>(
        { method: "GET", url: "/admin/dashboard", authSession: "admin" },
        FETCH_ADMIN_DASHBOARD_FAILED_MESSAGE,
        options,
      );
    },
    /** GET /admin/launch-checklist → each step a new panel still lacks before it takes money, and whether all are done. */
    launchChecklist(options?: CallOptions) {
      return http.send<LaunchChecklist>(
        { method: "GET", url: "/admin/launch-checklist", authSession: "admin" },
        FETCH_LAUNCH_CHECKLIST_FAILED_MESSAGE,
        options,
      );
    },
    /** GET /admin/reports → orders, charged, refunds, revenue, recorded cost and profit per day/service/provider/customer. */
    report(query: AdminReportQuery, options?: CallOptions) {
      return http.send<ResponseOf<typeof adminReportEndpoints.report>>(
        { method: "GET", url: "/admin/reports", params: { ...query }, authSession: "admin" },
        FETCH_ADMIN_REPORT_FAILED_MESSAGE,
        options,
      );
    },
    /**
     * GET /admin/reports/csv for the same range and grouping as `report` → the file (every row, then the totals),
     * named as the server names it.
     */
    async reportCsv(query: AdminReportQuery, options?: CallOptions): Promise<DownloadedFile> {
      const data = await http.send<Blob>(
        { method: "GET", url: "/admin/reports/csv", params: { ...query }, responseType: "blob", authSession: "admin" },
        ADMIN_EXPORT_FAILED_MESSAGE,
        options,
      );
      return { blob: data, filename: `report-by-${query.by}-${query.from}-to-${query.to}.csv` };
    },
    /**
     * GET /admin/exports/<list>.csv for the list's filters on screen (page and sort are ignored) → the file. It
     * needs the bearer token, so no plain link; the server streams it, the browser keeps it as a Blob to save.
     */
    async exportCsv(list: AdminExportList, params: object, options?: CallOptions): Promise<DownloadedFile> {
      const data = await http.send<Blob>(
        {
          method: "GET",
          url: `/admin/exports/${list}.csv`,
          params: adminListParams(params),
          responseType: "blob",
          authSession: "admin",
        },
        ADMIN_EXPORT_FAILED_MESSAGE,
        options,
      );
      return { blob: data, filename: `${list}.csv` };
    },
  };
}
