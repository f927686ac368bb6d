export { TicketThread, type TicketThreadMessage, type TicketThreadProps } from "./TicketThread";
