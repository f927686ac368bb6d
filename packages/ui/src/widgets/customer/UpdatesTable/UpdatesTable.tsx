import {
  EMPTY_STATES,
  filterUpdates,
  PAGINATION_WINDOW,
  PRICE_UNIT_LABEL,
  pageCountOf,
  type ServiceUpdate,
  UPDATE_TYPE_LABELS,
  UPDATE_TYPE_TONES,
  UPDATE_TYPES,
  UPDATES_PAGE_SIZE,
  type UpdateType,
} from "@smm/domain";
import { SearchX } from "lucide-react";
import type * as React from "react";
import { useMemo } from "react";
import { Pagination } from "../../../data/Pagination";
import { TableCell, TableRow } from "../../../data/Table";
import { Badge } from "../../../display/Badge";
import { SearchInput } from "../../../forms/SearchInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { formatDate } from "../../shared/formatDate";
import { ResultsTable } from "../../shared/ResultsTable";
import { toneBadge } from "../../shared/toneBadge";
import { useTableQuery } from "../../shared/useTableQuery";
import { PercentChange, PriceMove } from "./PriceChange";
import { DEFAULT_UPDATES_QUERY, type UpdatesQuery } from "./updatesQuery";

// Prices are rates per 1000, like every price the customer sees.
const COLUMNS = ["ID", "Date", "Service", "Type", `Price ${PRICE_UNIT_LABEL}`, "Change"] as const;

export type UpdatesTableProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The service updates. Without `total` the table filters and pages them itself (10 a page). */
  rows: readonly ServiceUpdate[];
  /** How many updates match on the server; turns on server-side filtering and paging (`rows` is one page). */
  total?: number;
  query?: UpdatesQuery;
  defaultQuery?: Partial<UpdatesQuery>;
  /** Every change of type, search or page, with the whole new query (filters reset the page to 1). */
  onQueryChange?: (query: UpdatesQuery) => void;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

/** Service price updates: a type filter, search by service name or ID, the table and a 7-page pager. */
export function UpdatesTable({
  rows,
  total,
  query: controlledQuery,
  defaultQuery,
  onQueryChange,
  isLoading = false,
  error = null,
  onRetry,
  className,
  ...props
}: UpdatesTableProps) {
  const [query, update] = useTableQuery(controlledQuery, { ...DEFAULT_UPDATES_QUERY, ...defaultQuery }, onQueryChange);
  const serverSide = total !== undefined;
  const filtered = useMemo(
    () => (serverSide ? rows : filterUpdates(rows, { type: query.type, query: query.search })),
    [serverSide, rows, query],
  );
  const pageCount = pageCountOf(serverSide ? total : filtered.length, UPDATES_PAGE_SIZE);
  const page = Math.min(query.page, pageCount);
  const visible = serverSide ? filtered : filtered.slice((page - 1) * UPDATES_PAGE_SIZE, page * UPDATES_PAGE_SIZE);

  return (
    <section data-slot="updates-table" className={cn("flex flex-col gap-4", className)} {...props}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Select value={query.type} onValueChange={(type) => update({ type: type as UpdateType })}>
          <SelectTrigger aria-label="Filter by update type" className="sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {UPDATE_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {UPDATE_TYPE_LABELS[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <SearchInput
          aria-label="Search updates"
          placeholder="Search by service name or ID..."
          value={query.search}
          onValueChange={(search) => update({ search })}
          className="sm:max-w-sm"
        />
      </div>
      <ResultsTable
        label="Service updates"
        columns={COLUMNS}
        rows={visible}
        renderRow={(row) => <UpdateRow key={row.id} update={row} />}
        isLoading={isLoading}
        error={error}
        errorTitle="Could not load service updates"
        onRetry={onRetry}
        emptyIcon={<SearchX />}
        emptyText={EMPTY_STATES.updates}
      />
      {!error && pageCount > 1 ? (
        <Pagination
          aria-label="Updates pages"
          page={page}
          pageCount={pageCount}
          windowSize={PAGINATION_WINDOW}
          onPageChange={(next) => update({ page: next })}
        />
      ) : null}
    </section>
  );
}

function UpdateRow({ update }: { update: ServiceUpdate }) {
  const tone = toneBadge[UPDATE_TYPE_TONES[update.updateType]];
  return (
    <TableRow data-update-id={update.id}>
      <TableCell label="ID" className="font-medium tabular-nums">
        {update.id}
      </TableCell>
      <TableCell label="Date">{formatDate(update.date)}</TableCell>
      {/* The name wraps rather than truncates: with prices per 1000 the table still fits beside the sidebar. */}
      <TableCell label="Service" className="min-w-40 whitespace-normal">
        <span className="block max-w-64">{update.service}</span>
      </TableCell>
      <TableCell label="Type">
        <Badge variant={tone.variant} className={tone.className}>
          {UPDATE_TYPE_LABELS[update.updateType]}
        </Badge>
      </TableCell>
      <TableCell label={COLUMNS[4]}>
        <PriceMove oldPrice={update.oldPrice} newPrice={update.newPrice} />
      </TableCell>
      <TableCell label="Change">
        <PercentChange change={update.change} />
      </TableCell>
    </TableRow>
  );
}
