import {
  type Admin,
  type AdminLoginValues,
  type AdminTwoFactorLoginValues,
  type adminAuthEndpoints,
  ERROR_MESSAGES,
  type ResponseOf,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { SessionSlot } from "../session/sessionSlot";
import { LOGOUT_FAILED_MESSAGE } from "./auth";

/** The answers' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof adminAuthEndpoints;
type SignedIn = ResponseOf<Endpoints["loginWithCode"]>;

export const FETCH_ADMIN_FAILED_MESSAGE = "Failed to fetch admin info";

/**
 * The password was right and the operator has two-factor sign-in on: no session yet. `login` rejects with this (as
 * Firebase's multi-factor sign-in does), so its answer is always a session; pass `twoFactorToken` to `loginWithCode`.
 */
export class TwoFactorRequiredError extends Error {
  constructor(readonly twoFactorToken: string) {
    super("Enter the code from your authenticator app.");
    this.name = "TwoFactorRequiredError";
  }
}

/** Operator sign-in and sign-out. */
export function adminAuthCalls(http: Http, session: SessionSlot<Admin>) {
  return {
    /** POST /admin/login with the email trimmed (spec §7) → {token, admin}; fallback 'Login failed'. */
    async login(payload: AdminLoginValues, options?: CallOptions): Promise<SignedIn> {
      const data = { email: payload.email.trim(), password: payload.password };
      const answer = await http.send<ResponseOf<Endpoints["login"]>>(
        { method: "POST", url: "/admin/login", data, authSession: "none" },
        ERROR_MESSAGES.loginFailed,
        options,
      );
      if ("two_factor_token" in answer) throw new TwoFactorRequiredError(answer.two_factor_token);
      return answer;
    },

    /** POST /admin/login/two-factor: the second step, with an authenticator code or a recovery code → {token, admin}. */
    loginWithCode(values: AdminTwoFactorLoginValues, options?: CallOptions) {
      return http.send<SignedIn>(
        { method: "POST", url: "/admin/login/two-factor", data: values, authSession: "none" },
        ERROR_MESSAGES.loginFailed,
        options,
      );
    },

    /** GET /admin/me (admin bearer) → the signed-in operator. */
    me(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["me"]>>(
        { method: "GET", url: "/admin/me", authSession: "admin" },
        FETCH_ADMIN_FAILED_MESSAGE,
        options,
      );
    },

    /**
     * POST /admin/logout revokes the operator's token; the ADMIN keys (adminToken, adminData) are cleared
     * whatever the server answers, and the customer's keys are left alone.
     */
    async logout(options?: CallOptions): Promise<void> {
      try {
        await http.send<ResponseOf<Endpoints["logout"]>>(
          { method: "POST", url: "/admin/logout", data: {}, authSession: "admin" },
          LOGOUT_FAILED_MESSAGE,
          options,
        );
      } finally {
        session.clear();
      }
    },
  };
}
