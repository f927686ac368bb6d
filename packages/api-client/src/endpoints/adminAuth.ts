import { type AdminAuthResponse, type AdminLoginValues, ERROR_MESSAGES } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** Operator sign-in (spec §7): the email is sent trimmed. */
export function adminAuthCalls(http: Http) {
  return {
    /** POST /admin/login → {token, admin}; fails with the server's message, else 'Login failed'. */
    login(payload: AdminLoginValues, options?: CallOptions) {
      const data = { email: payload.email.trim(), password: payload.password };
      return http.send<AdminAuthResponse>(
        { method: "POST", url: "/admin/login", data, authSession: "none" },
        ERROR_MESSAGES.loginFailed,
        options,
      );
    },
  };
}
