import type { AdminTicketQuery, adminSupportEndpoints, ResponseOf, TicketStatus } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { DownloadedFile } from "../types/responses";
import { adminListParams, adminPath } from "./adminQuery";
import { filenameOf } from "./tickets";

export const ADMIN_SUPPORT_MESSAGES = {
  fetchListFailed: "Failed to fetch tickets",
  fetchOneFailed: "Failed to fetch the ticket",
  statusFailed: "Failed to change the ticket's status",
  downloadFailed: "Failed to download the attachment",
} as const;

/** The answers' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminSupportEndpoints;

/** The support queue. Replies: `admin.operations.replyToTicket` (POST /admin/tickets/:id/replies). */
export function adminSupportCalls(http: Http) {
  return {
    /** GET /admin/tickets → one page of the queue; search matches id, subject and username. */
    list(query: AdminTicketQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: "/admin/tickets", params: adminListParams(query), authSession: "admin" },
        ADMIN_SUPPORT_MESSAGES.fetchListFailed,
        options,
      );
    },

    /** GET /admin/tickets/:id → the thread (oldest message first) and who opened it. */
    get(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "GET", url: adminPath("/admin/tickets", id), authSession: "admin" },
        ADMIN_SUPPORT_MESSAGES.fetchOneFailed,
        options,
      );
    },

    /** GET /admin/tickets/:id/attachments/:attachmentId → the file (it needs the bearer token, so no plain link). */
    async downloadAttachment(id: number, attachmentId: number, options?: CallOptions): Promise<DownloadedFile> {
      const response = await http.sendForResponse<ArrayBuffer>(
        {
          method: "GET",
          url: adminPath("/admin/tickets", id, `/attachments/${encodeURIComponent(attachmentId)}`),
          responseType: "arraybuffer",
          authSession: "admin",
        },
        ADMIN_SUPPORT_MESSAGES.downloadFailed,
        options,
      );
      const type = response.headers.get("content-type") ?? "application/octet-stream";
      return {
        blob: new Blob([response.data], { type }),
        filename: filenameOf(response.headers.get("content-disposition"), `attachment-${attachmentId}`),
      };
    },

    /** PUT /admin/tickets/:id/status → the thread. */
    setStatus(id: number, status: TicketStatus, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["setStatus"]>>(
        { method: "PUT", url: adminPath("/admin/tickets", id, "/status"), data: { status }, authSession: "admin" },
        ADMIN_SUPPORT_MESSAGES.statusFailed,
        options,
      );
    },
  };
}
