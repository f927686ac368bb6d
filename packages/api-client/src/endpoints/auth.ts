import {
  type authEndpoints,
  type BodyOf,
  ERROR_MESSAGES,
  type ForgotPasswordValues,
  type ResponseOf,
  type User,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { SessionSlot } from "../session/sessionSlot";

/** The answers' and bodies' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof authEndpoints;

/** `remember` asks the server for a long-lived (30-day) session; store it with `remember` too. */
export type LoginPayload = BodyOf<Endpoints["login"]>;
/** `referral_code` is the code the sign-up link carried (affiliate programme). */
export type RegisterPayload = BodyOf<Endpoints["register"]>;
/** `token` is the token of the reset link (`/reset-password?token=...`). */
export type ResetPasswordPayload = BodyOf<Endpoints["resetPassword"]>;

export const LOGOUT_FAILED_MESSAGE = "Logout failed";
export const FORGOT_PASSWORD_FAILED_MESSAGE = "Failed to send the reset link";
export const RESET_PASSWORD_FAILED_MESSAGE = "Failed to reset the password";
export const CSRF_COOKIE_FAILED_MESSAGE = "Could not start a secure session";

/** Customer sign-in, sign-up and sign-out (spec §7). Storing the session after sign-in is the caller's choice. */
export function authCalls(http: Http, session: SessionSlot<User>) {
  return {
    /** POST /login → {token, user}; fails with the server's message, else 'Login failed'. */
    login({ login, password, remember }: LoginPayload, options?: CallOptions) {
      const data = remember ? { login, password, remember } : { login, password };
      return http.send<ResponseOf<Endpoints["login"]>>(
        { method: "POST", url: "/login", data, authSession: "none" },
        ERROR_MESSAGES.loginFailed,
        options,
      );
    },

    /** POST /register → {token, user}; a 422 carries the field errors map in `ApiError.errors`. */
    register(payload: RegisterPayload, options?: CallOptions) {
      const { username, email, first_name, last_name, password, password_confirmation, referral_code } = payload;
      const data = { username, email, first_name, last_name, password, password_confirmation, referral_code };
      return http.send<ResponseOf<Endpoints["register"]>>(
        { method: "POST", url: "/register", data, authSession: "none" },
        ERROR_MESSAGES.registrationFailed,
        options,
      );
    },

    /**
     * POST /logout revokes the token on the server. The stored customer session is cleared whatever the
     * server answers (signing out locally must always work); a failure still rejects so the caller knows
     * the server did not confirm.
     */
    async logout(options?: CallOptions): Promise<void> {
      try {
        await http.send<ResponseOf<Endpoints["logout"]>>(
          { method: "POST", url: "/logout", data: {} },
          LOGOUT_FAILED_MESSAGE,
          options,
        );
      } finally {
        session.clear();
      }
    },

    /** POST /forgot-password → `{message}`, the same whether or not the email has an account. */
    forgotPassword({ email }: ForgotPasswordValues, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["forgotPassword"]>>(
        { method: "POST", url: "/forgot-password", data: { email: email.trim() }, authSession: "none" },
        FORGOT_PASSWORD_FAILED_MESSAGE,
        options,
      );
    },

    /** POST /reset-password → `{message}`; signs out every session of the account. A spent token is a `token` error. */
    resetPassword({ token, password, password_confirmation }: ResetPasswordPayload, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["resetPassword"]>>(
        {
          method: "POST",
          url: "/reset-password",
          data: { token, password, password_confirmation },
          authSession: "none",
        },
        RESET_PASSWORD_FAILED_MESSAGE,
        options,
      );
    },

    /** GET /csrf-cookie: has the server set the XSRF-TOKEN cookie before the first state-changing call. */
    async csrfCookie(options?: CallOptions): Promise<void> {
      await http.send<unknown>(
        { method: "GET", url: "/csrf-cookie", authSession: "none" },
        CSRF_COOKIE_FAILED_MESSAGE,
        options,
      );
    },
  };
}
