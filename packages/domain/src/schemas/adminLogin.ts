import { type InferType, object, string } from "yup";
import { ADMIN_LOGIN_MESSAGES as M } from "../messages";

/**
 * Admin sign-in (email trimmed, as the spec's call sends it); the first failing message is shown as an error
 * toast. The same rules are the spec's "unused" email + password schema.
 */
export const adminLoginSchema = object({
  email: string().trim().required(M.emailRequired).email(M.emailInvalid),
  password: string().required(M.passwordRequired),
});

export type AdminLoginValues = InferType<typeof adminLoginSchema>;

/** Forgot password (customer and admin): just a valid email. */
export const forgotPasswordSchema = object({
  email: string().trim().required(M.emailRequired).email(M.emailInvalid),
});

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
