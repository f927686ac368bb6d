import type { notificationEndpoints, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The answers' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof notificationEndpoints;

export const NOTIFICATION_CALL_MESSAGES = {
  fetchFailed: "Failed to fetch notifications",
  markReadFailed: "Failed to mark the notification read",
} as const;

/** Order status changes and ticket replies, with the unread count for the header's bell. */
export function notificationCalls(http: Http) {
  return {
    /** GET /notifications → `{data, unread}`. */
    list(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: "/notifications" },
        NOTIFICATION_CALL_MESSAGES.fetchFailed,
        options,
      );
    },

    /** POST /notifications/:id/read → the notification, now read. */
    markRead(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["markRead"]>>(
        { method: "POST", url: `/notifications/${encodeURIComponent(id)}/read`, data: {} },
        NOTIFICATION_CALL_MESSAGES.markReadFailed,
        options,
      );
    },

    /** POST /notifications/read-all → the list with `unread: 0`. */
    markAllRead(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["markAllRead"]>>(
        { method: "POST", url: "/notifications/read-all", data: {} },
        NOTIFICATION_CALL_MESSAGES.markReadFailed,
        options,
      );
    },
  };
}
