import { TICKET_STATUS_INFO, TICKET_STATUSES, type TicketStatus } from "@smm/domain";
import { Paperclip } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Skeleton } from "../../../display/Skeleton";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { Button } from "../../../primitives/Button";
import { formatDateTime } from "../../shared/formatDate";
import { LoadError } from "../../shared/LoadError";
import { AdminForm } from "../AdminForm";
import type { AdminFormField } from "../AdminForm/adminFormFields";
import { ToneBadge } from "../ToneBadge";

/** A file attached to a message: its name is shown, the app downloads it. */
export type TicketThreadAttachment = { id: number; name: string };

export type TicketThreadMessage = {
  id: number;
  author: "customer" | "support";
  message: string;
  date: string;
  attachments?: readonly TicketThreadAttachment[];
};

export type TicketThreadProps = Omit<React.ComponentProps<"div">, "children"> & {
  subject: string;
  /** The customer's username, shown on their messages. */
  customer: string;
  status: TicketStatus;
  /** Oldest first. */
  messages: readonly TicketThreadMessage[];
  /** Sends a reply; reject with an Error to show its message. The box clears after a reply is sent. */
  onReply: (message: string) => Promise<void>;
  onStatusChange: (status: TicketStatus) => void;
  /** Downloads an attached file (it needs the operator's token, so the app fetches it; no plain link). */
  onDownloadAttachment?: (attachment: TicketThreadAttachment) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

const REPLY_FIELDS: readonly AdminFormField[] = [
  { name: "message", label: "Reply", kind: "textarea", rows: 4, wide: true, required: true },
];

/** A support ticket for the operator: the conversation, the status select and a reply box. */
export function TicketThread({
  subject,
  customer,
  status,
  messages,
  onReply,
  onStatusChange,
  onDownloadAttachment,
  loading = false,
  error = null,
  onRetry,
  className,
  ...props
}: TicketThreadProps) {
  const statusLabelId = useId();
  if (error) return <LoadError title="Could not load this ticket" message={error} onRetry={onRetry} />;
  if (loading) return <Skeleton data-slot="ticket-thread" aria-busy="true" className="h-48" />;
  return (
    <div data-slot="ticket-thread" className={cn("grid gap-4", className)} {...props}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {subject} <span className="text-muted-foreground">from {customer}</span>
        </p>
        <ToneBadge info={TICKET_STATUS_INFO[status]} />
      </div>
      <ol aria-label="Messages" className="grid gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-author={message.author}
            className={cn(
              "rounded-md border p-3",
              message.author === "support" ? "ml-6 bg-accent text-accent-foreground" : "mr-6 bg-muted",
            )}
          >
            <p className="mb-1 text-muted-foreground text-xs">
              {message.author === "support" ? "Support" : customer} · {formatDateTime(message.date)}
            </p>
            <p className="whitespace-pre-wrap text-sm">{message.message}</p>
            {message.attachments?.map((attachment) => (
              <Button
                key={attachment.id}
                type="button"
                variant="link"
                size="sm"
                className="h-auto px-0"
                disabled={!onDownloadAttachment}
                onClick={() => onDownloadAttachment?.(attachment)}
              >
                <Paperclip aria-hidden="true" />
                {attachment.name}
              </Button>
            ))}
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-2">
        <span id={statusLabelId} className="text-sm">
          Status
        </span>
        <Select value={status} onValueChange={(next) => onStatusChange(next as TicketStatus)}>
          <SelectTrigger aria-labelledby={statusLabelId} className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TICKET_STATUSES.map((option) => (
              <SelectItem key={option} value={option}>
                {TICKET_STATUS_INFO[option].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <AdminForm
        bare
        title="Reply to the customer"
        fields={REPLY_FIELDS}
        submitLabel="Send reply"
        resetOnSuccess
        onSubmit={(values) => onReply(String(values.message))}
      />
    </div>
  );
}
