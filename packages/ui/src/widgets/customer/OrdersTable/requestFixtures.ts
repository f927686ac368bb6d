import type { Order, OrderRequestSummary } from "@smm/domain";

const none = { available: false, latest: null } as const;
const at = "2026-11-22T10:00:00.000Z";

/** What the server would answer for fresh orders: cancel while running (every other service), refill once completed. */
export function availableRequests(orders: readonly Order[]): OrderRequestSummary[] {
  return orders.map((order, index) => ({
    order_id: order.id,
    refill: { available: order.status === "completed", latest: null },
    cancel: {
      available: index % 2 === 0 && ["pending", "in-progress", "processing"].includes(order.status),
      latest: null,
    },
  }));
}

type Requests = Pick<OrderRequestSummary, "refill" | "cancel">;

const summariesOf = (states: Record<number, Requests>): OrderRequestSummary[] =>
  Object.entries(states).map(([id, state]) => ({ order_id: Number(id), ...state }));

/**
 * Requests already made, on the orders of `makeOrders(10)` whose status fits them: cancels on running orders
 * (and a done one on the canceled order), refills on the completed ones.
 */
export function requestedStates(): OrderRequestSummary[] {
  return summariesOf({
    10240: {
      refill: none,
      cancel: { available: false, latest: { id: 1, status: "pending", created_at: at, reason: null } },
    },
    10241: {
      refill: none,
      cancel: { available: false, latest: { id: 2, status: "forwarded", created_at: at, reason: null } },
    },
    10245: {
      refill: none,
      cancel: { available: false, latest: { id: 3, status: "done", created_at: at, reason: null } },
    },
    10243: { refill: { available: false, latest: { id: 4, status: "in-progress", created_at: at } }, cancel: none },
    10249: { refill: { available: true, latest: { id: 5, status: "completed", created_at: at } }, cancel: none },
  });
}

/** Why the operator refused the cancel in `failedStates`. */
export const REJECTION_REASON = "Delivery had already finished when the request arrived.";

/** Requests the panel refused or could not forward; a failed refill can be asked again. */
export function failedStates(): OrderRequestSummary[] {
  return summariesOf({
    10240: {
      refill: none,
      cancel: { available: false, latest: { id: 7, status: "rejected", created_at: at, reason: REJECTION_REASON } },
    },
    10243: { refill: { available: true, latest: { id: 8, status: "error", created_at: at } }, cancel: none },
    10249: { refill: { available: false, latest: { id: 9, status: "pending", created_at: at } }, cancel: none },
  });
}
