import { type StaffRole, staffMayAccess } from "@smm/domain";
import { useAdminSession } from "../../lib/session";
import { ADMIN_PAGES, mayOpen } from "../../routeManifest/admin";

/**
 * Whether the sidebar shows `href` to an operator with `role`: a screen the role may open (the route manifest's
 * roles, which are the server's rule), and Child Panels only on the main panel (`mainPanel` is undefined while the
 * settings load; a child panel has none).
 */
export function showsNavItem(role: StaffRole, href: string, mainPanel: boolean | undefined): boolean {
  return mayOpen(role, href) && (mainPanel !== false || href !== ADMIN_PAGES.adminChildPanels.path);
}

/** Where an operator lands after signing in: the dashboard, or the orders for a role that cannot read the figures. */
export function homeScreenOf(role: StaffRole = "owner"): string {
  return mayOpen(role, ADMIN_PAGES.adminDashboard.path) ? "/admin/dashboard" : ADMIN_PAGES.adminOrders.path;
}

/**
 * Whether the signed-in operator's role may read the admin API at `apiPath`. A screen its role opens leaves out the
 * parts that need more (the orders' service and provider filters for a support agent) instead of failing with a 403.
 */
export function useMayRead(apiPath: string): boolean {
  return staffMayAccess(useAdminSession()?.data.role ?? "owner", "GET", apiPath);
}

/** Whether the signed-in operator's role may change what the admin API at `apiPath` holds (finance changes nothing). */
export function useMayChange(apiPath: string): boolean {
  return staffMayAccess(useAdminSession()?.data.role ?? "owner", "POST", apiPath);
}
