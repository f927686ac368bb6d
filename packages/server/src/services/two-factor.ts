import { randomInt } from "node:crypto";
import {
  type AdminRecoveryCodes,
  type AdminTwoFactorLoginValues,
  type AdminTwoFactorSetup,
  type AdminTwoFactorStatus,
  isTotpCode,
  TWO_FACTOR_MESSAGES as M,
  RECOVERY_CODE_COUNT,
  type TwoFactorEnableValues,
} from "@smm/domain";
import { and, count, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db, Queryable } from "../db/client";
import { adminLoginChallenges, adminRecoveryCodes, admins, adminTwoFactor } from "../db/schema";
import { HttpError, notFound, validationError } from "../errors";
import { writeLog } from "./admin/system-log";
import { LoginThrottle, tooManyAttemptsMessage } from "./login-throttle";
import { verifyPassword } from "./passwords";
import { toAdmin } from "./serializers";
import { createSession, revokeOtherAdminSessions } from "./sessions";
import type { SettingsService } from "./settings";
import { newToken, sha256 } from "./tokens";
import type { TwoFactorSecrets } from "./two-factor-secrets";

/** The password step's token is good this long: time to open the authenticator app, not to walk away. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Codes of the step before and after the current one count too (a phone's clock a little off). */
const CLOCK_SKEW_STEPS = 1;
/** Recovery codes: 10 characters without look-alikes (no 0/o, 1/l/i), about 49 random bits each. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function totpOf(secret: string, issuer = "", label = ""): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Recovery codes are random like session tokens, so a SHA-256 is enough and lets one UPDATE spend one. */
const recoveryHash = (normalized: string) => sha256(`recovery:${normalized}`);

const actorOf = (admin: { id: number; email: string }) => `admin:${admin.id} ${admin.email}`;

/**
 * Two-factor sign-in for staff (TOTP by `otpauth`, RFC 6238): setup, confirmation, recovery codes, turning it off,
 * and the code step of the sign-in. Every code check draws on the sign-in throttle's budget for the account.
 */
export class TwoFactorService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly secrets: TwoFactorSecrets,
  ) {
    this.throttle = new LoginThrottle(db);
  }

  private async confirmed(db: Queryable, adminId: number) {
    const [row] = await db
      .select()
      .from(adminTwoFactor)
      .where(and(eq(adminTwoFactor.adminId, adminId), isNotNull(adminTwoFactor.confirmedAt)))
      .limit(1);
    return row;
  }

  private async operator(adminId: number) {
    const [row] = await this.db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
    if (!row) throw notFound("Admin not found");
    return row;
  }

  async isOn(adminId: number): Promise<boolean> {
    return (await this.confirmed(this.db, adminId)) !== undefined;
  }

  async status(adminId: number): Promise<AdminTwoFactorStatus> {
    if (!(await this.isOn(adminId))) return { enabled: false, recoveryCodesLeft: 0 };
    const [left] = await this.db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
    return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
  }

  /** A new secret for the authenticator app; it counts only once a code from the app confirms it. */
  async setup(adminId: number): Promise<AdminTwoFactorSetup> {
    const admin = await this.operator(adminId);
    if (await this.isOn(admin.id)) throw new HttpError(409, M.alreadyOn);
    const secret = new Secret({ size: 20 }).base32;
    const sealed = this.secrets.seal(secret);
    await this.db
      .insert(adminTwoFactor)
      .values({ adminId: admin.id, secret: sealed })
      .onConflictDoUpdate({
        target: adminTwoFactor.adminId,
        set: { secret: sealed, lastStep: null },
        where: isNull(adminTwoFactor.confirmedAt),
      });
    const otpauthUri = totpOf(secret, await this.settings.panelName(), admin.email).toString();
    const svg = await QRCode.toString(otpauthUri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  }

  /**
   * Confirms the setup with the password again and a current code: two-factor sign-in is on, and the recovery codes
   * are shown once. The password keeps a stolen session from turning it on with the thief's authenticator.
   */
  /** Turns it on from the session `sessionId`; every other session of the operator ends (#36). */
  async enable(
    adminId: number,
    sessionId: number,
    { password, code }: TwoFactorEnableValues,
    ip: string,
  ): Promise<AdminRecoveryCodes> {
    const admin = await this.operator(adminId);
    await this.checkPassword(admin, password, ip);
    const recoveryCodes = await this.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(adminTwoFactor)
        .where(eq(adminTwoFactor.adminId, admin.id))
        .for("update")
        .limit(1);
      if (pending?.confirmedAt) throw new HttpError(409, M.alreadyOn);
      if (!pending) throw validationError({ code: [M.setupFirst] });
      const step = this.acceptedStep(await this.readSecret(tx, pending), code);
      if (step === undefined) throw validationError({ code: [M.codeWrong] });
      await tx
        .update(adminTwoFactor)
        .set({ confirmedAt: new Date(), lastStep: step })
        .where(eq(adminTwoFactor.adminId, admin.id));
      const recoveryCodes = await this.replaceRecoveryCodes(tx, admin.id);
      // A session opened with the password alone (perhaps by whoever made two-factor needed) ends now.
      await revokeOtherAdminSessions(tx, admin.id, sessionId);
      await writeLog(tx, {
        type: "security",
        action: "admin.two_factor_enabled",
        actor: actorOf(admin),
        target: `admin:${admin.id}`,
        message: "Two-factor sign-in turned on; other sessions signed out",
        ip,
      });
      return recoveryCodes;
    });
    await this.throttle.succeeded({ account: `admin:${admin.id}`, ip });
    return { recoveryCodes };
  }

  /** A new set of recovery codes (the old ones stop working), confirmed with a current code. */
  async regenerateRecoveryCodes(adminId: number, code: string, ip: string) {
    const admin = await this.operator(adminId);
    await this.checkCode(admin.id, code, ip, () => validationError({ code: [M.codeWrong] }));
    return this.db.transaction(async (tx) => {
      const recoveryCodes = await this.replaceRecoveryCodes(tx, admin.id);
      await writeLog(tx, {
        type: "security",
        action: "admin.recovery_codes_replaced",
        actor: actorOf(admin),
        target: `admin:${admin.id}`,
        message: "New recovery codes; the old ones stopped working",
        ip,
      });
      return { recoveryCodes };
    });
  }

  /** Off, confirmed with a current code (or a recovery code) or the account's password. */
  async disable(adminId: number, proof: { code?: string; password?: string }, ip: string) {
    const admin = await this.operator(adminId);
    if (!(await this.isOn(admin.id))) throw new HttpError(409, M.notOn);
    if (proof.code !== undefined) {
      await this.checkCode(admin.id, proof.code, ip, () => validationError({ code: [M.codeWrong] }));
    } else {
      await this.checkPassword(admin, proof.password ?? "", ip);
      await this.throttle.succeeded({ account: `admin:${admin.id}`, ip });
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
      await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.adminId, admin.id));
      await writeLog(tx, {
        type: "security",
        action: "admin.two_factor_disabled",
        actor: actorOf(admin),
        target: `admin:${admin.id}`,
        message: "Two-factor sign-in turned off",
        ip,
      });
    });
    return { message: M.disabled };
  }

  /** The password was right and the operator has two-factor sign-in on: a token for the code step, no session. */
  async startSignIn(adminId: number): Promise<{ two_factor_token: string }> {
    const token = newToken();
    // Old challenges go as new ones come: the table holds the last few minutes' sign-ins, not all.
    await this.db.delete(adminLoginChallenges).where(lt(adminLoginChallenges.expiresAt, new Date()));
    await this.db
      .insert(adminLoginChallenges)
      .values({ adminId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
    return { two_factor_token: token };
  }

  /** The code step: a right code (or an unused recovery code) for a live challenge gives the session. */
  async completeSignIn({ two_factor_token, code }: AdminTwoFactorLoginValues, ip: string, userAgent?: string) {
    const live = and(
      eq(adminLoginChallenges.tokenHash, sha256(two_factor_token)),
      isNull(adminLoginChallenges.usedAt),
      gt(adminLoginChallenges.expiresAt, new Date()),
    );
    const [challenge] = await this.db.select().from(adminLoginChallenges).where(live).limit(1);
    if (!challenge) throw new HttpError(401, M.challengeExpired);
    const [admin] = await this.db.select().from(admins).where(eq(admins.id, challenge.adminId)).limit(1);
    if (!admin || admin.disabledAt) throw new HttpError(401, M.challengeExpired);
    await this.checkCode(admin.id, code, ip, () => new HttpError(401, M.codeWrong), actorOf(admin));
    return this.db.transaction(async (tx) => {
      // Spent once: two requests racing with one token cannot both get a session.
      const [spent] = await tx
        .update(adminLoginChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(adminLoginChallenges.id, challenge.id), isNull(adminLoginChallenges.usedAt)))
        .returning({ id: adminLoginChallenges.id });
      if (!spent) throw new HttpError(401, M.challengeExpired);
      const token = await createSession(tx, { adminId: admin.id }, false, { ip, userAgent });
      await writeLog(tx, {
        type: "security",
        action: "admin.login_two_factor",
        actor: actorOf(admin),
        target: `admin:${admin.id}`,
        message: isTotpCode(code) ? "Signed in with an authenticator code" : "Signed in with a recovery code",
        ip,
      });
      return { token, admin: toAdmin(admin) };
    });
  }

  private async begin(adminId: number, ip: string): Promise<void> {
    const wait = await this.throttle.begin({ account: `admin:${adminId}`, ip });
    if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait));
  }

  /**
   * Counts the attempt on the sign-in throttle (the caller gives it back once the whole proof is right), then checks
   * the account's password. A wrong one is logged and refused on the `password` field.
   */
  private async checkPassword(admin: typeof admins.$inferSelect, password: string, ip: string): Promise<void> {
    await this.begin(admin.id, ip);
    if (await verifyPassword(admin.passwordHash, password)) return;
    await this.logFailure(admin.id, actorOf(admin), ip, "failed: wrong password");
    throw validationError({ password: [M.passwordWrong] });
  }

  private async logFailure(adminId: number, actor: string, ip: string, message: string): Promise<void> {
    await writeLog(this.db, {
      type: "security",
      action: "admin.two_factor_failed",
      actor,
      target: `admin:${adminId}`,
      message,
      ip,
    });
  }

  /**
   * Counts the attempt on the sign-in throttle, then accepts a current authenticator code (once: its step must be
   * newer than the last accepted) or spends an unused recovery code. A wrong code is logged and throws `refusal()`.
   */
  private async checkCode(
    adminId: number,
    code: string,
    ip: string,
    refusal: () => Error,
    actor = `admin:${adminId}`,
  ): Promise<void> {
    await this.begin(adminId, ip);
    const ok = isTotpCode(code) ? await this.spendTotp(adminId, code) : await this.spendRecoveryCode(adminId, code);
    if (!ok) {
      await this.logFailure(adminId, actor, ip, "failed: wrong or reused two-factor code");
      throw refusal();
    }
    await this.throttle.succeeded({ account: `admin:${adminId}`, ip });
  }

  /**
   * The row's secret in the clear, for checking a code. One stored in plain text before secrets were encrypted is
   * sealed now, on its first use. Undefined when this key cannot open it (no code is then right).
   */
  private async readSecret(db: Queryable, row: typeof adminTwoFactor.$inferSelect): Promise<string | undefined> {
    const opened = this.secrets.open(row.secret);
    if (opened?.plain) {
      await db
        .update(adminTwoFactor)
        .set({ secret: this.secrets.seal(opened.secret) })
        .where(and(eq(adminTwoFactor.adminId, row.adminId), eq(adminTwoFactor.secret, row.secret)));
    }
    return opened?.secret;
  }

  /** The time step `code` belongs to (now ± CLOCK_SKEW_STEPS), if it is right for `secret`. */
  private acceptedStep(secret: string | undefined, code: string): number | undefined {
    if (secret === undefined) return undefined;
    const totp = totpOf(secret);
    const delta = totp.validate({ token: code, window: CLOCK_SKEW_STEPS });
    return delta === null ? undefined : totp.counter() + delta;
  }

  private async spendTotp(adminId: number, code: string): Promise<boolean> {
    const row = await this.confirmed(this.db, adminId);
    if (!row) return false;
    const step = this.acceptedStep(await this.readSecret(this.db, row), code);
    if (step === undefined) return false;
    // One conditional UPDATE: of two requests with one code, only one moves the step on.
    const [moved] = await this.db
      .update(adminTwoFactor)
      .set({ lastStep: step })
      .where(
        and(
          eq(adminTwoFactor.adminId, adminId),
          or(isNull(adminTwoFactor.lastStep), lt(adminTwoFactor.lastStep, step)),
        ),
      )
      .returning({ adminId: adminTwoFactor.adminId });
    return moved !== undefined;
  }

  private async spendRecoveryCode(adminId: number, code: string): Promise<boolean> {
    if (!(await this.isOn(adminId))) return false;
    const [spent] = await this.db
      .update(adminRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, adminId),
          eq(adminRecoveryCodes.codeHash, recoveryHash(code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return spent !== undefined;
  }

  private async replaceRecoveryCodes(tx: Queryable, adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((code) => ({ adminId, codeHash: recoveryHash(code.replace("-", "")) })));
    return codes;
  }
}
