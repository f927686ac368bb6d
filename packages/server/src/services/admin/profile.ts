import type { ResetPasswordRequest } from "@smm/domain";
import { deviceName, type ForgotPasswordValues, type PasswordChangeValues } from "@smm/domain";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminPasswordResets, admins, sessions } from "../../db/schema";
import { equalsLowerCase } from "../../db/schema/columns";
import { notFound, validationError } from "../../errors";
import { CURRENT_PASSWORD_WRONG } from "../account";
import { queueLinkMail } from "../mail/password-links";
import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from "../password-reset";
import { hashPassword, verifyPassword } from "../passwords";
import { revokeOtherAdminSessions } from "../sessions";
import { sha256 } from "../tokens";
import { writeLog } from "./system-log";

export const OTHER_SESSIONS_SIGNED_OUT_MESSAGE = "Your other sessions were signed out.";

/** The operator's own password and sessions, and the operator password reset (/admin/forgot-password). */
export class AdminProfileService {
  constructor(private readonly db: Db) {}

  private async adminRow(adminId: number) {
    const [row] = await this.db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
    if (!row) throw notFound("Admin not found");
    return row;
  }

  /** Other sessions of this operator end; this one stays. */
  async changePassword(adminId: number, sessionId: number, values: PasswordChangeValues, ip: string) {
    const row = await this.adminRow(adminId);
    if (!(await verifyPassword(row.passwordHash, values.current_password))) {
      throw validationError({ current_password: [CURRENT_PASSWORD_WRONG] });
    }
    const passwordHash = await hashPassword(values.password);
    await this.db.transaction(async (tx) => {
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, adminId));
      await revokeOtherAdminSessions(tx, adminId, sessionId);
      await writeLog(tx, {
        type: "security",
        action: "admin.password_changed",
        actor: `admin:${adminId} ${row.email}`,
        target: `admin:${adminId}`,
        message: "Password changed; other sessions signed out",
        ip,
      });
    });
    return { message: "Password changed. Other sessions were signed out." };
  }

  async sessions(adminId: number, currentSessionId: number) {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
    return {
      data: rows.map((row) => ({
        id: row.id,
        current: row.id === currentSessionId,
        remember: row.remember,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        device: deviceName(row.userAgent),
        ip: row.ip,
      })),
    };
  }

  /** Signs out one of the operator's own sessions (another operator's session answers 404). */
  async revokeSession(adminId: number, sessionId: number, ip: string) {
    const [row] = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (!row) throw notFound("Session not found");
    await writeLog(this.db, {
      type: "security",
      action: "admin.session_revoked",
      actor: `admin:${adminId}`,
      target: `session:${sessionId}`,
      ip,
    });
    return { message: "The session was signed out." };
  }

  /** "Sign out other sessions": every session of the operator but this one ends. */
  async revokeOtherSessions(adminId: number, sessionId: number, ip: string) {
    return this.db.transaction(async (tx) => {
      const ended = await revokeOtherAdminSessions(tx, adminId, sessionId);
      await writeLog(tx, {
        type: "security",
        action: "admin.other_sessions_revoked",
        actor: `admin:${adminId}`,
        target: `admin:${adminId}`,
        message: `${ended} other session${ended === 1 ? "" : "s"} signed out`,
        ip,
      });
      return { message: OTHER_SESSIONS_SIGNED_OUT_MESSAGE };
    });
  }

  /** Same answer whether or not the operator exists; the mail is queued with its link hidden (made at delivery). */
  async forgotPassword({ email }: ForgotPasswordValues, ip: string) {
    const [admin] = await this.db
      .select({ id: admins.id, email: admins.email })
      .from(admins)
      .where(equalsLowerCase(admins.emailLower, email))
      .limit(1);
    if (admin) {
      await queueLinkMail(this.db, {
        to: admin.email,
        subject: "Reset your admin password",
        purpose: "admin_reset",
        accountId: admin.id,
        body: (link) =>
          `Someone asked to reset the password of your admin account. If it was you, open ${link} within an hour. Otherwise ignore this mail.`,
      });
    }
    await writeLog(this.db, {
      type: "security",
      action: "admin.password_reset_requested",
      actor: admin ? `admin:${admin.id} ${admin.email}` : "anonymous",
      message: admin ? "Reset link sent" : `No operator has the address ${email}`,
      ip,
    });
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /** Single use, expiring; every session of the operator ends. */
  async resetPassword({ token, ...values }: ResetPasswordRequest, ip: string) {
    const passwordHash = await hashPassword(values.password);
    const adminId = await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(adminPasswordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(adminPasswordResets.tokenHash, sha256(token)),
            isNull(adminPasswordResets.usedAt),
            gt(adminPasswordResets.expiresAt, new Date()),
          ),
        )
        .returning({ adminId: adminPasswordResets.adminId });
      if (!spent) return undefined;
      await tx.update(admins).set({ passwordHash }).where(eq(admins.id, spent.adminId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.adminId, spent.adminId), isNull(sessions.revokedAt)));
      await writeLog(tx, {
        type: "security",
        action: "admin.password_reset",
        actor: `admin:${spent.adminId}`,
        target: `admin:${spent.adminId}`,
        message: "Password reset with an emailed link; every session signed out",
        ip,
      });
      return spent.adminId;
    });
    if (adminId === undefined) throw validationError({ token: [RESET_INVALID_MESSAGE] });
    return { message: RESET_DONE_MESSAGE };
  }
}
