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

export const STAFF_FORBIDDEN_MESSAGE = "Your role does not allow this.";

/** What every signed-in operator may do to their own account, whatever their role. */
const OWN_ACCOUNT_AREAS = new Set(["me", "logout", "password", "sessions", "two-factor"]);
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
 * but the staff accounts and writes nothing. Everyone manages their own account. An area this rule does not name is
 * closed to support agents, so a new screen is never opened to them by accident.
 */
export function staffMayAccess(role: StaffRole, method: string, path: string): boolean {
  const area = adminArea(path);
  if (OWN_ACCOUNT_AREAS.has(area)) return true;
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

/** A staff account as the owner's Staff screen lists it (GET /admin/staff). */
export interface StaffMember {
  id: number;
  username: string;
  email: string;
  role: StaffRole;
  /** Removed staff keep their name in the audit trail but cannot sign in. */
  disabled: boolean;
  createdAt: string;
}
