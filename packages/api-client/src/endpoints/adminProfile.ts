import type { AdminPasswordChange, AdminPasswordReset, adminProfileEndpoints, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminPath } from "./adminQuery";

/** The answers' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof adminProfileEndpoints;

export const ADMIN_PROFILE_MESSAGES = {
  passwordFailed: "Failed to change the password",
  fetchSessionsFailed: "Failed to fetch sessions",
  revokeFailed: "Failed to sign the session out",
  revokeOthersFailed: "Failed to sign the other sessions out",
  forgotFailed: "Failed to send the reset link",
  resetFailed: "Failed to reset the password",
} as const;

const M = ADMIN_PROFILE_MESSAGES;

/** The signed-in operator's own security, and the operator password reset (no session). */
export function adminProfileCalls(http: Http) {
  return {
    /** PUT /admin/password: other sessions of this operator are signed out. */
    changePassword(change: AdminPasswordChange, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["changePassword"]>>(
        { method: "PUT", url: "/admin/password", data: change, authSession: "admin" },
        M.passwordFailed,
        options,
      );
    },

    /** GET /admin/sessions → this operator's live sessions (`current` marks this one). */
    sessions(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["sessions"]>>(
        { method: "GET", url: "/admin/sessions", authSession: "admin" },
        M.fetchSessionsFailed,
        options,
      );
    },

    /** DELETE /admin/sessions: signs out every session but this one. */
    revokeOtherSessions(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["revokeOtherSessions"]>>(
        { method: "DELETE", url: "/admin/sessions", authSession: "admin" },
        M.revokeOthersFailed,
        options,
      );
    },

    /** DELETE /admin/sessions/:id: signs that session out. */
    revokeSession(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["revokeSession"]>>(
        { method: "DELETE", url: adminPath("/admin/sessions", id), authSession: "admin" },
        M.revokeFailed,
        options,
      );
    },

    /** POST /admin/forgot-password: the same answer for unknown emails; the link goes to the outbox or SMTP. */
    forgotPassword(email: string, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["forgotPassword"]>>(
        { method: "POST", url: "/admin/forgot-password", data: { email: email.trim() }, authSession: "none" },
        M.forgotFailed,
        options,
      );
    },

    /** POST /admin/reset-password: single use; every session of the operator ends. */
    resetPassword(reset: AdminPasswordReset, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["resetPassword"]>>(
        { method: "POST", url: "/admin/reset-password", data: reset, authSession: "none" },
        M.resetFailed,
        options,
      );
    },
  };
}
