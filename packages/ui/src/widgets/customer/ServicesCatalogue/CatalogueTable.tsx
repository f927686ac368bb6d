import { type CatalogueService, EMPTY_STATES, formatMoney } from "@smm/domain";
import { useVirtualizer } from "@tanstack/react-virtual";
import { PackageOpen } from "lucide-react";
import { memo, useId, useRef } from "react";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { Badge } from "../../../display/Badge";
import { Button } from "../../../primitives/Button";
import { formatCount } from "../shared/formatCount";
import { LoadingRows } from "../shared/TableStateRows";

export const CATALOGUE_COLUMNS = ["ID", "Service", "Price", "Min", "Max", "Delivery", "Action"] as const;

// A desktop row with a line of feature tags (about 70 px); stacked cards and longer rows are measured as they render.
const ESTIMATED_ROW_HEIGHT = 70;
// Enough rows for the first paint before the container is measured (and in a test DOM without layout).
const INITIAL_RECT = { width: 1024, height: 480 };

export type CatalogueTableProps = {
  title: string;
  /** Which badge the rows carry: NEW in the new-services table, RECOMMENDED in the other. */
  badge: "new" | "recommended";
  services: readonly CatalogueService[];
  isLoading: boolean;
  onView: (service: CatalogueService) => void;
};

/**
 * One of the catalogue's two tables, virtualised: only the rows in view (plus a few) are in the DOM, so 10,000
 * services scroll and filter smoothly. Spacer rows above and below keep the scroll height and table semantics.
 */
export const CatalogueTable = memo(function CatalogueTable({
  title,
  badge,
  services,
  isLoading,
  onView,
}: CatalogueTableProps) {
  const titleId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: isLoading ? 0 : services.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 4,
    initialRect: INITIAL_RECT,
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div data-slot="catalogue-table" data-badge={badge} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold text-lg tracking-tight">
        {title}
      </h3>
      <Table
        aria-labelledby={titleId}
        aria-rowcount={services.length + 1}
        aria-busy={isLoading || undefined}
        stickyHeader
        containerRef={scrollRef}
        containerClassName="max-h-[30rem] rounded-lg border"
        // A scroll region must be reachable by keyboard (it scrolls with the arrow keys once focused).
        containerProps={{ tabIndex: 0, role: "region", "aria-labelledby": titleId }}
      >
        <TableHeader>
          <TableRow aria-rowindex={1}>
            {CATALOGUE_COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            <LoadingRows columns={CATALOGUE_COLUMNS} rows={4} />
          ) : services.length === 0 ? (
            <TableEmpty colSpan={CATALOGUE_COLUMNS.length} icon={<PackageOpen />}>
              {EMPTY_STATES.services}
            </TableEmpty>
          ) : (
            <>
              {paddingTop > 0 ? <SpacerRow height={paddingTop} /> : null}
              {items.map((item) => {
                const service = services[item.index];
                return service ? (
                  <ServiceRow
                    key={service.id}
                    index={item.index}
                    measureRef={virtualizer.measureElement}
                    service={service}
                    badge={badge}
                    onView={onView}
                  />
                ) : null;
              })}
              {paddingBottom > 0 ? <SpacerRow height={paddingBottom} /> : null}
            </>
          )}
        </TableBody>
      </Table>
    </div>
  );
});

/** Holds the height of the rows not rendered. Inline styles beat the stacked-card row styles. */
function SpacerRow({ height }: { height: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is never focusable; it only holds scroll height
    <tr aria-hidden="true" data-slot="virtual-spacer" style={{ height, padding: 0, margin: 0, border: 0 }}>
      <td colSpan={CATALOGUE_COLUMNS.length} style={{ padding: 0 }} />
    </tr>
  );
}

type ServiceRowProps = {
  index: number;
  measureRef: (node: HTMLTableRowElement | null) => void;
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
      <TableCell label="Price" className="font-medium tabular-nums">
        {formatMoney(service.price)}
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
