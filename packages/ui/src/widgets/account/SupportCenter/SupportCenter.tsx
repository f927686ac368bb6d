import type { SupportTicketValues, Ticket } from "@smm/domain";
import type * as React from "react";
import { useId, useState } from "react";
import { SearchInput } from "../../../forms/SearchInput";
import { cn } from "../../../lib/cn";
import { Button } from "../../../primitives/Button";
import { LoadError } from "../../shared/LoadError";
import { SectionCard } from "../shared/SectionCard";
import { type SupportContact, SupportGuidance } from "./SupportGuidance";
import { TicketForm } from "./TicketForm";
import { searchTickets, TicketsTable } from "./TicketsTable";

export type SupportCenterProps = Omit<React.ComponentProps<"div">, "children" | "onSubmit"> & {
  /** Sends a ticket; the form resets when this resolves and shows the spec's error alert when it rejects. */
  onSubmitTicket: (values: SupportTicketValues) => Promise<void>;
  /** Shows the spec's error alert from outside (e.g. the page caught a server error). */
  submitFailed?: boolean;
  tickets?: readonly Ticket[];
  ticketsLoading?: boolean;
  /** Why the tickets could not be loaded. */
  ticketsError?: string;
  onRetryTickets?: () => void;
  /** Told each search, e.g. to search on the server; the list given is filtered by ID and subject either way. */
  onSearch?: (query: string) => void;
  /** Opens a ticket's thread (replies, attachments); the subjects become buttons when given. */
  onOpenTicket?: (ticket: Ticket) => void;
  /** The operator's response time, hours and channels (Settings → Storefront); none stated when omitted. */
  contact?: SupportContact;
};

/** Customer Support: guidance, the ticket form, the search form and the customer's tickets. */
export function SupportCenter({
  onSubmitTicket,
  submitFailed,
  tickets = [],
  ticketsLoading = false,
  ticketsError,
  onRetryTickets,
  onSearch,
  onOpenTicket,
  contact,
  className,
  ...props
}: SupportCenterProps) {
  const ids = { form: useId(), tickets: useId(), search: useId() };
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");
  const search = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(draft);
    onSearch?.(draft.trim());
  };

  return (
    <div data-slot="support-center" className={cn("grid gap-6", className)} {...props}>
      <SupportGuidance contact={contact} />
      <SectionCard title="Submit a Support Ticket" headingId={ids.form}>
        <TicketForm labelledBy={ids.form} onSubmit={onSubmitTicket} failed={submitFailed} />
      </SectionCard>
      <SectionCard title="Your Support Tickets" headingId={ids.tickets} contentClassName="grid gap-4">
        <search aria-label="Search tickets">
          <form onSubmit={search} className="flex gap-2">
            <label htmlFor={ids.search} className="sr-only">
              Search by ticket ID or subject
            </label>
            <SearchInput
              id={ids.search}
              value={draft}
              onValueChange={setDraft}
              placeholder="Search by ticket ID or subject"
              className="max-w-sm"
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </form>
        </search>
        {ticketsError ? (
          <LoadError title="Failed to load your tickets" message={ticketsError} onRetry={onRetryTickets} />
        ) : (
          <TicketsTable
            tickets={searchTickets(tickets, query)}
            loading={ticketsLoading}
            labelledBy={ids.tickets}
            onOpenTicket={onOpenTicket}
          />
        )}
      </SectionCard>
    </div>
  );
}
