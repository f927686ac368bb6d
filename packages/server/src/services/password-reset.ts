import type { ForgotPasswordValues } from "@smm/domain";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { outboxMail, passwordResets, users } from "../db/schema";
import { equalsLowerCase } from "../db/schema/columns";
import { validationError } from "../errors";
import { RESET_INVALID_MESSAGE, type ResetPasswordRequest } from "./auth-requests";
import type { PanelUrl } from "./panels/directory";
import { hashPassword } from "./passwords";
import { revokeOtherSessions } from "./sessions";
import { newToken, sha256 } from "./tokens";

export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent a link to reset the password.";
export { RESET_INVALID_MESSAGE };
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in.";
const RESET_TTL_MS = 60 * 60 * 1000;

export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly panelUrl: PanelUrl,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Same answer whether or not the account exists; the mail goes to the outbox table and the log. */
  async request({ email }: ForgotPasswordValues) {
    const [user] = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(equalsLowerCase(users.emailLower, email))
      .limit(1);
    if (user) {
      const token = newToken();
      const link = `${await this.panelUrl()}/reset-password?token=${token}`;
      await this.db.transaction(async (tx) => {
        await tx
          .insert(passwordResets)
          .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
        await tx.insert(outboxMail).values({
          to: user.email,
          subject: "Reset your password",
          body: `Someone asked to reset the password of your account. If it was you, open ${link} within an hour. Otherwise ignore this mail.`,
        });
      });
      this.log.info({ to: user.email, link }, "password reset mail queued in outbox_mail");
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
