import { type AuthResponse, ERROR_MESSAGES, type LoginValues, type RegisterValues } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export type LoginPayload = Pick<LoginValues, "login" | "password">;
export type RegisterPayload = RegisterValues;

/** Customer sign-in and sign-up (spec §7). Storing the session is the caller's choice (remember me). */
export function authCalls(http: Http) {
  return {
    /** POST /login → {token, user}; fails with the server's message, else 'Login failed'. */
    login(payload: LoginPayload, options?: CallOptions) {
      const data = { login: payload.login, password: payload.password };
      return http.send<AuthResponse>(
        { method: "POST", url: "/login", data, authSession: "none" },
        ERROR_MESSAGES.loginFailed,
        options,
      );
    },

    /** POST /register → {token, user}; a 422 carries the field errors map in `ApiError.errors`. */
    register(payload: RegisterPayload, options?: CallOptions) {
      const { username, email, first_name, last_name, password, password_confirmation } = payload;
      const data = { username, email, first_name, last_name, password, password_confirmation };
      return http.send<AuthResponse>(
        { method: "POST", url: "/register", data, authSession: "none" },
        ERROR_MESSAGES.registrationFailed,
        options,
      );
    },
  };
}
