import type { Order } from "./contract/orders";
import type { ServiceUpdate } from "./contract/serviceUpdates";
import { matchesStatusFilter, type OrderStatusFilter, type UpdateType } from "./statuses";

/** Case-insensitive "contains" after trimming; an empty query matches everything. */
function contains(haystack: string, query: string): boolean {
  return haystack.toLowerCase().includes(query.trim().toLowerCase());
}

/** Order History search: matches the id, the service or the link (spec §4). */
export function matchesOrderSearch(order: Pick<Order, "id" | "service" | "link">, query: string): boolean {
  return [String(order.id), order.service, order.link].some((field) => contains(field, query));
}

/** Order History: the status tab, the service filter ('all' or a service name) and the search together. */
export function filterOrders<T extends Pick<Order, "id" | "service" | "link" | "status">>(
  orders: readonly T[],
  { status = "all", service = "all", query = "" }: { status?: OrderStatusFilter; service?: string; query?: string },
): T[] {
  return orders.filter(
    (order) =>
      matchesStatusFilter(order.status, status) &&
      (service === "all" || order.service === service) &&
      matchesOrderSearch(order, query),
  );
}

/** Updates: the type filter ('all' lets every update through) and search by service name or ID (spec §2). */
export function filterUpdates<T extends Pick<ServiceUpdate, "id" | "service" | "updateType">>(
  updates: readonly T[],
  { type = "all", query = "" }: { type?: UpdateType; query?: string },
): T[] {
  return updates.filter(
    (update) =>
      (type === "all" || update.updateType === type) &&
      [String(update.id), update.service].some((field) => contains(field, query)),
  );
}
