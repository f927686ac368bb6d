/**
 * Signing in and out: the customer's sign-up, sign-in and password reset, and the operator's sign-in (with its
 * two-factor step) and session.
 */
import { z } from "zod";
import { REGISTER_MESSAGES } from "../messages";
import { adminLoginSchema, forgotPasswordSchema } from "../schemas/adminLogin";
import { loginSchema } from "../schemas/login";
import { newOperatorPasswordFields } from "../schemas/operatorPassword";
import { registerFields } from "../schemas/register";
import { matches } from "../schemas/rules";
import { STAFF_ROLES } from "../staff";
import { adminTwoFactorLoginSchema } from "../twoFactor";
import { userSchema } from "./account";
import { messageSchema } from "./common";
import { endpoint } from "./endpoint";

/** The sign-in form's rules, plus "keep me signed in". */
export const loginRequest = loginSchema.extend({ remember: z.boolean().optional() });
export type LoginRequest = z.output<typeof loginRequest>;

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
export type RegisterRequest = z.output<typeof registerRequest>;

export const RESET_INVALID_MESSAGE = "This password reset link is invalid or has expired.";

const resetToken = z
  .string({ error: RESET_INVALID_MESSAGE })
  .max(200, RESET_INVALID_MESSAGE)
  .describe("The mailed token");
const resetFields = registerFields.pick({ password: true, password_confirmation: true }).extend({ token: resetToken });

/** A customer's password reset: the mailed token and a new password by the sign-up rules. */
export const resetPasswordRequest = resetFields.refine(
  ...matches<z.output<typeof resetFields>>("password", "password_confirmation", REGISTER_MESSAGES.confirmMismatch),
);
export type ResetPasswordRequest = z.output<typeof resetPasswordRequest>;

const adminResetFields = newOperatorPasswordFields.extend({ token: resetToken });

/** An operator's password reset or invitation: the mailed token and a new password by the operator rule. */
export const adminResetPasswordRequest = adminResetFields.refine(
  ...matches<z.output<typeof adminResetFields>>("password", "password_confirmation", REGISTER_MESSAGES.confirmMismatch),
);

/** POST /login and POST /register answer with a token and the user (spec §7). */
export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.output<typeof authResponseSchema>;

export const adminSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** What this operator may reach (the domain's `staffMayAccess`); absent from older sessions: the owner. */
  role: z.enum(STAFF_ROLES).describe("What the operator may reach").optional(),
  /** The panel requires two-factor sign-in and this operator has not set it up: only the setup answers. */
  twoFactorSetupRequired: z
    .boolean()
    .describe("The panel requires two-factor sign-in and this operator has none: only its setup answers")
    .optional(),
});
export type Admin = z.output<typeof adminSchema>;

/** POST /admin/login answers with a token and the admin (spec §3). */
export const adminAuthResponseSchema = z.object({ token: z.string(), admin: adminSchema });
export type AdminAuthResponse = z.output<typeof adminAuthResponseSchema>;

/** POST /admin/login's answer when the operator has two-factor sign-in on: no session yet. */
export const adminTwoFactorChallengeSchema = z.object({
  two_factor_token: z.string().describe("For /admin/login/two-factor"),
});
export type AdminTwoFactorChallenge = z.output<typeof adminTwoFactorChallengeSchema>;

/** POST /admin/login: a session, or (two-factor sign-in on) the token the code step takes. */
export type AdminLoginResponse = AdminAuthResponse | AdminTwoFactorChallenge;

export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/login",
    summary: "Sign in with a username or email",
    body: loginRequest,
    response: authResponseSchema,
  }),
  register: endpoint({
    method: "POST",
    path: "/register",
    summary: "Create a customer account",
    body: registerRequest,
    status: 201,
    response: authResponseSchema,
  }),
  logout: endpoint({
    method: "POST",
    path: "/logout",
    summary: "Revoke this session",
    response: messageSchema,
  }),
  csrfCookie: endpoint({
    method: "GET",
    path: "/csrf-cookie",
    summary: "Sets the XSRF-TOKEN cookie",
    status: 204,
    response: z.null().describe("The cookie is set"),
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/forgot-password",
    summary: "Mail a single-use reset link (same answer for unknown emails)",
    body: forgotPasswordSchema,
    response: messageSchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/reset-password",
    summary: "Set a new password with a reset token; signs out every session",
    body: resetPasswordRequest,
    response: messageSchema,
  }),
};

export const adminAuthEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/admin/login",
    summary: "Operator sign-in (with two-factor sign-in on: a token for the code step, no session)",
    body: adminLoginSchema,
    response: z.union([adminAuthResponseSchema, adminTwoFactorChallengeSchema]),
  }),
  loginWithCode: endpoint({
    method: "POST",
    path: "/admin/login/two-factor",
    summary: "Operator sign-in, second step: the authenticator code (or a recovery code) for the password step's token",
    body: adminTwoFactorLoginSchema,
    response: adminAuthResponseSchema,
  }),
  logout: endpoint({
    method: "POST",
    path: "/admin/logout",
    summary: "Revoke this operator session",
    response: messageSchema,
  }),
  me: endpoint({
    method: "GET",
    path: "/admin/me",
    summary: "The signed-in operator",
    response: adminSchema,
  }),
};
