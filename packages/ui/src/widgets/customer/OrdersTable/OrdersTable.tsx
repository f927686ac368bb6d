import { EMPTY_STATES, ORDER_STATUS_FILTERS, type Order, type OrderStatusFilter, pageCountOf } from "@smm/domain";
import { PackageSearch } from "lucide-react";
import type * as React from "react";
import { useMemo } from "react";
import { Pagination } from "../../../data/Pagination";
import { TableCell, TableRow } from "../../../data/Table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../display/Tabs";
import { SearchInput } from "../../../forms/SearchInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";
import { StatusBadge } from "../../common/StatusBadge";
import { formatCount } from "../shared/formatCount";
import { formatDate } from "../shared/formatDate";
import { ResultsTable } from "../shared/ResultsTable";
import { useTableQuery } from "../shared/useTableQuery";
import {
  ALL_SERVICES,
  DEFAULT_ORDERS_QUERY,
  filterOrders,
  type OrderServiceOption,
  type OrdersQuery,
  serviceOptionsFrom,
} from "./filterOrders";

export const ORDERS_PAGE_SIZE = 10;

const COLUMNS = ["ID", "Date", "Link", "Charge", "Start Count", "Quantity", "Service", "Status", "Remains"] as const;

export type OrdersTableProps = Omit<React.ComponentProps<"section">, "children"> & {
  /**
   * The orders. Without `total` these are all of the customer's orders and the table filters and pages them
   * itself; with `total` they are the current page as the server filtered it.
   */
  rows: readonly Order[];
  /** The number of orders matching the query on the server; turns on server-side filtering and paging. */
  total?: number;
  /** The service filter's entries; by default every service found in `rows`. */
  serviceOptions?: readonly OrderServiceOption[];
  /** Controlled filters and page; leave undefined to let the table keep them. */
  query?: OrdersQuery;
  defaultQuery?: Partial<OrdersQuery>;
  /** Every change of tab, search, service or page, with the whole new query (filters reset the page to 1). */
  onQueryChange?: (query: OrdersQuery) => void;
  pageSize?: number;
  isLoading?: boolean;
  /** A load failure to show instead of the table. */
  error?: string | null;
  onRetry?: () => void;
};

/** Order History: status tabs, search over id, service and link, a service filter, the orders and a pager. */
export function OrdersTable({
  rows,
  total,
  serviceOptions,
  query: controlledQuery,
  defaultQuery,
  onQueryChange,
  pageSize = ORDERS_PAGE_SIZE,
  isLoading = false,
  error = null,
  onRetry,
  className,
  ...props
}: OrdersTableProps) {
  const [query, update] = useTableQuery(controlledQuery, { ...DEFAULT_ORDERS_QUERY, ...defaultQuery }, onQueryChange);
  const serverSide = total !== undefined;
  const options = useMemo(() => serviceOptions ?? serviceOptionsFrom(rows), [serviceOptions, rows]);
  const filtered = useMemo(
    () => (serverSide ? rows : filterOrders(rows, query, options)),
    [serverSide, rows, query, options],
  );
  const matching = serverSide ? total : filtered.length;
  const pageCount = pageCountOf(matching, pageSize);
  const page = Math.min(query.page, pageCount);
  const visible = serverSide ? filtered : filtered.slice((page - 1) * pageSize, page * pageSize);

  return (
    <section data-slot="orders-table" className={cn("flex flex-col gap-4", className)} {...props}>
      <Tabs value={query.status} onValueChange={(status) => update({ status: status as OrderStatusFilter })}>
        <TabsList aria-label="Order status">
          {ORDER_STATUS_FILTERS.map((filter) => (
            <TabsTrigger key={filter.value} value={filter.value}>
              {filter.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="flex flex-col gap-2 sm:flex-row">
          <SearchInput
            aria-label="Search orders"
            placeholder="Search by ID, service or link..."
            value={query.search}
            onValueChange={(search) => update({ search })}
            className="sm:max-w-sm"
          />
          <Select value={query.serviceId} onValueChange={(serviceId) => update({ serviceId })}>
            <SelectTrigger aria-label="Filter by service" className="sm:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_SERVICES}>All services</SelectItem>
              {options.map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {/* Only the active tab's panel exists: every tab shows the same table, filtered. */}
        <TabsContent value={query.status} className="flex flex-col gap-4">
          <ResultsTable
            label="Orders"
            columns={COLUMNS}
            rows={visible}
            renderRow={(order) => <OrderRow key={order.id} order={order} />}
            isLoading={isLoading}
            error={error}
            errorTitle="Could not load your orders"
            onRetry={onRetry}
            emptyIcon={<PackageSearch />}
            emptyText={EMPTY_STATES.orders}
          />
          {!error && pageCount > 1 ? (
            <Pagination
              aria-label="Orders pages"
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => update({ page: next })}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </section>
  );
}

function OrderRow({ order }: { order: Order }) {
  const formatMoney = useFormatMoney();
  return (
    <TableRow data-order-id={order.id}>
      <TableCell label="ID" className="font-medium tabular-nums">
        {order.id}
      </TableCell>
      <TableCell label="Date">{formatDate(order.date)}</TableCell>
      <TableCell label="Link">
        <a
          href={order.link}
          target="_blank"
          rel="noopener noreferrer"
          className="block min-w-0 max-w-56 truncate text-primary underline-offset-4 hover:underline"
        >
          {order.link}
        </a>
      </TableCell>
      <TableCell label="Charge" className="tabular-nums">
        {formatMoney(order.charge)}
      </TableCell>
      <TableCell label="Start Count" className="tabular-nums">
        {formatCount(order.startCount)}
      </TableCell>
      <TableCell label="Quantity" className="tabular-nums">
        {formatCount(order.quantity)}
      </TableCell>
      <TableCell label="Service">
        <span className="block min-w-0 max-w-64 truncate">{order.service}</span>
      </TableCell>
      <TableCell label="Status">
        <StatusBadge status={order.status} />
      </TableCell>
      <TableCell label="Remains" className="tabular-nums">
        {formatCount(order.remains)}
      </TableCell>
    </TableRow>
  );
}
