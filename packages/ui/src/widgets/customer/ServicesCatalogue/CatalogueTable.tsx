import type { CatalogueService } from "@smm/domain";
import { PackageOpen } from "lucide-react";
import type * as React from "react";
import { memo, useId } from "react";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { Badge } from "../../../display/Badge";
import { Button } from "../../../primitives/Button";
import { formatCount } from "../../shared/formatCount";
import { LoadingRows } from "../../shared/TableStateRows";
import { ServicePrice } from "./ServicePrice";
import { SpacerRow } from "./SpacerRow";
import { usePageRows } from "./usePageVirtualizer";

export const CATALOGUE_COLUMNS = ["ID", "Service", "Price", "Min", "Max", "Delivery", "Action"] as const;

// A desktop row with a line of feature tags: 12 px padding twice, the title line (22), a 6 px gap, the tags line
// (22) and the 1 px border. Stacked cards and rows without tags are measured as they render.
const ESTIMATED_ROW_HEIGHT = 75;

export type CatalogueTableProps = {
  title: string;
  /** The title's heading level: one below the catalogue's own title. */
  titleAs: "h2" | "h3";
  /** Which badge the rows carry: NEW in the new-services table, RECOMMENDED in the other. */
  badge: "new" | "recommended";
  services: readonly CatalogueService[];
  isLoading: boolean;
  /** What an empty table says (no services at all, or none matching the search). */
  emptyMessage: React.ReactNode;
  onView: (service: CatalogueService) => void;
};

/**
 * One of the spec's two tables (NEW SERVICES, Recommended), virtualised in the page's own scroll: only the rows in
 * view (plus a few) are in the DOM, so thousands of services scroll and filter smoothly, and no box scrolls inside
 * the page. Spacer rows above and below keep the page's height and the table's semantics.
 */
export const CatalogueTable = memo(function CatalogueTable({
  title,
  titleAs: Title,
  badge,
  services,
  isLoading,
  emptyMessage,
  onView,
}: CatalogueTableProps) {
  const titleId = useId();
  // NEW SERVICES opens the page's tables: its rows are in view from the start.
  const rows = usePageRows(isLoading ? 0 : services.length, ESTIMATED_ROW_HEIGHT, badge === "new");

  return (
    <div data-slot="catalogue-table" data-badge={badge} className="flex flex-col gap-3">
      <Title id={titleId} className="font-semibold text-lg tracking-tight">
        {title}
      </Title>
      <Table
        aria-labelledby={titleId}
        aria-rowcount={services.length + 1}
        aria-busy={isLoading || undefined}
        containerClassName="[overflow-anchor:none]"
      >
        <TableHeader>
          <TableRow aria-rowindex={1}>
            {CATALOGUE_COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody ref={rows.anchor}>
          {isLoading ? (
            <LoadingRows columns={CATALOGUE_COLUMNS} rows={4} />
          ) : services.length === 0 ? (
            <TableEmpty colSpan={CATALOGUE_COLUMNS.length} icon={<PackageOpen />}>
              {emptyMessage}
            </TableEmpty>
          ) : (
            <>
              <SpacerRow height={rows.paddingTop} columns={CATALOGUE_COLUMNS.length} />
              {rows.items.map((item) => {
                const service = services[item.index];
                // Keyed by position: when the search changes the list, the rows on screen are updated in place
                // instead of being torn down and rebuilt (sizes are kept per position too, TanStack's default).
                return service ? (
                  <ServiceRow
                    key={item.key}
                    index={item.index}
                    measureRef={rows.measureRef}
                    service={service}
                    badge={badge}
                    onView={onView}
                  />
                ) : null;
              })}
              <SpacerRow height={rows.paddingBottom} columns={CATALOGUE_COLUMNS.length} />
            </>
          )}
        </TableBody>
      </Table>
    </div>
  );
});

type ServiceRowProps = {
  index: number;
  measureRef: ((node: HTMLTableRowElement | null) => void) | undefined;
  service: CatalogueService;
  badge: "new" | "recommended";
  onView: (service: CatalogueService) => void;
};

const ServiceRow = memo(function ServiceRow({ index, measureRef, service, badge, onView }: ServiceRowProps) {
  return (
    <TableRow ref={measureRef} data-index={index} aria-rowindex={index + 2} data-service-id={service.id}>
      <TableCell label="ID" className="font-medium tabular-nums">
        {service.id}
      </TableCell>
      <TableCell label="Service" className="whitespace-normal">
        <div className="flex min-w-0 max-w-md flex-col gap-1.5">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {service.title}
            {badge === "new" ? <Badge variant="new">NEW</Badge> : <Badge variant="recommended">RECOMMENDED</Badge>}
          </span>
          {service.features.length > 0 ? (
            <ul aria-label="Features" className="flex flex-wrap gap-1">
              {service.features.map((feature) => (
                <li key={feature}>
                  <Badge variant="neutral" className="font-normal">
                    {feature}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </TableCell>
      <TableCell label="Price" className="tabular-nums">
        <ServicePrice service={service} />
      </TableCell>
      <TableCell label="Min" className="tabular-nums">
        {formatCount(service.minOrder)}
      </TableCell>
      <TableCell label="Max" className="tabular-nums">
        {formatCount(service.maxOrder)}
      </TableCell>
      <TableCell label="Delivery">{service.deliveryTime}</TableCell>
      <TableCell label="Action">
        <Button size="sm" variant="outline" aria-label={`View ${service.title}`} onClick={() => onView(service)}>
          View
        </Button>
      </TableCell>
    </TableRow>
  );
});
