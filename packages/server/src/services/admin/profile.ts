import type { ForgotPasswordValues, PasswordChangeValues } from "@smm/domain";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { adminPasswordResets, admins, outboxMail, sessions } from "../../db/schema";
import { equalsLowerCase } from "../../db/schema/columns";
import { notFound, validationError } from "../../errors";
import { CURRENT_PASSWORD_WRONG } from "../account";
import type { ResetPasswordRequest } from "../auth-requests";
import type { PanelUrl } from "../panels/directory";
import { RESET_DONE_MESSAGE, RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from "../password-reset";
import { hashPassword, verifyPassword } from "../passwords";
import { newToken, sha256 } from "../tokens";
import { writeLog } from "./system-log";

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Mails an operator a single-use link to set their password (a reset, or a staff invitation), valid `ttlMs`; only the
 * token's hash is kept.
 */
export async function mailPasswordLink(
  db: Queryable,
  siteUrl: string,
  admin: { id: number; email: string },
  ttlMs: number,
  mail: { subject: string; body: (link: string) => string },
): Promise<void> {
  const token = newToken();
  await db
    .insert(adminPasswordResets)
    .values({ adminId: admin.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) });
  await db.insert(outboxMail).values({
    to: admin.email,
    subject: mail.subject,
    body: mail.body(`${siteUrl}/admin/reset-password?token=${token}`),
  });
}

/** The operator's own password and sessions, and the operator password reset (/admin/forgot-password). */
export class AdminProfileService {
  constructor(
    private readonly db: Db,
    private readonly panelUrl: PanelUrl,
  ) {}

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
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${sessionId}`));
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

  /** Same answer whether or not the operator exists; the link goes to the outbox (and SMTP when configured). */
  async forgotPassword({ email }: ForgotPasswordValues, ip: string) {
    const [admin] = await this.db
      .select({ id: admins.id, email: admins.email })
      .from(admins)
      .where(equalsLowerCase(admins.emailLower, email))
      .limit(1);
    if (admin) {
      const siteUrl = await this.panelUrl();
      await this.db.transaction((tx) =>
        mailPasswordLink(tx, siteUrl, admin, RESET_TTL_MS, {
          subject: "Reset your admin password",
          body: (link) =>
            `Someone asked to reset the password of your admin account. If it was you, open ${link} within an hour. Otherwise ignore this mail.`,
        }),
      );
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
