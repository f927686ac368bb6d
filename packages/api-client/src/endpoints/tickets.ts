import type { ResponseOf, Ticket, TicketStatus, ticketEndpoints } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { DownloadedFile } from "../types/responses";

/** The tickets' answer types come from the contract; only its types are imported, so no zod reaches the browser. */
type Tickets = typeof ticketEndpoints;

export interface NewTicketPayload {
  subject: string;
  message: string;
  /** Optional attachment (at most 5 MB; the server checks its type by content). */
  file?: Blob | null;
  /** The name to send with a `Blob` that is not a `File`. */
  fileName?: string;
}

export interface TicketListQuery {
  /** Matches the ticket id or the subject. */
  search?: string;
  status?: TicketStatus;
}

export const TICKET_CALL_MESSAGES = {
  createFailed: "Failed to submit the ticket",
  fetchListFailed: "Failed to fetch tickets",
  fetchOneFailed: "Failed to fetch the ticket",
  replyFailed: "Failed to send the reply",
  closeFailed: "Failed to close the ticket",
  downloadFailed: "Failed to download the attachment",
} as const;

const ticketPath = (id: number) => `/tickets/${encodeURIComponent(id)}`;

/** `attachment; filename="x.png"` → `x.png`. */
export function filenameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === "string" ? /filename="([^"]*)"/.exec(disposition) : null;
  return match?.[1] || fallback;
}

/** Support tickets: open (with an optional file), list, read the thread, reply, close. */
export function ticketCalls(http: Http) {
  return {
    /** POST /tickets as multipart (subject, message, file) → the open ticket. */
    create({ subject, message, file, fileName }: NewTicketPayload, options?: CallOptions) {
      const form = new FormData();
      form.append("subject", subject);
      form.append("message", message);
      if (file) form.append("file", file, fileName ?? (file instanceof File ? file.name : "attachment"));
      return http.send<ResponseOf<Tickets["create"]>>(
        { method: "POST", url: "/tickets", data: form },
        TICKET_CALL_MESSAGES.createFailed,
        options,
      );
    },

    /** GET /tickets → the customer's tickets, `{data}` unwrapped. */
    async list({ search, status }: TicketListQuery = {}, options?: CallOptions): Promise<Ticket[]> {
      const params = { ...(search?.trim() ? { search: search.trim() } : {}), ...(status ? { status } : {}) };
      const body = await http.send<ResponseOf<Tickets["list"]>>(
        { method: "GET", url: "/tickets", params },
        TICKET_CALL_MESSAGES.fetchListFailed,
        options,
      );
      return body.data;
    },

    /** GET /tickets/:id → the ticket and its thread (another customer's answers 404). */
    get(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Tickets["get"]>>(
        { method: "GET", url: ticketPath(id) },
        TICKET_CALL_MESSAGES.fetchOneFailed,
        options,
      );
    },

    /** POST /tickets/:id/replies → the thread; re-opens an answered ticket. A closed ticket refuses. */
    reply(id: number, message: string, options?: CallOptions) {
      return http.send<ResponseOf<Tickets["reply"]>>(
        { method: "POST", url: `${ticketPath(id)}/replies`, data: { message } },
        TICKET_CALL_MESSAGES.replyFailed,
        options,
      );
    },

    /** POST /tickets/:id/close → the closed thread. */
    close(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Tickets["close"]>>(
        { method: "POST", url: `${ticketPath(id)}/close`, data: {} },
        TICKET_CALL_MESSAGES.closeFailed,
        options,
      );
    },

    /** GET /tickets/:id/attachments/:attachmentId → the file (it needs the bearer token, so no plain link). */
    async downloadAttachment(ticketId: number, attachmentId: number, options?: CallOptions): Promise<DownloadedFile> {
      const response = await http.sendForResponse<ArrayBuffer>(
        {
          method: "GET",
          url: `${ticketPath(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`,
          responseType: "arraybuffer",
        },
        TICKET_CALL_MESSAGES.downloadFailed,
        options,
      );
      const type = response.headers.get("content-type") ?? "application/octet-stream";
      return {
        blob: new Blob([response.data], { type }),
        filename: filenameOf(response.headers.get("content-disposition"), `attachment-${attachmentId}`),
      };
    },
  };
}
