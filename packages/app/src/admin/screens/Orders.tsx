import { type AdminOrder, ORDER_STATUS_INFO, ORDER_STATUSES } from "@smm/domain";
import { AdminTable, type AdminTableFilter, Button, type DataTableColumn, formatDateTime, StatusBadge } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ExportCsvButton } from "../components/ExportCsvButton";
import { PanelMoney } from "../components/PanelMoney";
import { RowLink } from "../components/RowLink";
import { UserFilter } from "../components/UserFilter";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useMayChange, useMayRead } from "../lib/navAccess";
import { statusFilter } from "../lib/statusFilter";
import { useAdminList } from "../lib/useAdminList";
import { useBulkOrders } from "../lib/useBulkOrders";
import { useServiceOptions } from "../lib/useServiceOptions";

const count = new Intl.NumberFormat("en-US");

// Column ids that the server can sort by are its sort keys.
const COLUMNS: readonly DataTableColumn<AdminOrder>[] = [
  {
    id: "id",
    header: "ID",
    cell: (order) => <RowLink to={`/admin/orders/${order.id}`}>{order.id}</RowLink>,
    sortValue: (order) => order.id,
    width: "5rem",
  },
  {
    id: "user",
    header: "User",
    cell: (order) => <RowLink to={`/admin/users/${order.userId}`}>{order.username}</RowLink>,
    width: "8rem",
  },
  { id: "service", header: "Service", cell: (order) => <span title={order.link}>{order.service}</span> },
  {
    id: "quantity",
    header: "Quantity",
    cell: (order) => count.format(order.quantity),
    sortValue: (order) => order.quantity,
    align: "end",
    width: "6.5rem",
  },
  {
    id: "charge",
    header: "Charge",
    cell: (order) => <PanelMoney amount={order.charge} />,
    sortValue: (order) => Number(order.charge),
    align: "end",
    width: "8rem",
  },
  {
    id: "status",
    header: "Status",
    cell: (order) => <StatusBadge status={order.status} />,
    sortValue: (order) => order.status,
    width: "9rem",
  },
  {
    id: "created_at",
    header: "Date",
    cell: (order) => formatDateTime(order.createdAt),
    sortValue: (order) => order.createdAt,
    width: "10rem",
  },
];

const STATUS_FILTER = statusFilter(
  { id: "status", label: "Status", allLabel: "All statuses" },
  ORDER_STATUSES,
  ORDER_STATUS_INFO,
);

/**
 * `/admin/orders`: every customer's orders, filtered on the server by status, service, provider and user (kept in
 * the URL), searchable; 100,000 rows stay quick.
 */
export default function Component() {
  // A support agent opens the orders but may not read the services, providers or exports: those parts are left out.
  const mayReadServices = useMayRead("/api/admin/services");
  const mayReadProviders = useMayRead("/api/admin/providers");
  const mayExport = useMayRead("/api/admin/exports");
  // Finance reads the orders but changes none: no selection, no actions.
  const mayChange = useMayChange("/api/admin/orders/bulk");
  const services = useServiceOptions(mayReadServices);
  const providers = useQuery({
    queryKey: adminKeys.providers,
    queryFn: ({ signal }) => adminApi.providers.list({ signal }),
    enabled: mayReadProviders,
  });
  const providerFilter: AdminTableFilter = {
    id: "provider_id",
    label: "Provider",
    allLabel: "All providers",
    options: (providers.data?.data ?? []).map((provider) => ({ value: String(provider.id), label: provider.name })),
  };
  const { query, setQuery, params, tableProps } = useAdminList(
    "orders",
    (params, options) => adminApi.orders.list(params, options),
    // Newest first by id (the order they were placed in): every filter's index walks it without sorting.
    { initial: { sort: { columnId: "id", direction: "descending" } }, inUrl: true },
  );
  const bulk = useBulkOrders(tableProps.rows, JSON.stringify(params));
  const filterByUser = (user: string) => {
    const { user: _previous, ...others } = query.filters;
    setQuery({ ...query, page: 1, filters: user ? { ...others, user } : others });
  };
  const serviceFilter: AdminTableFilter = {
    id: "service_id",
    label: "Service",
    allLabel: "All services",
    options: services,
  };
  return (
    <AdminTable
      title="Orders"
      description="Open an order to change its status (refunds are computed and recorded), counters or provider; select several to act on them together."
      columns={mayChange ? [bulk.column, ...COLUMNS] : COLUMNS}
      getRowId={(order) => order.id}
      searchPlaceholder="Search by ID, user, service or link..."
      filters={[
        STATUS_FILTER,
        ...(mayReadServices ? [serviceFilter] : []),
        ...(mayReadProviders ? [providerFilter] : []),
      ]}
      actions={
        <>
          {mayExport ? <ExportCsvButton list="orders" params={params} /> : null}
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/requests">Refill &amp; cancel requests</Link>
          </Button>
        </>
      }
      toolbarEnd={<UserFilter value={query.filters.user ?? ""} onChange={filterByUser} />}
      selectionBar={mayChange ? bulk.bar : null}
      emptyMessage="No orders found"
      // On a phone each order is a card: a table scrolled sideways hid everything after the service.
      stackWhenNarrow
      {...tableProps}
    />
  );
}
