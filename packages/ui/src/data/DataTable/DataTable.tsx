import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type * as React from "react";
import { useMemo, useRef } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/useControllableState";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../Table";
import { type DataTableSort, nextSort, type SortValue, sortRows } from "./sortRows";
import { tableMinWidth } from "./tableMinWidth";

export type DataTableColumn<Row> = {
  /** Unique within the table; used in the sort state. */
  id: string;
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => SortValue;
  /** Numbers read better aligned to the end. */
  align?: "start" | "end";
  /**
   * A CSS width for the column, e.g. "6rem" or "30%"; columns without one share the rest. A column without a length
   * keeps at least its `minWidth`: the table scrolls in its box rather than squeeze it (a `min-w-*` class overrides
   * that).
   */
  width?: string;
  /** The least a column without a length keeps, e.g. "16rem" for long text; 8rem by default. */
  minWidth?: string;
};

export type DataTableProps<Row> = Omit<React.ComponentProps<"table">, "children"> & {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** Names the table and its scroll region for screen readers. */
  label: string;
  /** Controlled sort state; `null` is unsorted. Leave undefined to let the table keep its own. */
  sort?: DataTableSort;
  defaultSort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown when there are no rows, e.g. "No services available". */
  emptyMessage?: React.ReactNode;
  /** Row height in pixels, used to place rows before they are measured. */
  rowHeight?: number;
  /** Classes for the scroll box; its max height decides how many rows are in view. */
  containerClassName?: string;
  /**
   * In a box narrower than 36rem each row becomes a card of labelled values (the Table's "stack" layout) instead of
   * a table scrolled sideways, for lists whose key columns would be scrolled out of a phone's view.
   */
  stackWhenNarrow?: boolean;
};

const SORT_ICONS = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const;

/**
 * A table for thousands of rows: only the rows in view are in the DOM (TanStack Virtual), the header stays
 * pinned, and sortable columns sort on a header click (`aria-sort` tells which).
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  label,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  loading = false,
  skeletonRows = 8,
  emptyMessage = "No results",
  rowHeight = 44,
  containerClassName,
  stackWhenNarrow = false,
  className,
  style,
  ...props
}: DataTableProps<Row>) {
  const [sort, setSort] = useControllableState(sortProp, defaultSort, onSortChange);
  const sortColumn = sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sortedRows = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: loading ? 0 : sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const virtualRows = virtualizer.getVirtualItems();
  // Spacer rows stand in for the rows out of view, so the scrollbar reflects the whole list.
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);
  const minWidth = useMemo(() => tableMinWidth(columns), [columns]);

  return (
    <Table
      data-slot="data-table"
      responsive={stackWhenNarrow ? "stack" : "scroll"}
      stickyHeader
      aria-label={label}
      aria-rowcount={loading ? undefined : sortedRows.length + 1}
      aria-busy={loading || undefined}
      // Through a variable so that a `min-w-*` class from the caller replaces it (tailwind-merge drops this one).
      // Stacked cards keep to the box's width: the columns' minimum applies only where the rows are a table.
      className={cn(
        stackWhenNarrow
          ? "table-fixed @xl:min-w-(--data-table-min-width)"
          : "table-fixed min-w-(--data-table-min-width)",
        className,
      )}
      style={{ "--data-table-min-width": minWidth, ...style } as React.CSSProperties}
      containerRef={scrollRef}
      containerClassName={cn("max-h-[28rem] rounded-md border", containerClassName)}
      // Focusable so the keyboard can scroll it; named after the table it holds.
      containerProps={{ role: "region", "aria-label": label, tabIndex: 0 }}
      {...props}
    >
      <colgroup>
        {columns.map((column) => (
          <col key={column.id} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      <TableHeader>
        <TableRow aria-rowindex={1}>
          {columns.map((column) => (
            <DataTableHead
              key={column.id}
              column={column}
              sort={sort}
              onSort={() => setSort(nextSort(sort, column.id))}
            />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading ? (
          <SkeletonRows columns={columns.length} count={skeletonRows} height={rowHeight} />
        ) : sortedRows.length === 0 ? (
          <TableEmpty colSpan={columns.length}>{emptyMessage}</TableEmpty>
        ) : (
          <>
            {paddingTop > 0 ? <SpacerRow height={paddingTop} columns={columns.length} /> : null}
            {virtualRows.map((virtualRow) => {
              const row = sortedRows[virtualRow.index] as Row;
              return (
                <TableRow
                  key={getRowId(row)}
                  data-index={virtualRow.index}
                  aria-rowindex={virtualRow.index + 2}
                  ref={virtualizer.measureElement}
                  style={{ height: rowHeight }}
                  // A card is as tall as its values (the virtualiser measures it).
                  className={stackWhenNarrow ? "@max-xl:h-auto!" : undefined}
                >
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      label={stackWhenNarrow ? column.header : undefined}
                      className={cn(
                        "truncate",
                        column.align === "end" && "text-right",
                        stackWhenNarrow && "@max-xl:text-left",
                      )}
                    >
                      {column.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {paddingBottom > 0 ? <SpacerRow height={paddingBottom} columns={columns.length} /> : null}
          </>
        )}
      </TableBody>
    </Table>
  );
}

function DataTableHead<Row>({
  column,
  sort,
  onSort,
}: {
  column: DataTableColumn<Row>;
  sort: DataTableSort;
  onSort: () => void;
}) {
  const alignEnd = column.align === "end";
  if (!column.sortValue) {
    return <TableHead className={cn(alignEnd && "text-right")}>{column.header}</TableHead>;
  }
  const direction = sort?.columnId === column.id ? sort.direction : "none";
  const Icon = SORT_ICONS[direction];
  return (
    <TableHead aria-sort={direction} className={cn(alignEnd && "text-right")}>
      <button
        type="button"
        data-slot="data-table-sort"
        onClick={onSort}
        className={cn(
          "-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-3.5",
          direction !== "none" && "text-foreground",
          alignEnd && "flex-row-reverse",
        )}
      >
        {column.header}
        <Icon aria-hidden="true" className={cn(direction === "none" && "opacity-60")} />
      </button>
    </TableHead>
  );
}

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row never takes focus; screen readers skip it
    <tr aria-hidden="true" data-slot="data-table-spacer">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}

function SkeletonRows({ columns, count, height }: { columns: number; count: number; height: number }) {
  return Array.from({ length: count }, (_, rowIndex) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <TableRow key={rowIndex} data-slot="data-table-skeleton-row" style={{ height }}>
      {Array.from({ length: columns }, (_, columnIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <TableCell key={columnIndex}>
          <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
