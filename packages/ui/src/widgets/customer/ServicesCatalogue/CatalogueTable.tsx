import { type CatalogueService, EMPTY_STATES, PRICE_UNIT_LABEL } from "@smm/domain";
import { elementScroll, measureElement, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { PackageOpen } from "lucide-react";
import { memo, useId, useRef, useState } from "react";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { Badge } from "../../../display/Badge";
import { Button } from "../../../primitives/Button";
import { useFormatServicePrice } from "../../common/Money/MoneyDisplay";
import { formatCount } from "../../shared/formatCount";
import { LoadingRows } from "../../shared/TableStateRows";

export const CATALOGUE_COLUMNS = ["ID", "Service", "Price", "Min", "Max", "Delivery", "Action"] as const;

// A desktop row with a line of feature tags: 12 px padding twice, the title line (22), a 6 px gap, the tags line
// (22) and the 1 px border. Stacked cards and rows without tags are measured as they render.
const ESTIMATED_ROW_HEIGHT = 75;
// The sticky header row (h-10) sits above the rows inside the scroll box. Stacked on narrow screens it is visually
// hidden, and the 40 px only shift the visible range by less than the overscan.
const HEADER_HEIGHT = 40;
// The 30rem scroll box inside its 1 px borders: enough rows for the first paint before the box is measured (and in a
// test DOM without layout).
const INITIAL_RECT = { width: 1024, height: 478 };

type Rect = { width: number; height: number };
type TableVirtualizer = Virtualizer<HTMLDivElement, Element>;

const attached = new WeakSet<TableVirtualizer>();

/**
 * Scrolls the box, except for TanStack's first write when it attaches: that moves a new box to the top, where it
 * already is, and the write forces the whole page's style and layout in the middle of React's commit.
 */
function scrollBoxTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  table: TableVirtualizer,
) {
  const attaching = !attached.has(table);
  attached.add(table);
  if (attaching && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, table);
}

/**
 * The scroll box's size, from a ResizeObserver only. TanStack's default also reads clientWidth/clientHeight when the
 * table mounts, which forces the whole page's style and layout in the middle of React's commit; until the observer
 * reports (after the browser's own layout, before the first paint), INITIAL_RECT stands in.
 */
function observeScrollBox(table: TableVirtualizer, onRect: (rect: Rect) => void) {
  const box = table.scrollElement;
  const ResizeObserverOfWindow = table.targetWindow?.ResizeObserver;
  if (!box) return;
  const read = () => onRect({ width: box.clientWidth, height: box.clientHeight });
  if (!ResizeObserverOfWindow) return read();
  const observer = new ResizeObserverOfWindow(read);
  observer.observe(box);
  return () => observer.disconnect();
}

/**
 * Row heights come from the ResizeObserver, which reports them after the browser's own layout. The default also
 * reads offsetHeight when a row mounts, which forces a layout in the middle of React's commit for every new row
 * (the first render and every keystroke's results); until the observer reports, a row keeps its last known size.
 */
function measureRow(row: Element, entry: ResizeObserverEntry | undefined, table: TableVirtualizer) {
  if (entry) return measureElement(row, entry, table);
  const index = table.indexFromElement(row);
  return table.itemSizeCache.get(table.options.getItemKey(index)) ?? ESTIMATED_ROW_HEIGHT;
}

/** Cards a phone shows at first, and adds per "Show more". */
export const CARDS_PER_STEP = 20;

export type CatalogueTableProps = {
  title: string;
  /** The title's heading level: one below the catalogue's own title. */
  titleAs: "h2" | "h3";
  /**
   * On a phone the rows are stacked cards in the page's own scroll (a box that scrolls inside a scrolling page shows
   * barely one card): they come CARDS_PER_STEP at a time, with a button for more, instead of virtualised in a box.
   */
  narrow?: boolean;
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
  titleAs: Title,
  narrow = false,
  badge,
  services,
  isLoading,
  onView,
}: CatalogueTableProps) {
  const titleId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState({ of: services, shown: CARDS_PER_STEP });
  // A new result (a search, a platform) starts again from the first cards.
  if (cards.of !== services) setCards({ of: services, shown: CARDS_PER_STEP });
  const virtualizer = useVirtualizer({
    count: isLoading || narrow ? 0 : services.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    // Two rows beyond each edge keep a scroll step covered; every row rendered adds to the first render.
    overscan: 2,
    initialRect: INITIAL_RECT,
    scrollMargin: HEADER_HEIGHT,
    observeElementRect: observeScrollBox,
    scrollToFn: scrollBoxTo,
    measureElement: measureRow,
    useFlushSync: false,
  });
  const items = narrow
    ? services.slice(0, cards.shown).map((_, index) => ({ index, key: index, start: 0, end: 0 }))
    : virtualizer.getVirtualItems();
  const hidden = narrow && !isLoading ? Math.max(0, services.length - cards.shown) : 0;
  // Item offsets count from the top of the scroll box (header included); the spacers hold rows only.
  const paddingTop = (items[0]?.start ?? HEADER_HEIGHT) - HEADER_HEIGHT;
  const paddingBottom = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? HEADER_HEIGHT) - HEADER_HEIGHT);

  return (
    <div data-slot="catalogue-table" data-badge={badge} className="flex flex-col gap-3">
      <Title id={titleId} className="font-semibold text-lg tracking-tight">
        {title}
      </Title>
      <Table
        aria-labelledby={titleId}
        aria-rowcount={services.length + 1}
        aria-busy={isLoading || undefined}
        stickyHeader={!narrow}
        containerRef={scrollRef}
        containerClassName={narrow ? undefined : "max-h-[30rem] rounded-lg border"}
        // A scroll region must be reachable by keyboard (it scrolls with the arrow keys once focused).
        containerProps={narrow ? undefined : { tabIndex: 0, role: "region", "aria-labelledby": titleId }}
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
              {!narrow && paddingTop > 0 ? <SpacerRow height={paddingTop} /> : null}
              {items.map((item) => {
                const service = services[item.index];
                // Keyed by position: when the search changes the list, the rows on screen are updated in place
                // instead of being torn down and rebuilt (sizes are kept per position too, TanStack's default).
                return service ? (
                  <ServiceRow
                    key={item.key}
                    index={item.index}
                    measureRef={narrow ? undefined : virtualizer.measureElement}
                    service={service}
                    badge={badge}
                    onView={onView}
                  />
                ) : null;
              })}
              {!narrow && paddingBottom > 0 ? <SpacerRow height={paddingBottom} /> : null}
            </>
          )}
        </TableBody>
      </Table>
      {hidden > 0 ? (
        <Button
          variant="outline"
          className="self-center"
          aria-describedby={titleId}
          onClick={() => setCards({ of: services, shown: cards.shown + CARDS_PER_STEP })}
        >
          {`Show ${Math.min(hidden, CARDS_PER_STEP)} more (${formatCount(hidden)} left)`}
        </Button>
      ) : null}
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
  measureRef: ((node: HTMLTableRowElement | null) => void) | undefined;
  service: CatalogueService;
  badge: "new" | "recommended";
  onView: (service: CatalogueService) => void;
};

const ServiceRow = memo(function ServiceRow({ index, measureRef, service, badge, onView }: ServiceRowProps) {
  const formatPrice = useFormatServicePrice();
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
        {/* One child: a stacked card's cell is a two-column grid (label, value). */}
        <span>
          <span className="font-medium">{formatPrice({ id: service.id, unitPrice: service.price })}</span>{" "}
          <span className="text-muted-foreground text-xs">{PRICE_UNIT_LABEL}</span>
        </span>
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
