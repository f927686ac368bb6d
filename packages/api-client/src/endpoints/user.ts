import { type accountEndpoints, type BodyOf, type ResponseOf, TOAST_MESSAGES, type User } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { SessionSlot } from "../session/sessionSlot";

/** The answers' and bodies' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof accountEndpoints;

export type ProfilePayload = BodyOf<Endpoints["updateProfile"]>;
export type PasswordChangePayload = BodyOf<Endpoints["changePassword"]>;

export const USER_MESSAGES = {
  updateProfileFailed: "Failed to update profile",
  changePasswordFailed: "Failed to change password",
  fetchDashboardFailed: "Failed to fetch dashboard stats",
} as const;

/** The signed-in customer's own account. */
export function userCalls(http: Http, session: SessionSlot<User>) {
  return {
    /** GET /user (bearer) → the user; fallback 'Failed to fetch user info'. */
    get(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["user"]>>(
        { method: "GET", url: "/user" },
        TOAST_MESSAGES.fetchUserFailed,
        options,
      );
    },

    /** PUT /user → the updated user, which also replaces the stored session's user data. */
    async updateProfile({ first_name, last_name }: ProfilePayload, options?: CallOptions) {
      const user = await http.send<ResponseOf<Endpoints["updateProfile"]>>(
        { method: "PUT", url: "/user", data: { first_name, last_name } },
        USER_MESSAGES.updateProfileFailed,
        options,
      );
      session.updateData(user);
      return user;
    },

    /** PUT /user/password; the server signs out every other session of the account. */
    changePassword(
      { current_password, password, password_confirmation }: PasswordChangePayload,
      options?: CallOptions,
    ) {
      return http.send<ResponseOf<Endpoints["changePassword"]>>(
        { method: "PUT", url: "/user/password", data: { current_password, password, password_confirmation } },
        USER_MESSAGES.changePasswordFailed,
        options,
      );
    },

    /** GET /dashboard → the stat cards: username, balance, total orders, total spent. */
    dashboard(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["dashboard"]>>(
        { method: "GET", url: "/dashboard" },
        USER_MESSAGES.fetchDashboardFailed,
        options,
      );
    },
  };
}
