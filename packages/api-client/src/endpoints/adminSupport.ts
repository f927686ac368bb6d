import type { AdminPage, AdminTicket, AdminTicketQuery, TicketStatus } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { TicketThread } from "../types/responses";
import { adminListParams, adminPath } from "./adminQuery";

export const ADMIN_SUPPORT_MESSAGES = {
  fetchListFailed: "Failed to fetch tickets",
  fetchOneFailed: "Failed to fetch the ticket",
  statusFailed: "Failed to change the ticket's status",
} as const;

/** The support queue. Replies: `admin.operations.replyToTicket` (POST /admin/tickets/:id/replies). */
export function adminSupportCalls(http: Http) {
  return {
    /** GET /admin/tickets → one page of the queue; search matches id, subject and username. */
    list(query: AdminTicketQuery = {}, options?: CallOptions) {
      return http.send<AdminPage<AdminTicket>>(
        { method: "GET", url: "/admin/tickets", params: adminListParams(query), authSession: "admin" },
        ADMIN_SUPPORT_MESSAGES.fetchListFailed,
        options,
      );
    },

    /** GET /admin/tickets/:id → the thread (oldest message first) and who opened it. */
    get(id: number, options?: CallOptions) {
      return http.send<TicketThread & { userId: number; username: string }>(
        { method: "GET", url: adminPath("/admin/tickets", id), authSession: "admin" },
        ADMIN_SUPPORT_MESSAGES.fetchOneFailed,
        options,
      );
    },

    /** PUT /admin/tickets/:id/status → the thread. */
    setStatus(id: number, status: TicketStatus, options?: CallOptions) {
      return http.send<TicketThread & { userId: number; username: string }>(
        { method: "PUT", url: adminPath("/admin/tickets", id, "/status"), data: { status }, authSession: "admin" },
        ADMIN_SUPPORT_MESSAGES.statusFailed,
        options,
      );
    },
  };
}
