/**
 * Refill and cancel requests a customer makes from the web (POST /api/orders/:id/refill, /cancel) or through
 * API v2. The panel forwards them to the order's provider; a service without one leaves them to the operator.
 */
import type { CancelRequestState, RefillRequestState } from "./adminRequests";
import { RESELLER_API_ERRORS } from "./reseller";

/** At most this many ids in one GET /api/order-requests?order_ids=… */
export const ORDER_REQUESTS_MAX_IDS = 100;

export const ORDER_REQUEST_MESSAGES = {
  notFound: "Order not found",
  notEligible: {
    refill: RESELLER_API_ERRORS.notEligibleForRefill,
    cancel: RESELLER_API_ERRORS.notEligibleForCancel,
  },
  tooManyIds: `At most ${ORDER_REQUESTS_MAX_IDS} order ids`,
} as const;

/** Open requests are still being worked on: a new ask answers the open one again. */
export const OPEN_REFILL_STATUSES: readonly RefillRequestState[] = ["pending", "in-progress"];

/** The short label of a request's state, e.g. on the order's row. */
export const REFILL_STATE_LABELS: Record<RefillRequestState, string> = {
  pending: "Refill requested",
  "in-progress": "Refilling",
  completed: "Refilled",
  rejected: "Refill rejected",
  error: "Refill failed",
};

export const CANCEL_STATE_LABELS: Record<CancelRequestState, string> = {
  pending: "Cancel requested",
  forwarded: "Cancel sent",
  done: "Canceled",
  rejected: "Cancel rejected",
};
