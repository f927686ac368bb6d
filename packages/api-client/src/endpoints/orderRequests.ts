import {
  ORDER_REQUESTS_MAX_IDS,
  type OrderRequestSummary,
  type orderRequestEndpoints,
  type ResponseOf,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const ORDER_REQUEST_CALL_MESSAGES = {
  refillFailed: "Failed to request a refill",
  cancelFailed: "Failed to request a cancel",
  fetchFailed: "Failed to load refill and cancel requests",
} as const;

/**
 * Refill and cancel requests on the customer's orders. Asking twice is safe: the server answers the request
 * already made (200) instead of making another (201). Every answer is the order's request states.
 */
export function orderRequestCalls(http: Http) {
  const ask = (kind: "refill" | "cancel", orderId: number, fallback: string, options?: CallOptions) =>
    http.send<ResponseOf<(typeof orderRequestEndpoints)[typeof kind]>>(
      { method: "POST", url: `/orders/${encodeURIComponent(orderId)}/${kind}`, data: {} },
      fallback,
      options,
    );

  return {
    /** POST /orders/:id/refill: a completed order of a service with refill. 422 'Order not eligible for refill'. */
    refill(orderId: number, options?: CallOptions) {
      return ask("refill", orderId, ORDER_REQUEST_CALL_MESSAGES.refillFailed, options);
    },

    /** POST /orders/:id/cancel: a running order of a service that allows it. 422 'Order not eligible for cancel'. */
    cancel(orderId: number, options?: CallOptions) {
      return ask("cancel", orderId, ORDER_REQUEST_CALL_MESSAGES.cancelFailed, options);
    },

    /**
     * GET /order-requests?order_ids=… → per order (the customer's own, at most 100): whether each request can
     * be asked now and the latest one. No ids: no call.
     */
    async list(orderIds: readonly number[], options?: CallOptions): Promise<OrderRequestSummary[]> {
      if (orderIds.length === 0) return [];
      if (orderIds.length > ORDER_REQUESTS_MAX_IDS) {
        throw new RangeError(`At most ${ORDER_REQUESTS_MAX_IDS} order ids per call`);
      }
      const page = await http.send<ResponseOf<typeof orderRequestEndpoints.list>>(
        { method: "GET", url: "/order-requests", params: { order_ids: orderIds.join(",") } },
        ORDER_REQUEST_CALL_MESSAGES.fetchFailed,
        options,
      );
      return page.data;
    },
  };
}
