export { SupportCenter, type SupportCenterProps } from "./SupportCenter";
export { NO_SUPPORT_CONTACT, type SupportContact } from "./SupportGuidance";
export { TICKET_SUBMITTED } from "./TicketForm";
export { searchTickets } from "./TicketsTable";
