import { MAIL_SEGMENTS, type MailAudience, type MailJob, type MailSegment, type OutboxMail } from "@smm/domain";
import {
  AdminForm,
  type AdminFormField,
  type AdminFormValues,
  AdminTable,
  Badge,
  Button,
  type DataTableColumn,
  formatDateTime,
  Progress,
} from "@smm/ui";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminList } from "../lib/useAdminList";

const SEGMENT_LABELS: Record<MailSegment, string> = {
  has_balance: "Users with a balance",
  ordered_last_30_days: "Ordered in the last 30 days",
  no_orders: "Never ordered",
  suspended: "Suspended users",
};

const FIELDS: readonly AdminFormField[] = [
  {
    name: "audience",
    label: "To",
    kind: "select",
    required: true,
    options: [
      { value: "all", label: "All users" },
      { value: "user", label: "One user (by ID)" },
      ...MAIL_SEGMENTS.map((segment) => ({ value: `segment:${segment}`, label: SEGMENT_LABELS[segment] })),
    ],
  },
  { name: "userId", label: "User ID", kind: "number", step: "1", hint: "Only for one user." },
  { name: "subject", label: "Subject", kind: "text", required: true, wide: true },
  { name: "body", label: "Message", kind: "textarea", rows: 6, required: true, wide: true },
];

function audienceOf(values: AdminFormValues): MailAudience {
  const choice = String(values.audience);
  if (choice === "user") return { kind: "user", userId: Number(values.userId) };
  if (choice.startsWith("segment:"))
    return { kind: "segment", segment: choice.slice("segment:".length) as MailSegment };
  return { kind: "all" };
}

function isRunning(job: MailJob): boolean {
  return job.status === "queued" || job.status === "sending";
}

const JOB_COLUMNS: readonly DataTableColumn<MailJob>[] = [
  { id: "id", header: "ID", cell: (job) => job.id, width: "5rem" },
  { id: "subject", header: "Subject", cell: (job) => job.subject, width: "28%" },
  {
    id: "progress",
    header: "Progress",
    cell: (job) => (
      <Progress
        label={`Job ${job.id}`}
        value={job.sent + job.failed}
        max={Math.max(job.total, 1)}
        valueText={() => `${job.sent} of ${job.total} sent${job.failed ? `, ${job.failed} failed` : ""}`}
      />
    ),
    width: "30%",
  },
  {
    id: "status",
    header: "Status",
    cell: (job) => (
      <Badge variant={job.status === "failed" ? "danger" : job.status === "done" ? "success" : "info"}>
        {job.status}
      </Badge>
    ),
  },
  { id: "transport", header: "Via", cell: (job) => (job.transport === "smtp" ? "SMTP" : "Outbox") },
  { id: "created", header: "Started", cell: (job) => formatDateTime(job.createdAt) },
];

/** The outbox's columns; `resend` sends a mail again (a password link in it is issued anew). */
function outboxColumns(resend: (mail: OutboxMail) => void, busy: boolean): readonly DataTableColumn<OutboxMail>[] {
  return [
    { id: "to", header: "To", cell: (mail) => mail.to, width: "22%" },
    { id: "subject", header: "Subject", cell: (mail) => mail.subject, width: "22%" },
    { id: "body", header: "Message", cell: (mail) => mail.body, width: "32%" },
    { id: "created", header: "Queued", cell: (mail) => formatDateTime(mail.createdAt) },
    {
      id: "actions",
      header: "Actions",
      cell: (mail) => (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Resend "${mail.subject}" to ${mail.to}`}
          onClick={() => resend(mail)}
        >
          Resend
        </Button>
      ),
      width: "7rem",
    },
  ];
}

/** `/admin/send-mail`: mail to one user, everyone or a segment, sent in the background with progress; the outbox. */
export default function Component() {
  // While a send runs, its progress refreshes every second.
  const jobs = useAdminList("mail-jobs", (params, options) => adminApi.mail.jobs(params, options), {
    pollWhile: (rows) => rows.some(isRunning),
  });
  const sending = jobs.tableProps.rows.some(isRunning);
  const outbox = useAdminList("outbox", (params, options) => adminApi.mail.outbox(params, options), {
    pollWhile: () => sending,
  });
  const send = useAdminAction(adminApi.mail.send, {
    success: (job) => `Sending to ${job.total} ${job.total === 1 ? "recipient" : "recipients"}`,
    invalidate: [adminKeys.list("mail-jobs"), adminKeys.list("outbox")],
  });
  const resend = useAdminAction((mail: OutboxMail) => adminApi.mail.resend(mail.id), {
    success: (mail) => `Sent again to ${mail.to}`,
    invalidate: [adminKeys.list("outbox")],
  });
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Send Mail</h1>
      <AdminForm
        title="New message"
        description="Sent through SMTP when it is configured; otherwise kept in the outbox below."
        fields={FIELDS}
        defaultValues={{ audience: "all" }}
        submitLabel="Send"
        resetOnSuccess
        onSubmit={async (values) => {
          await send.submit({
            audience: audienceOf(values),
            subject: String(values.subject),
            body: String(values.body),
          });
        }}
      />
      <AdminTable
        headingLevel="h2"
        title="Sends"
        columns={JOB_COLUMNS}
        getRowId={(job) => job.id}
        searchPlaceholder={null}
        emptyMessage="Nothing sent yet"
        {...jobs.tableProps}
      />
      <AdminTable
        headingLevel="h2"
        title="Outbox"
        description="Every mail the panel wrote; without an SMTP server it stays here. Password links are hidden: Resend mails the person a new one."
        columns={outboxColumns(resend.run, resend.pending)}
        getRowId={(mail) => mail.id}
        searchPlaceholder="Search by address or subject..."
        emptyMessage="The outbox is empty"
        {...outbox.tableProps}
      />
    </>
  );
}
