import type { CatalogueService } from "@smm/domain";
import { Check, Minus, PackageOpen } from "lucide-react";
import type * as React from "react";
import { memo, useId } from "react";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { formatCount } from "../../shared/formatCount";
import { LoadingRows } from "../../shared/TableStateRows";
import { type CategoryHeading, isCategoryHeading, type PriceListRow } from "./catalogue";
import { ServicePrice } from "./ServicePrice";
import { SpacerRow } from "./SpacerRow";
import { usePageRows } from "./usePageVirtualizer";

export const PRICE_LIST_TITLE = "All Services";
export const PRICE_LIST_COLUMNS = ["ID", "Service", "Rate", "Min", "Max", "Average time", "Refill", "Cancel"] as const;

// A desktop row of one title line (12 px padding twice, 22 px, the 1 px border); descriptions and stacked cards are
// measured as they render.
const ESTIMATED_ROW_HEIGHT = 47;

// A category heading is a plain band in both layouts: on a phone it is not drawn as one of the cards (the selector
// outweighs the stacked table's `[&_tr]` card styles).
const categoryBand =
  "@max-xl:[&_tr[data-slot=price-list-category]]:border-0! @max-xl:[&_tr[data-slot=price-list-category]]:px-0 @max-xl:[&_tr[data-slot=price-list-category]]:pb-0";

export type PriceListProps = {
  /** The title's heading level: one below the catalogue's own title. */
  titleAs: "h2" | "h3";
  rows: readonly PriceListRow[];
  isLoading: boolean;
  /** What an empty list says (no services at all, or none matching the search). */
  emptyMessage: React.ReactNode;
};

/**
 * The full price list: every service the search and platform let through, under its category's heading, with its
 * rate (per 1000, or per package), bounds, average time, description and whether refill and cancel are offered.
 * Virtualised in the page's own scroll like the tables above it, so 10,000 services stay fast.
 */
export const PriceList = memo(function PriceList({ titleAs: Title, rows, isLoading, emptyMessage }: PriceListProps) {
  const titleId = useId();
  const virtual = usePageRows(isLoading ? 0 : rows.length, ESTIMATED_ROW_HEIGHT);

  return (
    <div data-slot="price-list" className="flex flex-col gap-3">
      <Title id={titleId} className="font-semibold text-lg tracking-tight">
        {PRICE_LIST_TITLE}
      </Title>
      <Table
        aria-labelledby={titleId}
        aria-rowcount={rows.length + 1}
        aria-busy={isLoading || undefined}
        className={categoryBand}
        containerClassName="[overflow-anchor:none]"
      >
        <TableHeader>
          <TableRow aria-rowindex={1}>
            {PRICE_LIST_COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody ref={virtual.anchor}>
          {isLoading ? (
            <LoadingRows columns={PRICE_LIST_COLUMNS} rows={4} />
          ) : rows.length === 0 ? (
            <TableEmpty colSpan={PRICE_LIST_COLUMNS.length} icon={<PackageOpen />}>
              {emptyMessage}
            </TableEmpty>
          ) : (
            <>
              <SpacerRow height={virtual.paddingTop} columns={PRICE_LIST_COLUMNS.length} />
              {virtual.items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return isCategoryHeading(row) ? (
                  <CategoryRow key={item.key} index={item.index} measureRef={virtual.measureRef} row={row} />
                ) : (
                  <PriceRow key={item.key} index={item.index} measureRef={virtual.measureRef} service={row} />
                );
              })}
              <SpacerRow height={virtual.paddingBottom} columns={PRICE_LIST_COLUMNS.length} />
            </>
          )}
        </TableBody>
      </Table>
    </div>
  );
});

type RowProps = { index: number; measureRef: (node: HTMLTableRowElement | null) => void };

function CategoryRow({ index, measureRef, row }: RowProps & { row: CategoryHeading }) {
  return (
    <TableRow
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      data-slot="price-list-category"
      className="bg-muted/50 hover:bg-muted/50"
    >
      <th colSpan={PRICE_LIST_COLUMNS.length} scope="colgroup" className="px-3 py-2 text-left font-semibold">
        {row.title} <span className="font-normal text-muted-foreground">({formatCount(row.count)})</span>
      </th>
    </TableRow>
  );
}

/** Refill / cancel: a tick or a dash, with the word for screen readers. */
function Offered({ offered }: { offered: boolean | undefined }) {
  return offered ? (
    <span className="inline-flex items-center gap-1">
      <Check aria-hidden="true" className="size-4 text-success" />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Minus aria-hidden="true" className="size-4" />
      <span className="sr-only">No</span>
    </span>
  );
}

const PriceRow = memo(function PriceRow({ index, measureRef, service }: RowProps & { service: CatalogueService }) {
  return (
    <TableRow ref={measureRef} data-index={index} aria-rowindex={index + 2} data-service-id={service.id}>
      <TableCell label="ID" className="font-medium tabular-nums">
        {service.id}
      </TableCell>
      <TableCell label="Service" className="whitespace-normal">
        <div className="flex min-w-0 max-w-md flex-col gap-1">
          <span className="font-medium">{service.title}</span>
          {service.description ? (
            <span className="whitespace-pre-line text-muted-foreground text-xs">{service.description}</span>
          ) : null}
        </div>
      </TableCell>
      <TableCell label="Rate" className="tabular-nums">
        <ServicePrice service={service} />
      </TableCell>
      <TableCell label="Min" className="tabular-nums">
        {formatCount(service.minOrder)}
      </TableCell>
      <TableCell label="Max" className="tabular-nums">
        {formatCount(service.maxOrder)}
      </TableCell>
      <TableCell label="Average time">{service.deliveryTime}</TableCell>
      <TableCell label="Refill">
        <Offered offered={service.refill} />
      </TableCell>
      <TableCell label="Cancel">
        <Offered offered={service.cancel} />
      </TableCell>
    </TableRow>
  );
});
