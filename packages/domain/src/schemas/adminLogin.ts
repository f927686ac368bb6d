import { z } from "zod";
import { ADMIN_LOGIN_MESSAGES as M } from "../messages";
import { requiredSecret, requiredText } from "./rules";

const email = requiredText(M.emailRequired).pipe(z.email(M.emailInvalid));

/** An e-mail, or a username of at least 3 characters (text without "@"). */
const emailOrUsername = requiredText(M.emailRequired).refine(
  (value) => (value.includes("@") ? z.email().safeParse(value).success : value.length >= 3),
  M.emailInvalid,
);

/**
 * Admin sign-in (email trimmed, as the spec's call sends it); the first failing message is shown as an error
 * toast. The `email` field also takes the operator's username: a child panel's owner signs in with the admin
 * username chosen on the child panel order form.
 */
export const adminLoginSchema = z.object({
  email: emailOrUsername,
  password: requiredSecret(M.passwordRequired),
});

export type AdminLoginValues = z.output<typeof adminLoginSchema>;

/** Forgot password (customer and admin): just a valid email. */
export const forgotPasswordSchema = z.object({ email });

export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
