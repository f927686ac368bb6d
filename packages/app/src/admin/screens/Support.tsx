import { type AdminTicket, TICKET_STATUS_INFO, TICKET_STATUSES, type TicketStatus } from "@smm/domain";
import {
  AdminTable,
  type AdminTableFilter,
  Button,
  type DataTableColumn,
  Dialog,
  DialogContent,
  formatDateTime,
  ToneBadge,
} from "@smm/ui";
import { useState } from "react";
import { RowLink } from "../components/RowLink";
import { TicketConversation } from "../components/TicketConversation";
import { adminApi } from "../lib/adminApi";
import { useAdminList } from "../lib/useAdminList";

const STATUS_FILTER: AdminTableFilter = {
  id: "status",
  label: "Status",
  allLabel: "All statuses",
  options: TICKET_STATUSES.map((status: TicketStatus) => ({ value: status, label: TICKET_STATUS_INFO[status].label })),
};

/** `/admin/support`: the ticket queue (open first by default); a ticket opens its thread to reply and set its status. */
export default function Component() {
  const [openId, setOpenId] = useState<number | null>(null);
  const { tableProps } = useAdminList("tickets", (params, options) => adminApi.support.list(params, options), {
    initial: { filters: { status: "open" }, sort: { columnId: "updated_at", direction: "descending" } },
  });
  const columns: readonly DataTableColumn<AdminTicket>[] = [
    { id: "id", header: "ID", cell: (ticket) => ticket.id, sortValue: (ticket) => ticket.id, width: "5rem" },
    {
      id: "user",
      header: "User",
      cell: (ticket) => <RowLink to={`/admin/users/${ticket.userId}`}>{ticket.username}</RowLink>,
      width: "9rem",
    },
    { id: "subject", header: "Subject", cell: (ticket) => ticket.subject, width: "35%" },
    {
      id: "status",
      header: "Status",
      cell: (ticket) => <ToneBadge info={TICKET_STATUS_INFO[ticket.status]} />,
      sortValue: (ticket) => ticket.status,
      width: "8rem",
    },
    { id: "messages", header: "Messages", cell: (ticket) => ticket.messageCount, align: "end", width: "7rem" },
    {
      id: "updated_at",
      header: "Last Update",
      cell: (ticket) => formatDateTime(ticket.lastUpdate),
      sortValue: (ticket) => ticket.lastUpdate,
    },
    {
      id: "open",
      header: "Action",
      cell: (ticket) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpenId(ticket.id)}
          aria-label={`Open ticket ${ticket.id}`}
        >
          Open
        </Button>
      ),
      width: "6rem",
    },
  ];
  return (
    <>
      <AdminTable
        title="Support"
        description="Customer tickets; replies appear in the customer's support page and notifications."
        columns={columns}
        getRowId={(ticket) => ticket.id}
        searchPlaceholder="Search by ID, subject or user..."
        filters={[STATUS_FILTER]}
        emptyMessage="No tickets found"
        {...tableProps}
      />
      <Dialog open={openId !== null} onOpenChange={(open) => (open ? undefined : setOpenId(null))}>
        <DialogContent title={`Ticket ${openId ?? ""}`} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          {openId !== null ? <TicketConversation id={openId} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
