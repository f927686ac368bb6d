import { elementScroll, measureElement, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";

type PageVirtualizer = Virtualizer<Element, Element>;
type Rect = { width: number; height: number };

/**
 * Up to this many rows are all rendered: cheap at that size, and the browser's find-in-page, printing and a
 * screenshot then see the whole list. Beyond it only the rows in view (plus a few) are.
 */
const RENDER_ALL_UP_TO = 100;

/**
 * Before the page is measured (after the browser's first layout; also in a test DOM without layout): the table at
 * the top of the page renders what a laptop's screen has room for below the catalogue's title, tiles and controls,
 * the ones below it only their first rows, so the first render does not build rows that are not in view.
 */
const FIRST_SCREEN_RECT: Rect = { width: 1024, height: 480 };
// Not 0: TanStack renders nothing at all in an empty view.
const BELOW_FIRST_SCREEN_RECT: Rect = { width: 1024, height: 1 };

/**
 * What scrolls the page around `element`: the nearest ancestor that scrolls vertically (the customer shell's column),
 * else the document (the public pages scroll the window). A table's own container only scrolls sideways and is
 * passed over.
 */
function pageScrollerOf(element: Element): Element {
  const document = element.ownerDocument;
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    if (node.dataset.slot === "table-container") continue;
    const { overflowY } = getComputedStyle(node);
    if (overflowY === "auto" || overflowY === "scroll") return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

const isDocument = (scroller: Element) => scroller === scroller.ownerDocument.scrollingElement;

/** The scroller's visible height: the window's for the document, else the element's (ResizeObserver only). */
function observeRect(instance: PageVirtualizer, onRect: (rect: Rect) => void) {
  const scroller = instance.scrollElement;
  const view = instance.targetWindow;
  if (!scroller || !view) return;
  if (isDocument(scroller)) {
    const read = () => onRect({ width: view.innerWidth, height: view.innerHeight });
    view.addEventListener("resize", read, { passive: true });
    // The first read waits for the browser's layout, like the element's and the anchor's offset below.
    const laidOut = view.ResizeObserver ? new view.ResizeObserver(read) : null;
    if (laidOut) laidOut.observe(scroller);
    else read();
    return () => {
      view.removeEventListener("resize", read);
      laidOut?.disconnect();
    };
  }
  const read = () => onRect({ width: scroller.clientWidth, height: scroller.clientHeight });
  if (!view.ResizeObserver) return read();
  const observer = new view.ResizeObserver(read);
  observer.observe(scroller);
  return () => observer.disconnect();
}

/**
 * Rows are measured by the ResizeObserver, after the browser's own layout (never forcing one in React's commit);
 * a stacked card's bottom margin belongs to its slot. Until the observer reports, a row keeps its last known size.
 */
function measureRow(row: Element, entry: ResizeObserverEntry | undefined, instance: PageVirtualizer) {
  if (!entry) {
    const key = instance.options.getItemKey(instance.indexFromElement(row));
    return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(0);
  }
  return measureElement(row, entry, instance) + (Number.parseFloat(getComputedStyle(row).marginBottom) || 0);
}

/** The page's own scroll position is the reader's: TanStack's write when it attaches (to its initial 0) is skipped. */
const attached = new WeakSet<PageVirtualizer>();

function scrollPageTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: PageVirtualizer,
) {
  if (!attached.has(instance)) {
    attached.add(instance);
    return;
  }
  elementScroll(offset, options, instance);
}

/**
 * A TanStack virtualizer over rows that scroll with the page, at every width: no box of its own scrolls. The
 * scroller is the page's (the window, or the customer shell's column); `scrollMargin` is where `anchor` (the element
 * the rows start in) sits in it, measured after the browser's layout whenever anything in the page changes size,
 * so the tables above may grow and shrink freely.
 */
export function usePageVirtualizer({
  anchor,
  count,
  estimateSize,
  firstScreen,
}: {
  anchor: RefObject<HTMLElement | null>;
  count: number;
  estimateSize: number;
  /** Whether the rows are likely in view when the page opens (the first table of the page). */
  firstScreen: boolean;
}) {
  const [scroller, setScroller] = useState<Element | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // After the first paint, not in React's commit: finding the scroller reads computed styles, which would force the
  // new page's style in the middle of the commit. Until then the rows of the initial rect are shown.
  useEffect(() => {
    if (anchor.current) setScroller(pageScrollerOf(anchor.current));
  }, [anchor]);

  const observeOffset = useMemo(() => {
    /** The anchor's top in the scroller's content: what the scroll offset is when the anchor is at the top. */
    const marginIn = (target: Element) => {
      const top = anchor.current?.getBoundingClientRect().top ?? 0;
      const viewTop = isDocument(target) ? 0 : target.getBoundingClientRect().top + target.clientTop;
      return Math.round(top - viewTop + target.scrollTop);
    };
    return (instance: PageVirtualizer, onOffset: (offset: number, isScrolling: boolean) => void) => {
      const target = instance.scrollElement;
      const view = instance.targetWindow;
      if (!target || !view) return;
      // The viewport's scroll events go to the window, not to the document's element.
      const events: EventTarget = isDocument(target) ? view : target;
      const onScroll = () => onOffset(target.scrollTop, true);
      const onEnd = () => onOffset(target.scrollTop, false);
      events.addEventListener("scroll", onScroll, { passive: true });
      events.addEventListener("scrollend", onEnd, { passive: true });
      // The anchor moves without a scroll when anything above it changes size: watch it and the page's top-level
      // parts. The observer first reports after the browser's layout, so mounting forces none.
      const measure = () => {
        setScrollMargin(marginIn(target));
        onEnd();
      };
      const resized = view.ResizeObserver ? new view.ResizeObserver(measure) : null;
      if (!resized) measure();
      if (anchor.current) resized?.observe(anchor.current);
      const page = isDocument(target) ? target.ownerDocument.body : target;
      for (const part of page.children) resized?.observe(part);
      return () => {
        events.removeEventListener("scroll", onScroll);
        events.removeEventListener("scrollend", onEnd);
        resized?.disconnect();
      };
    };
  }, [anchor]);

  return useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => estimateSize,
    // Two rows beyond each edge keep a scroll step covered; every row rendered adds to the first render.
    overscan: count <= RENDER_ALL_UP_TO ? count : 2,
    scrollMargin,
    initialRect: firstScreen ? FIRST_SCREEN_RECT : BELOW_FIRST_SCREEN_RECT,
    observeElementRect: observeRect,
    observeElementOffset: observeOffset,
    scrollToFn: scrollPageTo,
    measureElement: measureRow,
    useFlushSync: false,
  });
}

/**
 * A virtualised table body that scrolls with the page: put `anchor` on the tbody, `measureRef` on each row (with
 * `data-index`), and spacer rows of `paddingTop` / `paddingBottom` around the rendered rows to keep the page's height.
 */
export function usePageRows(count: number, estimateSize: number, firstScreen = false) {
  const anchor = useRef<HTMLTableSectionElement>(null);
  const virtualizer = usePageVirtualizer({ anchor, count, estimateSize, firstScreen });
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const first = items[0];
  const last = items.at(-1);
  return {
    anchor,
    items,
    measureRef: virtualizer.measureElement,
    paddingTop: first ? first.start - margin : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
  };
}
