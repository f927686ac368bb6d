import { ADMIN_ROLE_LABEL } from "./constants";

/**
 * Staff accounts of the admin area and THE rule of what each role may reach. The server authorizes every
 * /api/admin request with `staffMayAccess` (one hook, not a check per route); the app hides what a role cannot open.
 */
export const STAFF_ROLES = ["owner", "admin", "support", "finance"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles the owner can give (there is one owner: the account the panel started with). */
export const INVITABLE_STAFF_ROLES = ["admin", "support", "finance"] as const satisfies readonly StaffRole[];
export type InvitableStaffRole = (typeof INVITABLE_STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  admin: "Administrator",
  support: "Support agent",
  finance: "Finance (read-only)",
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, and the staff accounts.",
  admin: "Everything but the staff accounts.",
  support: "Tickets and orders only (with refill and cancel requests).",
  finance: "Reads every figure and list; changes nothing.",
};

/**
 * The role name the admin header shows under the operator's name: the owner keeps the spec's "System
 * Administrator"; every other role its own name, so a support agent is not told they administer the system.
 */
export function staffHeaderLabel(role: StaffRole): string {
  return role === "owner" ? ADMIN_ROLE_LABEL : STAFF_ROLE_LABELS[role];
}

export const STAFF_FORBIDDEN_MESSAGE = "Your role does not allow this.";

/** What every signed-in operator may do to their own account, whatever their role. */
const OWN_ACCOUNT_AREAS = new Set(["me", "logout", "password", "sessions", "two-factor"]);
/** What the admin shell reads on every screen (the sidebar's status line, a child panel's standing): any role. */
const SHELL_READ_AREAS = new Set(["system-status", "panel-standing"]);
/** The staff accounts: the owner's only. */
const STAFF_AREA = "staff";
const SUPPORT_AREAS = new Set(["orders", "requests", "tickets"]);

/** The admin area a route belongs to: "/api/admin/users/:id/funds" and "/admin/users" → "users". */
export function adminArea(path: string): string {
  const match = /^(?:\/api)?\/admin\/([^/?#]+)/.exec(path);
  return match?.[1] ?? "";
}

/**
 * Whether `role` may call `method` on the admin route `path` (its pattern, "/api/admin/users/:id"): owners
 * everything; admins everything but the staff accounts; support agents tickets and orders; finance reads everything
 * but the staff accounts and writes nothing. Everyone manages their own account and reads what the shell shows. An area this rule does not name is
 * closed to support agents, so a new screen is never opened to them by accident.
 */
export function staffMayAccess(role: StaffRole, method: string, path: string): boolean {
  const area = adminArea(path);
  if (OWN_ACCOUNT_AREAS.has(area)) return true;
  if (SHELL_READ_AREAS.has(area) && (method === "GET" || method === "HEAD")) return true;
  switch (role) {
    case "owner":
      return true;
    case "admin":
      return area !== STAFF_AREA;
    case "support":
      return SUPPORT_AREAS.has(area);
    case "finance":
      return area !== STAFF_AREA && (method === "GET" || method === "HEAD");
  }
}

/** What the admin shell reads around every screen: the operator, the sidebar's status line, the panel's standing. */
export const ADMIN_SHELL_READS = ["/api/admin/me", "/api/admin/system-status", "/api/admin/panel-standing"] as const;

/**
 * The reads each sidebar screen makes when it opens, its own area first: the sidebar shows a screen's link to a
 * role that may make that first read, and a test signs in with every role and makes every read of every screen its
 * sidebar shows. A read a screen leaves out for a role that may not make it (the orders' service and provider
 * filters for a support agent) is not listed.
 */
export const ADMIN_SCREEN_READS: Readonly<Record<string, readonly string[]>> = {
  "/admin": ["/api/admin/dashboard", "/api/admin/launch-checklist"],
  // Reports opens on a range of days (the last thirty by default).
  "/admin/reports": ["/api/admin/reports?from=2026-01-01&to=2026-01-30"],
  "/admin/add-services": ["/api/admin/services", "/api/admin/categories"],
  "/admin/show-services": ["/api/admin/services", "/api/admin/categories"],
  "/admin/add-category": ["/api/admin/categories"],
  "/admin/show-categories": ["/api/admin/categories"],
  "/admin/add-provider": ["/api/admin/providers"],
  "/admin/api-providers": ["/api/admin/providers", "/api/admin/logs"],
  "/admin/orders": ["/api/admin/orders"],
  "/admin/attention": ["/api/admin/attention", "/api/admin/providers"],
  "/admin/requests": ["/api/admin/requests"],
  "/admin/deposits": ["/api/admin/deposits"],
  "/admin/users": ["/api/admin/users"],
  "/admin/send-mail": ["/api/admin/mail/jobs", "/api/admin/mail/outbox"],
  "/admin/support": ["/api/admin/tickets"],
  "/admin/child-panels": ["/api/admin/child-panels"],
  "/admin/system-logs": ["/api/admin/logs"],
  "/admin/settings": ["/api/admin/settings", "/api/admin/payment-gateways"],
  "/admin/staff": ["/api/admin/staff", "/api/admin/staff/two-factor"],
  "/admin/profile": ["/api/admin/sessions", "/api/admin/two-factor"],
};

/** Whether an operator with `role` may open the admin screen `href`: the server's rule on the screen's own read. */
export function canOpenScreen(role: StaffRole, href: string): boolean {
  return staffMayAccess(role, "GET", ADMIN_SCREEN_READS[href]?.[0] ?? `/api${href}`);
}
