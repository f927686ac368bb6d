import type { TicketAttachment, TicketMessage, TicketThread } from "@smm/api-client";
import { TICKET_STATUS_INFO } from "@smm/domain";
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Dialog,
  DialogContent,
  errorMessage,
  Field,
  formatDateTime,
  Skeleton,
  Textarea,
  toast,
} from "@smm/ui";
import { Paperclip } from "lucide-react";
import { useRef, useState } from "react";
import { api } from "../../../lib/api";

async function download(ticketId: number, attachment: TicketAttachment) {
  try {
    const { blob, filename } = await api.tickets.downloadAttachment(ticketId, attachment.id);
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement("a"), { href: url, download: filename || attachment.name });
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}

function Message({ ticketId, message }: { ticketId: number; message: TicketMessage }) {
  const fromSupport = message.author === "support";
  return (
    <li
      data-author={message.author}
      className={fromSupport ? "rounded-lg border bg-muted/50 p-3" : "rounded-lg border bg-card p-3"}
    >
      <p className="mb-1 text-muted-foreground text-xs">
        <span className="font-medium text-foreground">{fromSupport ? "Support" : "You"}</span> ·{" "}
        <time dateTime={message.date}>{formatDateTime(message.date)}</time>
      </p>
      <p className="whitespace-pre-wrap text-sm">{message.message}</p>
      {message.attachments.map((attachment) => (
        <Button
          key={attachment.id}
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => void download(ticketId, attachment)}
        >
          <Paperclip aria-hidden="true" />
          {attachment.name}
        </Button>
      ))}
    </li>
  );
}

export type TicketThreadDialogProps = {
  ticketId: number | null;
  thread: TicketThread | undefined;
  loading: boolean;
  error: string | undefined;
  onClose: () => void;
  onReply: (message: string) => Promise<void>;
  onCloseTicket: () => void;
};

/** One ticket's conversation: every message with its attachments, a reply box, and closing the ticket. */
export function TicketThreadDialog({
  ticketId,
  thread,
  loading,
  error,
  onClose,
  onReply,
  onCloseTicket,
}: TicketThreadDialogProps) {
  const [reply, setReply] = useState("");
  const [sending, setSending] = useState(false);
  // After a reply is sent the box takes the focus back: the submit button is disabled once the box is empty.
  const replyBox = useRef<HTMLTextAreaElement>(null);
  const closed = thread?.status === "closed";

  const send = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reply.trim()) return;
    setSending(true);
    try {
      await onReply(reply.trim());
      setReply("");
      replyBox.current?.focus();
    } catch {
      // The page has said why; the reply stays in the box for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={ticketId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={thread ? `Ticket ${thread.id}: ${thread.subject}` : `Ticket ${ticketId ?? ""}`}
        className="sm:max-w-2xl"
      >
        {error ? (
          <Alert variant="danger">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : loading || !thread ? (
          <Skeleton className="h-32" />
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-2">
              <Badge>{TICKET_STATUS_INFO[thread.status].label}</Badge>
              {closed ? null : (
                <Button variant="outline" size="sm" onClick={onCloseTicket}>
                  Close ticket
                </Button>
              )}
            </div>
            <ol aria-label="Messages" className="grid max-h-80 gap-3 overflow-y-auto">
              {thread.messages.map((message) => (
                <Message key={message.id} ticketId={thread.id} message={message} />
              ))}
            </ol>
            {closed ? (
              <p className="text-muted-foreground text-sm">This ticket is closed. Open a new ticket for a new issue.</p>
            ) : (
              <form onSubmit={send} className="grid gap-2">
                <Field label="Your reply">
                  <Textarea ref={replyBox} value={reply} onChange={(event) => setReply(event.target.value)} rows={3} />
                </Field>
                <Button type="submit" pending={sending} disabled={!reply.trim()} className="justify-self-end">
                  Send reply
                </Button>
              </form>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
