import type { OrderListQuery } from "@smm/api-client";
import type { Order } from "@smm/domain";
import { ALL_SERVICES, DEFAULT_ORDERS_QUERY, ORDERS_PAGE_SIZE, type OrdersQuery, OrdersTable } from "@smm/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { childPanelsQuery, ordersQuery, servicesQuery, useServices } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { useOrderRequests } from "./OrdersRequests";

/** The table's filters as the server's query (GET /orders filters, searches and pages). */
export function toOrderListQuery({ status, search, serviceId, origin, page }: OrdersQuery): OrderListQuery {
  return {
    status,
    search,
    ...(serviceId === ALL_SERVICES ? {} : { service_id: Number(serviceId) }),
    ...(origin === "all" ? {} : { origin }),
    page,
    per_page: ORDERS_PAGE_SIZE,
  };
}

export const clientLoader = () => preload(ordersQuery(toOrderListQuery(DEFAULT_ORDERS_QUERY)), servicesQuery(null));

/**
 * `/dashboard/orders`: Order History with status tabs, search, service filter and pages, all on the server, and
 * a refill or cancel per order where the server allows one.
 */
export default function Component() {
  const [query, setQuery] = useState<OrdersQuery>(DEFAULT_ORDERS_QUERY);
  const listQuery = toOrderListQuery(useDebouncedValue(query));
  const orders = useQuery({ ...ordersQuery(listQuery), placeholderData: keepPreviousData });
  const services = useServices(null);
  const serviceOptions = useMemo(
    () => (services.data ?? []).map((service) => ({ id: String(service.id), name: service.service_title })),
    [services.data],
  );
  // A start count is unknown until the order starts; the table shows counts, so unknown reads as 0.
  const rows = useMemo<Order[]>(
    () => (orders.data?.data ?? []).map((order) => ({ ...order, startCount: order.startCount ?? 0 })),
    [orders.data],
  );
  // Orders forwarded from child panels exist only for their owners: the origin filter is offered to them.
  const ownsPanels = (useQuery(childPanelsQuery).data?.length ?? 0) > 0;
  const orderIds = useMemo(() => rows.map((order) => order.id), [rows]);
  const orderRequests = useOrderRequests(orderIds);

  return (
    <>
      <PageTitle>Order History</PageTitle>
      <OrdersTable
        rows={rows}
        total={orders.data?.meta.total ?? 0}
        serviceOptions={serviceOptions}
        query={query}
        onQueryChange={setQuery}
        isLoading={orders.isPending}
        error={orders.error?.message ?? null}
        onRetry={() => void orders.refetch()}
        requests={orderRequests.requests}
        pendingRequests={orderRequests.pending}
        onRefill={orderRequests.refill}
        onCancel={orderRequests.cancel}
        showOrigin={ownsPanels}
      />
    </>
  );
}
