import { EMPTY_STATES, TICKET_STATUS_INFO, type Ticket } from "@smm/domain";
import { Inbox } from "lucide-react";
import { TableCell, TableRow } from "../../../data/Table";
import { Badge } from "../../../display/Badge";
import { Button } from "../../../primitives/Button";
import { formatDate } from "../../shared/formatDate";
import { ResultsTable } from "../../shared/ResultsTable";
import { toneBadge } from "../../shared/toneBadge";

const COLUMNS = ["ID", "Subject", "Status", "Last Update"] as const;

export type TicketsTableProps = {
  tickets: readonly Ticket[];
  loading?: boolean;
  labelledBy: string;
  /** Opens a ticket's thread; when given, each subject is a button named "Open ticket <id>: <subject>". */
  onOpenTicket?: (ticket: Ticket) => void;
};

/** Your Support Tickets: ID, subject, status and last update, or 'No tickets found'. */
export function TicketsTable({ tickets, loading = false, labelledBy, onOpenTicket }: TicketsTableProps) {
  return (
    <ResultsTable
      labelledBy={labelledBy}
      columns={COLUMNS}
      rows={tickets}
      renderRow={(ticket) => {
        const status = TICKET_STATUS_INFO[ticket.status];
        const badge = toneBadge[status.tone];
        return (
          <TableRow key={ticket.id}>
            <TableCell label="ID" className="tabular-nums">
              {ticket.id}
            </TableCell>
            <TableCell label="Subject" className="font-medium">
              {onOpenTicket ? (
                <Button
                  variant="link"
                  className="h-auto whitespace-normal p-0 text-left"
                  aria-label={`Open ticket ${ticket.id}: ${ticket.subject}`}
                  onClick={() => onOpenTicket(ticket)}
                >
                  {ticket.subject}
                </Button>
              ) : (
                ticket.subject
              )}
            </TableCell>
            <TableCell label="Status">
              <Badge variant={badge.variant} className={badge.className}>
                {status.label}
              </Badge>
            </TableCell>
            <TableCell label="Last Update">
              <time dateTime={ticket.lastUpdate}>{formatDate(ticket.lastUpdate)}</time>
            </TableCell>
          </TableRow>
        );
      }}
      isLoading={loading}
      loadingRows={3}
      emptyIcon={<Inbox />}
      emptyText={EMPTY_STATES.tickets}
    />
  );
}

/** Tickets whose ID or subject contains the query (case-insensitive); all of them for a blank query. */
export function searchTickets(tickets: readonly Ticket[], query: string): readonly Ticket[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return tickets;
  return tickets.filter(
    (ticket) => String(ticket.id).includes(needle) || ticket.subject.toLowerCase().includes(needle),
  );
}
