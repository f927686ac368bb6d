/**
 * The operator's queue of customer refill and cancel requests (issue 7: "services without a provider stay with
 * the admin to process by hand"). Provider-backed requests are listed too, read-only: the job queue forwards them.
 */
import type { StatusInfo } from "../statuses";

export const ORDER_REQUEST_KINDS = ["refill", "cancel"] as const;
export type OrderRequestKind = (typeof ORDER_REQUEST_KINDS)[number];

export const REFILL_REQUEST_STATES = ["pending", "in-progress", "completed", "rejected", "error"] as const;
export type RefillRequestState = (typeof REFILL_REQUEST_STATES)[number];

export const CANCEL_REQUEST_STATES = ["pending", "forwarded", "done", "rejected"] as const;
export type CancelRequestState = (typeof CANCEL_REQUEST_STATES)[number];

/** Every state either kind can be in (the list filter accepts any of them). */
export const ORDER_REQUEST_STATES = [...new Set([...REFILL_REQUEST_STATES, ...CANCEL_REQUEST_STATES])] as Array<
  RefillRequestState | CancelRequestState
>;
export type OrderRequestState = RefillRequestState | CancelRequestState;

export const ORDER_REQUEST_STATE_INFO: Record<OrderRequestState, StatusInfo<OrderRequestState>> = {
  pending: { value: "pending", label: "Pending", tone: "warning" },
  "in-progress": { value: "in-progress", label: "In progress", tone: "info" },
  forwarded: { value: "forwarded", label: "Sent to provider", tone: "info" },
  completed: { value: "completed", label: "Completed", tone: "success" },
  done: { value: "done", label: "Canceled and refunded", tone: "success" },
  rejected: { value: "rejected", label: "Rejected", tone: "danger" },
  error: { value: "error", label: "Error", tone: "danger" },
};

/** What the operator can move a manual request to. */
export const REFILL_DECISIONS = ["in-progress", "completed", "rejected"] as const;
export type RefillDecision = (typeof REFILL_DECISIONS)[number];
export const CANCEL_DECISIONS = ["done", "rejected"] as const;
export type CancelDecision = (typeof CANCEL_DECISIONS)[number];

/** The states a manual request can still be moved from. */
export function isOpenRequest(kind: OrderRequestKind, state: OrderRequestState): boolean {
  return kind === "refill" ? state === "pending" || state === "in-progress" : state === "pending";
}

/** The decisions offered for a request in `state`; empty when it is settled. */
export function decisionsFor(
  kind: OrderRequestKind,
  state: OrderRequestState,
): ReadonlyArray<RefillDecision | CancelDecision> {
  if (!isOpenRequest(kind, state)) return [];
  if (kind === "cancel") return CANCEL_DECISIONS;
  return state === "in-progress" ? ["completed", "rejected"] : REFILL_DECISIONS;
}
