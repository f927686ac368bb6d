import { TICKET_STATUS_INFO, type TicketStatus } from "@smm/domain";
import { errorMessage, TicketThread, type TicketThreadAttachment, toast } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { saveFile } from "../../lib/saveFile";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";

/** One ticket from the server in the TicketThread widget: replies and status changes refresh the queue. */
export function TicketConversation({ id }: { id: number }) {
  const thread = useQuery({
    queryKey: adminKeys.ticket(id),
    queryFn: ({ signal }) => adminApi.support.get(id, { signal }),
  });
  const stale = [adminKeys.ticket(id), adminKeys.list("tickets")];
  const reply = useAdminAction((message: string) => adminApi.operations.replyToTicket(id, message), {
    success: "Reply sent",
    invalidate: stale,
  });
  const setStatus = useAdminAction((status: TicketStatus) => adminApi.support.setStatus(id, status), {
    success: (ticket) => `Ticket ${ticket.id} is ${TICKET_STATUS_INFO[ticket.status].label}`,
    invalidate: stale,
  });
  const download = async (attachment: TicketThreadAttachment) => {
    try {
      saveFile(await adminApi.support.downloadAttachment(id, attachment.id));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const ticket = thread.data;
  return (
    <TicketThread
      subject={ticket?.subject ?? ""}
      customer={ticket?.username ?? ""}
      status={ticket?.status ?? "open"}
      messages={ticket?.messages ?? []}
      loading={thread.isPending}
      error={thread.isError ? errorMessage(thread.error) : null}
      onRetry={() => void thread.refetch()}
      onReply={async (message) => {
        await reply.submit(message);
      }}
      onStatusChange={(status) => setStatus.run(status)}
      onDownloadAttachment={(attachment) => void download(attachment)}
    />
  );
}
