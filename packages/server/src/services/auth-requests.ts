import { loginSchema, matches, REGISTER_MESSAGES, registerFields } from "@smm/domain";
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

export type LoginRequest = z.output<typeof loginRequest>;
export type RegisterRequest = z.output<typeof registerRequest>;
