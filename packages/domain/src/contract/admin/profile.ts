/** The signed-in operator's password and sessions, and the operator password reset behind /admin/forgot-password. */
import { z } from "zod";
import { forgotPasswordSchema } from "../../schemas/adminLogin";
import { operatorPasswordChangeSchema } from "../../schemas/operatorPassword";
import { adminResetPasswordRequest } from "../auth";
import { idParams, isoDateTime, messageSchema } from "../common";
import { endpoint } from "../endpoint";

export const adminSessionSchema = z.object({
  id: z.number().int(),
  current: z.boolean(),
  remember: z.boolean(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  /** "Chrome on Android", from the User-Agent at sign-in (`deviceName`); `null` when unknown or not stored. */
  device: z.string().nullable(),
  /** The address the session signed in from; `null` for a session older than this record. */
  ip: z.string().nullable(),
});
export type AdminSession = z.output<typeof adminSessionSchema>;

export const adminProfileEndpoints = {
  changePassword: endpoint({
    method: "PUT",
    path: "/admin/password",
    summary: "Change the operator's password (other sessions end)",
    body: operatorPasswordChangeSchema,
    response: messageSchema,
  }),
  sessions: endpoint({
    method: "GET",
    path: "/admin/sessions",
    summary: "The operator's live sessions",
    response: z.object({ data: z.array(adminSessionSchema) }),
  }),
  revokeOtherSessions: endpoint({
    method: "DELETE",
    path: "/admin/sessions",
    summary: "Sign out every session of the operator but this one",
    response: messageSchema,
  }),
  revokeSession: endpoint({
    method: "DELETE",
    path: "/admin/sessions/:id",
    summary: "Sign one of the operator's sessions out",
    params: idParams,
    response: messageSchema,
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/admin/forgot-password",
    summary: "Mail the operator a reset link (same answer for unknown addresses)",
    body: forgotPasswordSchema,
    response: messageSchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/admin/reset-password",
    summary: "Set a new operator password with the mailed token (single use; every session ends)",
    body: adminResetPasswordRequest,
    response: messageSchema,
  }),
};

/** What PUT /admin/password and POST /admin/reset-password take, as the operator's forms write them. */
export type AdminPasswordChange = z.input<typeof operatorPasswordChangeSchema>;
export type AdminPasswordReset = z.input<typeof adminResetPasswordRequest>;
