import {
  filterOrders as filterOrderRows,
  matchesOrderOrigin,
  type Order,
  type OrderOrigin,
  type OrderStatusFilter,
} from "@smm/domain";

/** The filters and page of the Order History table; what the app sends to the server when it filters there. */
export type OrdersQuery = {
  status: OrderStatusFilter;
  search: string;
  /** A service option's id, or `ALL_SERVICES`. */
  serviceId: string;
  /** A child panel owner's filter: all orders, their own, or those from their panels. */
  origin: OrderOrigin;
  page: number;
};

export const ALL_SERVICES = "all";

export const DEFAULT_ORDERS_QUERY: OrdersQuery = {
  status: "all",
  search: "",
  serviceId: ALL_SERVICES,
  origin: "all",
  page: 1,
};

/** An entry of the service filter. Orders carry the service's name, so a client-side filter matches on `name`. */
export type OrderServiceOption = { id: string; name: string };

/** One option per distinct service in the rows, by name, for when the app gives no list of its own. */
export function serviceOptionsFrom(rows: readonly Order[]): OrderServiceOption[] {
  return [...new Set(rows.map((row) => row.service))]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ id: name, name }));
}

/** The rows that pass the status tab, the search and the service filter (the domain's Order History rules). */
export function filterOrders(
  rows: readonly Order[],
  query: Omit<OrdersQuery, "page">,
  serviceOptions: readonly OrderServiceOption[],
): Order[] {
  // An id missing from the options is taken as a service name, so a filter never silently shows everything.
  const service =
    query.serviceId === ALL_SERVICES
      ? ALL_SERVICES
      : (serviceOptions.find((option) => option.id === query.serviceId)?.name ?? query.serviceId);
  return filterOrderRows(rows, { status: query.status, service, query: query.search }).filter((row) =>
    matchesOrderOrigin(row, query.origin),
  );
}
