import type * as React from "react";
import { cn } from "../../lib/cn";

export type TopBarProps = React.ComponentProps<"header"> & {
  /** Leading slot: the mobile menu toggle, a logo or the page title. */
  start?: React.ReactNode;
  /** Trailing slot: actions such as a currency switcher, notifications and the user menu. */
  end?: React.ReactNode;
  /** Stays at the top of the page while it scrolls. */
  sticky?: boolean;
};

/** The page header bar. Children go between the slots (e.g. a search box) and take the free space. */
export function TopBar({ start, end, sticky = true, className, children, ...props }: TopBarProps) {
  return (
    <header
      data-slot="top-bar"
      data-sticky={sticky || undefined}
      className={cn(
        "flex h-14 w-full items-center gap-2 border-b bg-background px-3 text-foreground sm:gap-4 sm:px-6",
        sticky && "sticky top-0 z-30",
        className,
      )}
      {...props}
    >
      {start ? (
        <div data-slot="top-bar-start" className="flex min-w-0 items-center gap-2">
          {start}
        </div>
      ) : null}
      <div data-slot="top-bar-center" className="flex min-w-0 flex-1 items-center">
        {children}
      </div>
      {end ? (
        <div data-slot="top-bar-end" className="flex shrink-0 items-center gap-1 sm:gap-2">
          {end}
        </div>
      ) : null}
    </header>
  );
}

/** The page or brand name in the bar; truncates rather than wrapping on narrow screens. */
export function TopBarTitle({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="top-bar-title" className={cn("truncate font-semibold text-base", className)} {...props} />;
}
