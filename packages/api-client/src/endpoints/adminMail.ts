import type { AdminListQuery, adminMailEndpoints, BodyOf, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams, adminPath } from "./adminQuery";

export const ADMIN_MAIL_MESSAGES = {
  sendFailed: "Failed to send the mail",
  fetchJobsFailed: "Failed to fetch mail jobs",
  fetchJobFailed: "Failed to fetch the mail job",
  fetchOutboxFailed: "Failed to fetch the outbox",
  resendFailed: "Failed to send the mail again",
} as const;

/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminMailEndpoints;

/** Mail to customers, sent in the background. */
export function adminMailCalls(http: Http) {
  return {
    /** POST /admin/mail → 202 the job (status "queued"); poll `job(id)` for progress. */
    send(request: BodyOf<Endpoints["send"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["send"]>>(
        { method: "POST", url: "/admin/mail", data: request, authSession: "admin" },
        ADMIN_MAIL_MESSAGES.sendFailed,
        options,
      );
    },

    /** GET /admin/mail/jobs → the latest jobs, newest first. */
    jobs(query: { page?: number; per_page?: number } = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["jobs"]>>(
        { method: "GET", url: "/admin/mail/jobs", params: adminListParams(query), authSession: "admin" },
        ADMIN_MAIL_MESSAGES.fetchJobsFailed,
        options,
      );
    },

    job(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["job"]>>(
        { method: "GET", url: adminPath("/admin/mail/jobs", id), authSession: "admin" },
        ADMIN_MAIL_MESSAGES.fetchJobFailed,
        options,
      );
    },

    /** GET /admin/mail/outbox → every mail the panel wrote (resets, admin mail), newest first; search in to/subject. */
    outbox(query: AdminListQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["outbox"]>>(
        { method: "GET", url: "/admin/mail/outbox", params: adminListParams(query), authSession: "admin" },
        ADMIN_MAIL_MESSAGES.fetchOutboxFailed,
        options,
      );
    },

    /**
     * POST /admin/mail/outbox/:id/resend → 202 the new outbox mail: the same mail again (a password link in it is
     * issued anew when it goes out; the outbox shows it hidden).
     */
    resend(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["resend"]>>(
        { method: "POST", url: adminPath("/admin/mail/outbox", id, "/resend"), authSession: "admin" },
        ADMIN_MAIL_MESSAGES.resendFailed,
        options,
      );
    },
  };
}
