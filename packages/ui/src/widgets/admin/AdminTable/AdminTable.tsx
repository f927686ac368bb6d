import { pageCountOf } from "@smm/domain";
import type * as React from "react";
import { DataTable, type DataTableColumn } from "../../../data/DataTable";
import { Pagination } from "../../../data/Pagination";
import { SearchInput } from "../../../forms/SearchInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../shared/formatCount";
import { LoadError } from "../../shared/LoadError";
import { useTableQuery } from "../../shared/useTableQuery";
import {
  type AdminTableFilter,
  type AdminTableQuery,
  ALL_FILTER_VALUE,
  DEFAULT_ADMIN_TABLE_QUERY,
} from "./adminTableQuery";

export const ADMIN_TABLE_PAGE_SIZE = 50;

export type AdminTableProps<Row> = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The list's heading; it also names the table. */
  title: string;
  /** The heading's level: h1 when the list is the page, h2 for a list among others. */
  headingLevel?: "h1" | "h2";
  description?: React.ReactNode;
  /** Buttons or links beside the heading, e.g. "Add service". */
  actions?: React.ReactNode;
  columns: readonly DataTableColumn<Row>[];
  /** The current page as the server filtered, sorted and cut it. */
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** How many rows match the query on the server. */
  total: number;
  /** `total` is the server's estimate (a large list is not counted exactly): shown as "about …". */
  totalEstimated?: boolean;
  pageSize?: number;
  /** Controlled query; leave undefined to let the table keep its own. */
  query?: AdminTableQuery;
  defaultQuery?: Partial<AdminTableQuery>;
  /** Every change of search, filter, sort or page, with the whole query (all but paging go back to page 1). */
  onQueryChange?: (query: AdminTableQuery) => void;
  /** The search box's placeholder; `null` hides the box. */
  searchPlaceholder?: string | null;
  filters?: readonly AdminTableFilter[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyMessage?: React.ReactNode;
  /** Extra content under the toolbar (e.g. a bulk action bar). */
  toolbarEnd?: React.ReactNode;
  /** Shown between the toolbar and the table, e.g. the actions on the selected rows. */
  selectionBar?: React.ReactNode;
  /** Classes for the table, e.g. a larger minimum width for many fixed-width columns. */
  tableClassName?: string;
  /** Rows become cards of labelled values in a narrow box (a phone) instead of scrolling sideways. */
  stackWhenNarrow?: boolean;
};

/**
 * One operator list over the server: heading and actions, a search box and filter selects, the virtualised
 * table (sortable headers ask the server), the match count and a pager. Loading, empty and error states built in.
 */
export function AdminTable<Row>({
  title,
  headingLevel: Heading = "h1",
  description,
  actions,
  columns,
  rows,
  getRowId,
  total,
  totalEstimated = false,
  pageSize = ADMIN_TABLE_PAGE_SIZE,
  query: controlledQuery,
  defaultQuery,
  onQueryChange,
  searchPlaceholder = "Search...",
  filters = [],
  isLoading = false,
  error = null,
  onRetry,
  emptyMessage = "Nothing found",
  toolbarEnd,
  selectionBar,
  tableClassName,
  stackWhenNarrow,
  className,
  ...props
}: AdminTableProps<Row>) {
  const [query, update] = useTableQuery(
    controlledQuery,
    { ...DEFAULT_ADMIN_TABLE_QUERY, ...defaultQuery },
    onQueryChange,
  );
  const pageCount = pageCountOf(total, pageSize);

  return (
    <section data-slot="admin-table" className={cn("flex min-w-0 flex-col gap-4", className)} {...props}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Heading className="font-semibold text-xl tracking-tight">{title}</Heading>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
        {searchPlaceholder !== null ? (
          <SearchInput
            aria-label={`Search ${title.toLowerCase()}`}
            placeholder={searchPlaceholder}
            value={query.search}
            onValueChange={(search) => update({ search })}
            className="md:max-w-xs"
          />
        ) : null}
        {filters.map((filter) => (
          <Select
            key={filter.id}
            value={query.filters[filter.id] ?? ALL_FILTER_VALUE}
            onValueChange={(value) => update({ filters: { ...query.filters, [filter.id]: value } })}
          >
            <SelectTrigger aria-label={filter.label} className="md:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_FILTER_VALUE}>{filter.allLabel ?? `All: ${filter.label}`}</SelectItem>
              {filter.options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ))}
        {toolbarEnd}
      </div>
      {error ? (
        <LoadError title={`Could not load ${title.toLowerCase()}`} message={error} onRetry={onRetry} />
      ) : (
        <>
          {selectionBar}
          <DataTable
            label={title}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            loading={isLoading}
            emptyMessage={emptyMessage}
            sort={query.sort}
            onSortChange={(sort) => update({ sort })}
            // DataTable sizes its own minimum from the columns; a screen may still ask for a wider one.
            className={tableClassName}
            stackWhenNarrow={stackWhenNarrow}
            containerClassName="max-h-[36rem]"
          />
          <footer className="flex flex-col items-center justify-between gap-2 sm:flex-row">
            <p className="shrink-0 whitespace-nowrap text-muted-foreground text-sm" aria-live="polite">
              {isLoading
                ? "Loading..."
                : `${totalEstimated ? "about " : ""}${formatCount(total)} ${total === 1 ? "result" : "results"}`}
            </p>
            {pageCount > 1 ? (
              <Pagination
                aria-label={`${title} pages`}
                page={Math.min(query.page, pageCount)}
                pageCount={pageCount}
                onPageChange={(page) => update({ page })}
              />
            ) : null}
          </footer>
        </>
      )}
    </section>
  );
}
