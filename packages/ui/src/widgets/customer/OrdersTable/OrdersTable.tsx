import {
  EMPTY_STATES,
  ORDER_ORIGIN_LABELS,
  ORDER_ORIGINS,
  ORDER_STATUS_FILTERS,
  type Order,
  type OrderOrigin,
  type OrderRequestSummary,
  type OrderStatusFilter,
  pageCountOf,
} from "@smm/domain";
import { PackageSearch } from "lucide-react";
import type * as React from "react";
import { useMemo, useRef, useState } from "react";
import { Pagination } from "../../../data/Pagination";
import { TableCell, TableRow } from "../../../data/Table";
import { Badge } from "../../../display/Badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../display/Tabs";
import { SearchInput } from "../../../forms/SearchInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";
import { StatusBadge } from "../../common/StatusBadge";
import { formatCount } from "../../shared/formatCount";
import { formatDate } from "../../shared/formatDate";
import { ResultsTable } from "../../shared/ResultsTable";
import { useTableQuery } from "../../shared/useTableQuery";
import {
  ALL_SERVICES,
  DEFAULT_ORDERS_QUERY,
  filterOrders,
  type OrderServiceOption,
  type OrdersQuery,
  serviceOptionsFrom,
} from "./filterOrders";
import { OrderRequestActions, type OrderRequestKind } from "./OrderRequestActions";
import { OrderRequestDialog } from "./OrderRequestDialog";

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
  /**
   * Refill and cancel per order, as the server answers them: a row whose order has an entry shows its latest
   * requests as badges, and Refill / Cancel buttons when they can be asked now.
   */
  requests?: readonly OrderRequestSummary[];
  /** The request being sent per order id: that row's button shows a spinner. */
  pendingRequests?: Readonly<Record<number, OrderRequestKind>>;
  /** Turns on the Refill button (under the order's status); called once the customer confirms. */
  onRefill?: (order: Order) => void;
  /** Turns on the Cancel button (under the order's status); called once the customer confirms. */
  onCancel?: (order: Order) => void;
  /** A child panel owner: a filter between their own orders and those their panels forwarded. */
  showOrigin?: boolean;
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
  requests,
  pendingRequests,
  onRefill,
  onCancel,
  showOrigin = false,
  className,
  ...props
}: OrdersTableProps) {
  const withRequests = onRefill !== undefined || onCancel !== undefined;
  const requestsByOrder = useMemo(() => new Map(requests?.map((summary) => [summary.order_id, summary])), [requests]);
  const [confirming, setConfirming] = useState<{ order: Order; kind: OrderRequestKind } | null>(null);
  const requestTrigger = useRef<HTMLElement | null>(null);
  // Refill and cancel both ask first; focus goes back to the row's button afterwards.
  const confirmFirst = (kind: OrderRequestKind, handler: ((order: Order) => void) | undefined) =>
    handler &&
    ((order: Order, trigger: HTMLButtonElement) => {
      requestTrigger.current = trigger;
      setConfirming({ order, kind });
    });
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
        {/* Seven tabs do not fit a phone's width: the row wraps, so every status stays in sight (no hidden scroll). */}
        <TabsList aria-label="Order status" className="h-auto flex-wrap">
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
          {showOrigin ? (
            <Select value={query.origin} onValueChange={(origin) => update({ origin: origin as OrderOrigin })}>
              <SelectTrigger aria-label="Filter by origin" className="sm:w-56">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ORDER_ORIGINS.map((origin) => (
                  <SelectItem key={origin} value={origin}>
                    {ORDER_ORIGIN_LABELS[origin]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : null}
        </div>
        {/* Only the active tab's panel exists: every tab shows the same table, filtered. */}
        <TabsContent value={query.status} className="flex flex-col gap-4">
          <ResultsTable
            label="Orders"
            columns={COLUMNS}
            rows={visible}
            renderRow={(order) => (
              <OrderRow key={order.id} order={order}>
                {withRequests ? (
                  <OrderRequestActions
                    order={order}
                    summary={requestsByOrder.get(order.id)}
                    pending={pendingRequests?.[order.id]}
                    onRefill={confirmFirst("refill", onRefill)}
                    onCancel={confirmFirst("cancel", onCancel)}
                  />
                ) : null}
              </OrderRow>
            )}
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
      {withRequests ? (
        <OrderRequestDialog
          request={confirming}
          returnFocusTo={requestTrigger}
          onConfirm={(order, kind) => (kind === "refill" ? onRefill : onCancel)?.(order)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}

/** One order; `children` (the request badges and buttons) go under the status. */
function OrderRow({ order, children }: { order: Order; children?: React.ReactNode }) {
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
          title={order.link}
          className="block min-w-0 max-w-28 truncate text-primary underline-offset-4 hover:underline"
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
      {/* The service wraps rather than truncates: the table then fits beside the sidebar at 1280 px. */}
      <TableCell label="Service" className="min-w-32 whitespace-normal">
        <span className="block max-w-48">{order.service}</span>
        {/* An order one of the customer's child panels forwarded: which panel's customer placed it. */}
        {order.from_panel ? (
          <Badge variant="neutral" className="mt-1 max-w-48 truncate" title={`From ${order.from_panel}`}>
            From {order.from_panel}
          </Badge>
        ) : null}
      </TableCell>
      {/* The order's requests sit under its status, not in a column of their own: the table stays within 1280 px. */}
      <TableCell label="Status">
        <div className="flex flex-col items-start gap-1.5">
          <StatusBadge status={order.status} />
          {children}
        </div>
      </TableCell>
      <TableCell label="Remains" className="tabular-nums">
        {formatCount(order.remains)}
      </TableCell>
    </TableRow>
  );
}
