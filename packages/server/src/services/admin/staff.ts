import { type InvitableStaffRole, STAFF_ROLE_LABELS, type StaffInviteValues, type StaffMember } from "@smm/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { admins, sessions } from "../../db/schema";
import { equalsLowerCase } from "../../db/schema/columns";
import { HttpError, notFound, validationError } from "../../errors";
import { queueLinkMail } from "../mail/password-links";
import { hashPassword } from "../passwords";
import type { SettingsService } from "../settings";
import { newToken } from "../tokens";
import { type AuditContext, audit } from "./system-log";

export const OWNER_UNCHANGEABLE_MESSAGE = "The owner's account cannot be changed or removed here.";
export const EMAIL_TAKEN_MESSAGE = "An operator with this email already exists.";

function toStaffMember(row: typeof admins.$inferSelect): StaffMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The owner's staff accounts (`/admin/staff`, owner only by the domain's `staffMayAccess`): invite with a role (they
 * set their own password from a mailed link, so each has their own login), change a role, remove. Every change is
 * audited under the owner's name; each staff member's own actions are audited under theirs.
 */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  async list(): Promise<{ data: StaffMember[] }> {
    const rows = await this.db.select().from(admins).orderBy(asc(admins.id));
    return { data: rows.map(toStaffMember) };
  }

  async invite(context: AuditContext, values: StaffInviteValues): Promise<StaffMember> {
    const passwordHash = await hashPassword(newToken()); // Unusable until they set theirs from the link.
    return this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(equalsLowerCase(admins.emailLower, values.email));
      if (taken) throw validationError({ email: [EMAIL_TAKEN_MESSAGE] });
      const [row] = await tx
        .insert(admins)
        .values({ username: values.username, email: values.email, role: values.role, passwordHash })
        .returning();
      if (!row) throw new Error("inviting wrote no operator");
      const site_name = await this.settings.panelName(tx);
      await queueLinkMail(tx, {
        to: row.email,
        subject: `You are invited to ${site_name}'s admin area`,
        purpose: "admin_invite",
        accountId: row.id,
        body: (link) =>
          `You are invited to ${site_name}'s admin area as ${STAFF_ROLE_LABELS[values.role]}. Accept the invitation and choose your password at ${link} within 7 days, then sign in at /admin/login with this email.`,
      });
      await audit(tx, context, "staff.invite", `admin:${row.id}`, {
        after: { username: row.username, email: row.email, role: row.role },
      });
      return toStaffMember(row);
    });
  }

  async changeRole(context: AuditContext, id: number, role: InvitableStaffRole): Promise<StaffMember> {
    return this.db.transaction(async (tx) => {
      const before = await staffMember(tx, id);
      const [row] = await tx.update(admins).set({ role }).where(eq(admins.id, id)).returning();
      if (!row) throw notFound("Staff member not found");
      await audit(tx, context, "staff.role", `admin:${id}`, { before: { role: before.role }, after: { role } });
      return toStaffMember(row);
    });
  }

  /** Removes a staff member: every session ends at once and they cannot sign in; their name stays in the log. */
  async remove(context: AuditContext, id: number): Promise<StaffMember> {
    return this.db.transaction(async (tx) => {
      await staffMember(tx, id);
      const [row] = await tx
        .update(admins)
        .set({ disabledAt: sql`coalesce(${admins.disabledAt}, now())` })
        .where(eq(admins.id, id))
        .returning();
      if (!row) throw notFound("Staff member not found");
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.adminId, id), isNull(sessions.revokedAt)));
      await audit(tx, context, "staff.remove", `admin:${id}`, {
        before: { disabled: false },
        after: { disabled: true },
      });
      return toStaffMember(row);
    });
  }
}

/** A staff member the owner may change: never the owner's own account. */
async function staffMember(db: Queryable, id: number) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound("Staff member not found");
  if (row.role === "owner") throw new HttpError(403, OWNER_UNCHANGEABLE_MESSAGE);
  return row;
}
