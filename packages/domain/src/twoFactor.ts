import { z } from "zod";
import { adminLoginSchema } from "./schemas/adminLogin";
import { requiredSecret, requiredText } from "./schemas/rules";
import { adminArea } from "./staff";

/**
 * Two-factor sign-in (TOTP) for staff: the code rules and messages the sign-in step, the profile's setup and the
 * server share.
 */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeFormat: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  codeWrong: "That code is not right or has expired. Enter the current code from your authenticator app.",
  challengeExpired: "Your sign-in has expired. Sign in with your email and password again.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  setupFirst: "Start the setup again: scan the new QR code, then enter its code.",
  confirmRequired: "Enter a current code or your password.",
  passwordWrong: "The password is not right.",
  enabled: "Two-factor sign-in is on.",
  disabled: "Two-factor sign-in is off.",
  setupRequired: "This panel requires two-factor sign-in. Set it up on your profile to continue.",
  ownerFirst: "Turn on two-factor sign-in for your own account first.",
} as const;

/**
 * The admin areas a staff member may still reach while the panel requires two-factor sign-in and they have not set
 * it up: who they are, signing out, and the setup itself.
 */
const SETUP_AREAS = new Set(["me", "logout", "two-factor"]);

/** Whether an admin route (its pattern) answers a staff member who must set up two-factor sign-in first. */
export function reachableBeforeTwoFactorSetup(path: string): boolean {
  return SETUP_AREAS.has(adminArea(path));
}

/** GET/PUT /admin/staff/two-factor: the owner's "Require two-factor sign-in for staff". */
export interface StaffTwoFactorRequirement {
  required: boolean;
}

export const staffTwoFactorRequirementSchema = z.object({
  required: z.boolean({ error: "Choose whether two-factor sign-in is required." }),
});

/** How many one-time recovery codes an operator gets (each works once; a new set replaces the old). */
export const RECOVERY_CODE_COUNT = 10;

const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{10}$/;

/** What was typed, without the spaces and dashes authenticator apps and the recovery list show, lower case. */
export function normalizeTwoFactorCode(value: string): string {
  return value.replace(/[\s-]/g, "").toLowerCase();
}

/** A 6-digit authenticator code (else a recovery code). */
export function isTotpCode(normalized: string): boolean {
  return TOTP_CODE.test(normalized);
}

/** An authenticator code or a recovery code, normalized. */
export const twoFactorCodeSchema = requiredText(TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeFormat)
  .transform(normalizeTwoFactorCode)
  .refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), TWO_FACTOR_MESSAGES.codeFormat);

/** Only a 6-digit authenticator code (confirming the setup: proves the app has the secret). */
const totpCodeSchema = requiredText(TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeRequired)
  .transform(normalizeTwoFactorCode)
  .refine(isTotpCode, TWO_FACTOR_MESSAGES.codeRequired);

/** The second sign-in step: the password step's token and a code. */
export const adminTwoFactorLoginSchema = z.object({
  two_factor_token: requiredSecret(TWO_FACTOR_MESSAGES.challengeExpired).max(200, TWO_FACTOR_MESSAGES.challengeExpired),
  code: twoFactorCodeSchema,
});
export type AdminTwoFactorLoginValues = z.output<typeof adminTwoFactorLoginSchema>;

export const twoFactorCodeBody = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeValues = z.input<typeof twoFactorCodeBody>;

/**
 * Confirming the setup: the account's password again (the sign-in field's rule), so a stolen session alone cannot
 * turn it on with someone else's authenticator and lock the operator out, and a current code from the app.
 */
export const twoFactorEnableSchema = z.object({ password: adminLoginSchema.shape.password, code: totpCodeSchema });
export type TwoFactorEnableValues = z.input<typeof twoFactorEnableSchema>;

/** Turning two-factor sign-in off: a current code (or recovery code), or the account's password. */
export const twoFactorDisableSchema = z
  .object({
    code: twoFactorCodeSchema.optional(),
    password: requiredSecret(TWO_FACTOR_MESSAGES.confirmRequired).max(1000).optional(),
  })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    message: TWO_FACTOR_MESSAGES.confirmRequired,
    path: ["code"],
  });
export type TwoFactorDisableValues = z.input<typeof twoFactorDisableSchema>;
