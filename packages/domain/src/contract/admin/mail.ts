/** Mail to customers, sent in the background, and the outbox of every mail the panel wrote. */
import { z } from "zod";
import { INT_MAX } from "../../orderTypes/fields";
import { idParams, isoDateTime } from "../common";
import { endpoint } from "../endpoint";
import { adminListQuery, adminPageSchema } from "./common";
import { adminText } from "./fields";

export const MAIL_SEGMENTS = ["has_balance", "ordered_last_30_days", "no_orders", "suspended"] as const;
export type MailSegment = (typeof MAIL_SEGMENTS)[number];

const userError = "Choose the user to write to.";

/** Who receives a mail: one user, all users or a segment; every problem names its field. */
export const mailAudienceSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({
      kind: z.literal("user"),
      userId: z.number({ error: userError }).int(userError).min(1, userError).max(INT_MAX, userError),
    }),
    z.object({
      kind: z.literal("segment"),
      segment: z.enum(MAIL_SEGMENTS, { error: `Choose a segment: ${MAIL_SEGMENTS.join(", ")}.` }),
    }),
  ],
  { error: "Choose who receives the mail: one user, all users or a segment." },
);
export type MailAudience = z.output<typeof mailAudienceSchema>;

/** A mail to send: subject and message (in the admin API's words) and its audience. */
export const mailRequestSchema = z.object({
  audience: mailAudienceSchema,
  subject: adminText("subject", 200),
  body: adminText("message", 20_000),
});
export type MailRequest = z.output<typeof mailRequestSchema>;

export const MAIL_JOB_STATUSES = ["queued", "sending", "done", "failed"] as const;
export type MailJobStatus = (typeof MAIL_JOB_STATUSES)[number];

/** A background send: the operator's screen polls it until its status is "done". */
export const mailJobSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: mailAudienceSchema,
  status: z.enum(MAIL_JOB_STATUSES),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  transport: z
    .enum(["smtp", "outbox"])
    .describe('"smtp" when SMTP_URL is configured, else "outbox" (kept for the operator to read)'),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type MailJob = z.output<typeof mailJobSchema>;

/** A mail the panel wrote, as the outbox lists it. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string().describe('The text; a password link in it reads "[reset link hidden]" / "[invitation link hidden]"'),
  sentAt: isoDateTime.nullable().describe("When it was delivered by SMTP, or written to the log"),
  createdAt: isoDateTime,
});
export type OutboxMail = z.output<typeof outboxMailSchema>;

export const adminMailQuerySchema = adminListQuery([]);

export const adminMailEndpoints = {
  send: endpoint({
    method: "POST",
    path: "/admin/mail",
    summary: "Mail one user, all users or a segment; answers 202 with the job to poll",
    body: mailRequestSchema,
    response: mailJobSchema,
    status: 202,
  }),
  jobs: endpoint({
    method: "GET",
    path: "/admin/mail/jobs",
    summary: "Mail jobs, newest first",
    query: adminMailQuerySchema,
    response: adminPageSchema(mailJobSchema),
  }),
  job: endpoint({
    method: "GET",
    path: "/admin/mail/jobs/:id",
    summary: "One mail job's progress",
    params: idParams,
    response: mailJobSchema,
  }),
  outbox: endpoint({
    method: "GET",
    path: "/admin/mail/outbox",
    summary:
      "Every mail the panel wrote, newest first; password links hidden (sent_at: delivered by SMTP, or to the log)",
    query: adminMailQuerySchema,
    response: adminPageSchema(outboxMailSchema),
  }),
  resend: endpoint({
    method: "POST",
    path: "/admin/mail/outbox/:id/resend",
    summary: "Send an outbox mail again (a new outbox row; a password link is issued anew); 202 the new mail",
    params: idParams,
    response: outboxMailSchema,
    status: 202,
  }),
};
