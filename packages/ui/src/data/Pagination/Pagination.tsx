import { PAGINATION_WINDOW, paginationWindow } from "@smm/domain";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button";

export type PaginationProps = Omit<React.ComponentProps<"nav">, "onChange"> & {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page the user asked for; the parent owns `page`. */
  onPageChange: (page: number) => void;
  /** How many page numbers to show around the current one. */
  windowSize?: number;
};

/**
 * First / previous / a window of page numbers / next / last. Controlled: the parent keeps `page`.
 * On narrow screens the numbers give way to "Page 3 of 12".
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  windowSize = PAGINATION_WINDOW,
  className,
  "aria-label": ariaLabel = "Pagination",
  ...props
}: PaginationProps) {
  const lastPage = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), lastPage);
  const atStart = current <= 1;
  const atEnd = current >= lastPage;
  const goTo = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn("flex w-full justify-center", className)}
      {...props}
    >
      <ul className="flex items-center gap-1">
        <li>
          <Button variant="ghost" size="icon" aria-label="First page" disabled={atStart} onClick={() => goTo(1)}>
            <ChevronsLeft />
          </Button>
        </li>
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous page"
            disabled={atStart}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeft />
          </Button>
        </li>
        {paginationWindow(current, lastPage, windowSize).map((number) => {
          const isCurrent = number === current;
          return (
            <li key={number} className="max-sm:hidden">
              <Button
                data-slot="pagination-page"
                variant={isCurrent ? "outline" : "ghost"}
                size="icon"
                aria-label={`Page ${number}`}
                aria-current={isCurrent ? "page" : undefined}
                className="tabular-nums aria-[current=page]:font-semibold"
                onClick={() => goTo(number)}
              >
                {number}
              </Button>
            </li>
          );
        })}
        <li className="px-2 text-muted-foreground text-sm tabular-nums sm:hidden">
          Page {current} of {lastPage}
        </li>
        <li>
          <Button variant="ghost" size="icon" aria-label="Next page" disabled={atEnd} onClick={() => goTo(current + 1)}>
            <ChevronRight />
          </Button>
        </li>
        <li>
          <Button variant="ghost" size="icon" aria-label="Last page" disabled={atEnd} onClick={() => goTo(lastPage)}>
            <ChevronsRight />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
