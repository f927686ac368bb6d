import type { TicketThreadMessage } from "./TicketThread";

/** A short conversation for stories and tests. */
export const SAMPLE_MESSAGES: readonly TicketThreadMessage[] = [
  {
    id: 1,
    author: "customer",
    message: "Order 10240 has not started after 6 hours. Can you speed it up?",
    date: "2026-11-21T09:15:00.000Z",
  },
  {
    id: 2,
    author: "support",
    message: "Thanks for waiting. The provider had a queue; your order is now in progress.",
    date: "2026-11-21T10:02:00.000Z",
  },
  { id: 3, author: "customer", message: "It moved, thank you!", date: "2026-11-21T12:40:00.000Z" },
];
