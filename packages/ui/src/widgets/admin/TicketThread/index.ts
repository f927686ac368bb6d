export {
  TicketThread,
  type TicketThreadAttachment,
  type TicketThreadMessage,
  type TicketThreadProps,
} from "./TicketThread";
