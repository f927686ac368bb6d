import type { LoginRequest, RegisterRequest } from "@smm/domain";
import { type AdminLoginValues, LOGIN_MESSAGES } from "@smm/domain";
import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { admins, users } from "../db/schema";
import { equalsLowerCase } from "../db/schema/columns";
import { HttpError, validationError } from "../errors";
import { type Attempt, LoginThrottle, tooManyAttemptsMessage } from "./login-throttle";
import { hashPassword, verifyPassword } from "./passwords";
import { toAdmin, toUser } from "./serializers";
import { createSession } from "./sessions";
import { newReferralCode } from "./tokens";
import type { TwoFactorService } from "./two-factor";
import { readTwoFactorRequirement } from "./two-factor-requirement";

export const INCORRECT_LOGIN_MESSAGE = LOGIN_MESSAGES.passwordPattern;
export const USERNAME_TAKEN = "The username has already been taken.";
export const EMAIL_TAKEN = "The email has already been taken.";

const lower = (value: string) => value.trim().toLowerCase();

/**
 * A sign-in name with an `@` is an e-mail, any other a username (usernames never hold an `@`): so a username chosen
 * to look like someone's e-mail cannot come first and break their sign-in.
 */
const isEmailLogin = (login: string) => login.includes("@");

export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly twoFactor: TwoFactorService,
  ) {
    this.throttle = new LoginThrottle(db);
  }

  /**
   * Counts the attempt (before the password is checked) and checks it: the same answer for an unknown account and
   * a wrong password, in the same time, and the same throttle.
   */
  private async checkPassword<T extends { passwordHash: string }>(
    attempt: Attempt,
    row: T | undefined,
    password: string,
  ): Promise<T> {
    const wait = await this.throttle.begin(attempt);
    if (wait > 0) throw new HttpError(429, tooManyAttemptsMessage(wait));
    const ok = await verifyPassword(row?.passwordHash, password);
    if (!ok || !row) throw new HttpError(401, INCORRECT_LOGIN_MESSAGE);
    await this.throttle.succeeded(attempt);
    return row;
  }

  async login({ login, password, remember = false }: LoginRequest, ip: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(equalsLowerCase(isEmailLogin(login) ? users.emailLower : users.usernameLower, login.trim()))
      .limit(1);
    // One budget per account whichever alias (username or email) was typed.
    const account = row ? `user:${row.id}` : `user-login:${lower(login)}`;
    const user = await this.checkPassword({ account, ip }, row, password);
    if (user.suspended) throw new HttpError(403, "Your account is suspended. Please contact support.");
    const token = await createSession(this.db, { userId: user.id }, remember);
    return { token, user: toUser(user) };
  }

  async register(values: RegisterRequest) {
    const referralCode = values.referral_code;
    await this.ensureUnique(values.username, values.email);
    const passwordHash = await hashPassword(values.password);
    const referrer =
      referralCode !== undefined
        ? (await this.db.select({ id: users.id }).from(users).where(eq(users.referralCode, referralCode)).limit(1))[0]
        : undefined;
    try {
      const [user] = await this.db
        .insert(users)
        .values({
          username: values.username,
          email: values.email,
          firstName: values.first_name,
          lastName: values.last_name,
          passwordHash,
          referralCode: newReferralCode(),
          referredBy: referrer?.id ?? null,
        })
        .returning();
      if (!user) throw new Error("user insert returned nothing");
      const token = await createSession(this.db, { userId: user.id });
      return { token, user: toUser(user) };
    } catch (error) {
      // Two sign-ups racing for one name: the unique index decides, the loser gets the same 422.
      if (isUniqueViolation(error)) await this.ensureUnique(values.username, values.email);
      throw error;
    }
  }

  private async ensureUnique(username: string, email: string): Promise<void> {
    const taken = await this.db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        or(equalsLowerCase(users.usernameLower, username.trim()), equalsLowerCase(users.emailLower, email.trim())),
      );
    const errors: Record<string, string[]> = {};
    if (taken.some((row) => lower(row.username) === lower(username))) errors.username = [USERNAME_TAKEN];
    if (taken.some((row) => lower(row.email) === lower(email))) errors.email = [EMAIL_TAKEN];
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }

  /**
   * `email` is an operator's e-mail or username (a child panel's owner has the one from the order form), told apart
   * as a customer's sign-in name is. Operators may share a username, never an e-mail: the earliest of that name.
   */
  async adminLogin({ email, password }: AdminLoginValues, ip: string, userAgent?: string) {
    const [row] = await this.db
      .select()
      .from(admins)
      .where(equalsLowerCase(isEmailLogin(email) ? admins.emailLower : admins.usernameLower, email))
      .orderBy(asc(admins.id))
      .limit(1);
    const account = row ? `admin:${row.id}` : `admin-login:${lower(email)}`;
    const admin = await this.checkPassword({ account, ip }, row, password);
    if (admin.disabledAt) throw new HttpError(403, STAFF_REMOVED_MESSAGE);
    // With two-factor sign-in on, the password alone gives no session: only a token for the code step.
    if (await this.twoFactor.isOn(admin.id)) return this.twoFactor.startSignIn(admin.id);
    const token = await createSession(this.db, { adminId: admin.id }, false, { ip, userAgent });
    const { required } = await readTwoFactorRequirement(this.db);
    // Said only when it holds, so the answer keeps the spec's shape otherwise.
    return { token, admin: { ...toAdmin(admin), ...(required ? { twoFactorSetupRequired: true } : {}) } };
  }
}

export const STAFF_REMOVED_MESSAGE = "This staff account was removed. Ask the owner to invite you again.";

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}
