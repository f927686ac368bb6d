/** How GET /admin/reports groups its rows (its query and answer are declared in contract/admin/reports.ts). */
export const ADMIN_REPORT_GROUPINGS = ["day", "service", "provider", "customer"] as const;
export type AdminReportGrouping = (typeof ADMIN_REPORT_GROUPINGS)[number];
