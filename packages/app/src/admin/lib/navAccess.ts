import { type StaffRole, staffMayAccess } from "@smm/domain";

/** The API area each sidebar link's screen reads, so the sidebar asks the same rule the server enforces. */
const SCREEN_API_PATHS: Record<string, string> = {
  "/admin": "/api/admin/dashboard",
  "/admin/add-services": "/api/admin/services",
  "/admin/show-services": "/api/admin/services",
  "/admin/add-category": "/api/admin/categories",
  "/admin/show-categories": "/api/admin/categories",
  "/admin/add-provider": "/api/admin/providers",
  "/admin/api-providers": "/api/admin/providers",
  "/admin/support": "/api/admin/tickets",
  "/admin/send-mail": "/api/admin/mail",
  "/admin/system-logs": "/api/admin/logs",
};

/** Whether an operator with `role` may open the admin screen `href` (the domain's `staffMayAccess`). */
export function canOpenScreen(role: StaffRole, href: string): boolean {
  return staffMayAccess(role, "GET", SCREEN_API_PATHS[href] ?? `/api${href}`);
}

/** Where an operator lands after signing in: the dashboard, or the orders for a role that cannot read the figures. */
export function homeScreenOf(role: StaffRole = "owner"): string {
  return canOpenScreen(role, "/admin") ? "/admin/dashboard" : "/admin/orders";
}
