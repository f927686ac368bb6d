import type {
  MassOrderRequestLine,
  OrderFieldName,
  OrderOrigin,
  OrderStatusFilter,
  orderEndpoints,
  ResponseOf,
} from "@smm/domain";
import type { CallOptions, IdempotentCallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The answers' types come from the contract; only its types are imported, so no zod reaches the browser. */
type Endpoints = typeof orderEndpoints;

/** An order of one service: its id and the fields its type takes (`ORDER_TYPE_FIELDS`: link, quantity, comments...). */
export type NewOrderPayload = { service_id: number } & Partial<Record<OrderFieldName, string | number>>;

export interface OrderListQuery {
  /** A status tab; "all" (or nothing) lists every status. */
  status?: OrderStatusFilter;
  /** Matches the order id, the service title or the link. */
  search?: string;
  service_id?: number;
  /** A child panel owner's filter: "own" orders or those from their "panels"; "all" (or nothing) lists both. */
  origin?: OrderOrigin;
  page?: number;
  /** 1 to 100. */
  per_page?: number;
}

export const ORDER_MESSAGES = {
  placeFailed: "Failed to place order",
  massPlaceFailed: "Failed to place mass order",
  fetchListFailed: "Failed to fetch orders",
  fetchOneFailed: "Failed to fetch order",
} as const;

/** Only the filters that narrow something: an empty search or the "all" tab are left out of the URL. */
function listParams({ status, search, service_id, origin, page, per_page }: OrderListQuery) {
  return {
    ...(status && status !== "all" ? { status } : {}),
    ...(origin && origin !== "all" ? { origin } : {}),
    ...(search?.trim() ? { search: search.trim() } : {}),
    ...(service_id !== undefined ? { service_id } : {}),
    ...(page !== undefined ? { page } : {}),
    ...(per_page !== undefined ? { per_page } : {}),
  };
}

/** Orders and mass orders. Placing either takes the submission's Idempotency-Key. */
export function orderCalls(http: Http) {
  return {
    /**
     * POST /orders → the placed order. A 422 names the bad field (`service_id`, `link`, `quantity`, `comments`...)
     * or, when the balance is short, `balance`.
     */
    place(order: NewOrderPayload, options: IdempotentCallOptions) {
      return http.send<ResponseOf<Endpoints["place"]>>(
        { method: "POST", url: "/orders", data: order },
        ORDER_MESSAGES.placeFailed,
        options,
      );
    },

    /**
     * POST /mass-orders with the lines the domain's parser made of the textarea (`toMassOrderRequestLine`). All
     * lines are placed or none: a 422 lists every line's error under `errors.orders` ("Line N" = the N-th line sent).
     */
    placeMass(orders: readonly MassOrderRequestLine[], options: IdempotentCallOptions) {
      return http.send<ResponseOf<Endpoints["placeMass"]>>(
        { method: "POST", url: "/mass-orders", data: { orders } },
        ORDER_MESSAGES.massPlaceFailed,
        options,
      );
    },

    /** GET /orders → one page of the order history, newest first. */
    list(query: OrderListQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: "/orders", params: listParams(query) },
        ORDER_MESSAGES.fetchListFailed,
        options,
      );
    },

    /** GET /orders/:id → one of the customer's own orders (another customer's answers 404). */
    get(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "GET", url: `/orders/${encodeURIComponent(id)}` },
        ORDER_MESSAGES.fetchOneFailed,
        options,
      );
    },
  };
}
