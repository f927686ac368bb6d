export { SupportCenter, type SupportCenterProps } from "./SupportCenter";
export { TICKET_SUBMITTED } from "./TicketForm";
export { searchTickets } from "./TicketsTable";
