import type {
  AdminOrderQuery,
  AdminOrderRequestDecision,
  AdminOrderRequestQuery,
  adminOrderEndpoints,
  adminOrderRequestEndpoints,
  BodyOf,
  OrderRequestKind,
  ResponseOf,
} from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { OrderStatusChange } from "./adminOperations";
import { adminListParams, adminPath } from "./adminQuery";

export const ADMIN_ORDER_MESSAGES = {
  fetchListFailed: "Failed to fetch orders",
  fetchOneFailed: "Failed to fetch the order",
  saveFailed: "Failed to save the order",
  statusFailed: "Failed to change the order's status",
  resendFailed: "Failed to resend the order",
  bulkFailed: "Failed to change the selected orders",
  requestsFailed: "Failed to fetch refill and cancel requests",
  decideFailed: "Failed to process the request",
} as const;

/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminOrderEndpoints;
type RequestEndpoints = typeof adminOrderRequestEndpoints;

const REQUEST_PATHS: Record<OrderRequestKind, string> = {
  refill: "/admin/requests/refills",
  cancel: "/admin/requests/cancels",
};

/** Every customer's orders, for the operator. */
export function adminOrderCalls(http: Http) {
  return {
    /** GET /admin/orders → one page; search matches the id, link, username or service title. */
    list(query: AdminOrderQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: "/admin/orders", params: adminListParams(query), authSession: "admin" },
        ADMIN_ORDER_MESSAGES.fetchListFailed,
        options,
      );
    },

    /** GET /admin/orders/:id → the order with its ledger rows. */
    get(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "GET", url: adminPath("/admin/orders", id), authSession: "admin" },
        ADMIN_ORDER_MESSAGES.fetchOneFailed,
        options,
      );
    },

    /**
     * PATCH /admin/orders/:id with a status → the order after the change: canceled refunds the charge, partial
     * refunds charge × remains / quantity (exactly once); each refund is a ledger row and the customer is notified.
     */
    setStatus(id: number, change: OrderStatusChange, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "PATCH", url: adminPath("/admin/orders", id), data: change, authSession: "admin" },
        ADMIN_ORDER_MESSAGES.statusFailed,
        options,
      );
    },

    /** PATCH /admin/orders/:id: set the start count and/or remains (no money moves). */
    update(id: number, change: BodyOf<Endpoints["update"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "PATCH", url: adminPath("/admin/orders", id), data: change, authSession: "admin" },
        ADMIN_ORDER_MESSAGES.saveFailed,
        options,
      );
    },

    /**
     * POST /admin/orders/:id/resend: queues a provider-backed order for its provider again, when the last
     * attempt failed or was left unknown; 422 for a manual service or an order the provider already has.
     */
    resend(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "POST", url: adminPath("/admin/orders", id, "/resend"), data: {}, authSession: "admin" },
        ADMIN_ORDER_MESSAGES.resendFailed,
        options,
      );
    },

    /**
     * POST /admin/orders/bulk: a status change, resend or cancel (with refund) for up to 100 orders, each as its
     * single action → each order's result, with the reason for one skipped.
     */
    bulk(action: BodyOf<Endpoints["bulk"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["bulk"]>>(
        { method: "POST", url: "/admin/orders/bulk", data: action, authSession: "admin" },
        ADMIN_ORDER_MESSAGES.bulkFailed,
        options,
      );
    },

    /** GET /admin/requests → customers' refill and cancel requests, newest first (provider name or "manual"). */
    requests(query: AdminOrderRequestQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<RequestEndpoints["list"]>>(
        { method: "GET", url: "/admin/requests", params: adminListParams(query), authSession: "admin" },
        ADMIN_ORDER_MESSAGES.requestsFailed,
        options,
      );
    },

    /**
     * POST /admin/requests/{refills,cancels}/:id → the request after the decision. A cancel marked done cancels
     * the order and refunds its charge once; 409 when someone already decided it, 422 for a provider's request.
     */
    decideRequest(kind: OrderRequestKind, id: number, decision: AdminOrderRequestDecision, options?: CallOptions) {
      return http.send<ResponseOf<RequestEndpoints["decideRefill"]>>(
        { method: "POST", url: adminPath(REQUEST_PATHS[kind], id), data: decision, authSession: "admin" },
        ADMIN_ORDER_MESSAGES.decideFailed,
        options,
      );
    },
  };
}
