import type { SupportTicketValues } from "@smm/domain";
import { SupportCenter, toast } from "@smm/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { ticketsQuery } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { queryKeys } from "../../lib/queryKeys";
import { usePublicSettings } from "../../lib/settings";
import { TicketThreadDialog } from "./support/TicketThreadDialog";

export const TICKET_SUBMITTED_MESSAGE = "Ticket submitted";

export const clientLoader = () => preload(ticketsQuery({ search: "" }));

/** `/dashboard/support`: open tickets (with an attachment), list and search them, read and answer a thread. */
export default function Component() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [openTicketId, setOpenTicketId] = useState<number | null>(null);
  const tickets = useQuery(ticketsQuery({ search }));
  const settings = usePublicSettings().data;
  const thread = useQuery({
    queryKey: queryKeys.tickets.thread(openTicketId ?? 0),
    queryFn: ({ signal }) => api.tickets.get(openTicketId ?? 0, { signal }),
    enabled: openTicketId !== null,
  });
  const refreshTickets = () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all });
  const threadChanged = {
    onSuccess: async (updated: Awaited<ReturnType<typeof api.tickets.get>>) => {
      queryClient.setQueryData(queryKeys.tickets.thread(updated.id), updated);
      await refreshTickets();
    },
    onError: (error: Error) => toast.error(error.message),
  };
  const reply = useMutation({
    mutationFn: (message: string) => api.tickets.reply(openTicketId ?? 0, message),
    ...threadChanged,
  });
  const close = useMutation({ mutationFn: () => api.tickets.close(openTicketId ?? 0), ...threadChanged });

  const submitTicket = async ({ subject, message, file }: SupportTicketValues) => {
    await api.tickets.create({ subject, message, file: file instanceof Blob ? file : null });
    toast.success(TICKET_SUBMITTED_MESSAGE);
    await refreshTickets();
  };

  return (
    <>
      <PageTitle>Customer Support</PageTitle>
      <SupportCenter
        onSubmitTicket={submitTicket}
        tickets={tickets.data ?? []}
        ticketsLoading={tickets.isPending}
        ticketsError={tickets.error?.message}
        onRetryTickets={() => void tickets.refetch()}
        onSearch={setSearch}
        onOpenTicket={(ticket) => setOpenTicketId(ticket.id)}
        // The operator's response time, hours and channels (Settings → Storefront); none stated until they answer.
        contact={
          settings && {
            responseTime: settings.storefront.support_response_time,
            hours: settings.support_hours,
            channels: settings.storefront.support_channels,
          }
        }
      />
      <TicketThreadDialog
        ticketId={openTicketId}
        thread={thread.data}
        loading={thread.isPending}
        error={thread.error?.message}
        onClose={() => setOpenTicketId(null)}
        onReply={async (message) => {
          await reply.mutateAsync(message);
        }}
        onCloseTicket={() => close.mutate()}
      />
    </>
  );
}
