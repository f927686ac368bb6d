import { z } from "zod";
import { ADMIN_LOGIN_MESSAGES as M } from "../messages";
import { requiredSecret, requiredText } from "./rules";

const email = requiredText(M.emailRequired).pipe(z.email(M.emailInvalid));

/**
 * Admin sign-in (email trimmed, as the spec's call sends it); the first failing message is shown as an error
 * toast. The same rules are the spec's "unused" email + password schema.
 */
export const adminLoginSchema = z.object({
  email,
  password: requiredSecret(M.passwordRequired),
});

export type AdminLoginValues = z.output<typeof adminLoginSchema>;

/** Forgot password (customer and admin): just a valid email. */
export const forgotPasswordSchema = z.object({ email });

export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
