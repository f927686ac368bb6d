import { TOAST_MESSAGES, type User } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The signed-in customer's own account. */
export function userCalls(http: Http) {
  return {
    /** GET /user (bearer) → the user; fallback 'Failed to fetch user info'. */
    get(options?: CallOptions) {
      return http.send<User>({ method: "GET", url: "/user" }, TOAST_MESSAGES.fetchUserFailed, options);
    },
  };
}
