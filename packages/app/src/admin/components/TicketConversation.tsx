import { TICKET_STATUS_INFO, TICKET_STATUSES, type TicketStatus } from "@smm/domain";
import {
  AdminForm,
  type AdminFormField,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  ToneBadge,
} from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { adminKeys } from "../lib/adminKeys";
import { formatDateTime } from "../lib/formatDateTime";
import { useAdminAction } from "../lib/useAdminAction";
import { LoadFailure } from "./LoadFailure";

const REPLY_FIELDS: readonly AdminFormField[] = [
  { name: "message", label: "Reply", kind: "textarea", rows: 4, wide: true, required: true },
];

/** One ticket's thread, oldest first, with a reply box and the status select. */
export function TicketConversation({ id }: { id: number }) {
  const thread = useQuery({
    queryKey: adminKeys.ticket(id),
    queryFn: ({ signal }) => api.admin.support.get(id, { signal }),
  });
  const stale = [adminKeys.ticket(id), adminKeys.list("tickets")];
  const reply = useAdminAction((message: string) => api.admin.operations.replyToTicket(id, message), {
    success: "Reply sent",
    invalidate: stale,
  });
  const setStatus = useAdminAction((status: TicketStatus) => api.admin.support.setStatus(id, status), {
    success: (ticket) => `Ticket ${ticket.id} is ${TICKET_STATUS_INFO[ticket.status].label}`,
    invalidate: stale,
  });

  if (thread.isError)
    return <LoadFailure title="Could not load this ticket" error={thread.error} onRetry={thread.refetch} />;
  if (!thread.data) return <Skeleton className="h-48" />;
  const ticket = thread.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {ticket.subject} <span className="text-muted-foreground">from {ticket.username}</span>
        </p>
        <ToneBadge info={TICKET_STATUS_INFO[ticket.status]} />
      </div>
      <ol aria-label="Messages" className="grid gap-3">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            className={
              message.author === "support"
                ? "ml-6 rounded-md border bg-accent p-3 text-accent-foreground"
                : "mr-6 rounded-md border bg-muted p-3"
            }
          >
            <p className="mb-1 text-muted-foreground text-xs">
              {message.author === "support" ? "Support" : ticket.username} · {formatDateTime(message.date)}
            </p>
            <p className="whitespace-pre-wrap text-sm">{message.message}</p>
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-2">
        <span id={`ticket-${id}-status`} className="text-sm">
          Status
        </span>
        <Select value={ticket.status} onValueChange={(status) => setStatus.run(status as TicketStatus)}>
          <SelectTrigger aria-labelledby={`ticket-${id}-status`} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TICKET_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {TICKET_STATUS_INFO[status].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <AdminForm
        className="border-0 p-0 shadow-none"
        title="Reply to the customer"
        fields={REPLY_FIELDS}
        submitLabel="Send reply"
        resetOnSuccess
        onSubmit={async (values) => {
          await reply.submit(String(values.message));
        }}
      />
    </div>
  );
}
