import type { ForgotPasswordValues } from "@smm/domain";
import { RESET_INVALID_MESSAGE, type ResetPasswordRequest } from "@smm/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { passwordResets, users } from "../db/schema";
import { equalsLowerCase } from "../db/schema/columns";
import { validationError } from "../errors";
import { queueLinkMail } from "./mail/password-links";
import { hashPassword } from "./passwords";
import { revokeOtherSessions } from "./sessions";
import { sha256 } from "./tokens";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent a link to reset the password.";
export { RESET_INVALID_MESSAGE };
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in.";

export class PasswordResetService {
  constructor(private readonly db: Db) {}

  /**
   * Same answer whether or not the account exists. The mail is queued with its link hidden; the link is made when it
   * is delivered (SMTP, or the server log without it).
   */
  async request({ email }: ForgotPasswordValues) {
    const [user] = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(equalsLowerCase(users.emailLower, email))
      .limit(1);
    if (user) {
      await queueLinkMail(this.db, {
        to: user.email,
        subject: "Reset your password",
        purpose: "reset",
        accountId: user.id,
        body: (link) =>
          `Someone asked to reset the password of your account. If it was you, open ${link} within an hour. Otherwise ignore this mail.`,
      });
    }
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /** Single use: the token is spent by a conditional update; every session of the account is revoked. */
  async reset({ token, ...values }: ResetPasswordRequest) {
    const passwordHash = await hashPassword(values.password);
    const done = await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!spent) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
      await revokeOtherSessions(tx, spent.userId);
      return true;
    });
    if (!done) throw validationError({ token: [RESET_INVALID_MESSAGE] });
    return { message: RESET_DONE_MESSAGE };
  }
}
