import type * as React from "react";
import { useLayoutEffect, useRef } from "react";
import { cn } from "../../lib/cn";

export type SidebarInsetProps = Omit<React.ComponentProps<"div">, "ref"> & {
  /** The page it shows (its path): when this changes, the column scrolls back to its top, where a new page starts. */
  pageKey?: string;
};

/**
 * The column beside the sidebar (top bar and page). It scrolls on its own, so the sidebar stays in place; the
 * router's scroll restoration moves the window, not this column, so the column starts each new page at the top
 * itself (otherwise a page opened from the phone's menu would open as far down as the last one was scrolled).
 * `relative`: absolutely placed parts of the page (sr-only labels, Radix's hidden native selects) belong to this
 * scroller; otherwise they stretch the document and the whole window scrolls as well.
 */
export function SidebarInset({ pageKey, className, ...props }: SidebarInsetProps) {
  const column = useRef<HTMLDivElement>(null);
  // Before the browser paints the new page: it never shows at the old page's scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pageKey is the trigger, not an input
  useLayoutEffect(() => {
    if (column.current) column.current.scrollTop = 0;
  }, [pageKey]);
  return (
    <div
      ref={column}
      data-slot="sidebar-inset"
      className={cn("relative flex min-w-0 flex-1 flex-col overflow-y-auto", className)}
      {...props}
    />
  );
}
