import type { AdminDashboard } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const FETCH_ADMIN_DASHBOARD_FAILED_MESSAGE = "Failed to fetch dashboard figures";

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
  };
}
