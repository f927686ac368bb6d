import { loginSchema, matches, newOperatorPasswordFields, REGISTER_MESSAGES, registerFields } from "@smm/domain";
import { z } from "zod";

/** The sign-in form's rules, plus "keep me signed in". */
export const loginRequest = loginSchema.extend({ remember: z.boolean().optional() });

const registerRequestFields = registerFields.extend({
  referral_code: z.string().max(64).optional().describe("The referrer's code from a sign-up link"),
});

/** The sign-up form's rules, plus the referral code a sign-up link carries. */
export const registerRequest = registerRequestFields.refine(
  ...matches<z.output<typeof registerRequestFields>>(
    "password",
    "password_confirmation",
    REGISTER_MESSAGES.confirmMismatch,
  ),
);

export const RESET_INVALID_MESSAGE = "This password reset link is invalid or has expired.";

const token = z.string({ error: RESET_INVALID_MESSAGE }).max(200, RESET_INVALID_MESSAGE).describe("The mailed token");
const resetFields = registerFields.pick({ password: true, password_confirmation: true }).extend({ token });

/** A customer's password reset: the mailed token and a new password by the sign-up rules. */
export const resetPasswordRequest = resetFields.refine(
  ...matches<z.output<typeof resetFields>>("password", "password_confirmation", REGISTER_MESSAGES.confirmMismatch),
);

const adminResetFields = newOperatorPasswordFields.extend({ token });

/** An operator's password reset or invitation: the mailed token and a new password by the operator rule. */
export const adminResetPasswordRequest = adminResetFields.refine(
  ...matches<z.output<typeof adminResetFields>>("password", "password_confirmation", REGISTER_MESSAGES.confirmMismatch),
);

export type LoginRequest = z.output<typeof loginRequest>;
export type ResetPasswordRequest = z.output<typeof resetPasswordRequest>;
export type RegisterRequest = z.output<typeof registerRequest>;
