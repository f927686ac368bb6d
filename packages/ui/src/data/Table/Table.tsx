import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

/*
 * Responsive "stack": when the table's own box is narrower than 36rem (a container query, so a
 * table beside a sidebar stacks too), the header row is visually hidden and every body row becomes
 * a card whose cells print their column label (`data-label`) before the value.
 */
const stackClasses = [
  "@max-xl:block @max-xl:[&_tbody]:block @max-xl:[&_tfoot]:block @max-xl:[&_thead]:sr-only",
  // `!` beats the body's "no border on the last row", which is right for rows but not for cards.
  "@max-xl:[&_tbody_tr]:mb-3 @max-xl:[&_tr]:block @max-xl:[&_tr]:rounded-lg @max-xl:[&_tr]:border! @max-xl:[&_tr]:p-3",
  "@max-xl:[&_td]:grid @max-xl:[&_td]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] @max-xl:[&_td]:gap-3 @max-xl:[&_td]:px-0 @max-xl:[&_td]:py-1.5 @max-xl:[&_td]:justify-items-start",
  // Card values wrap instead of truncating or scrolling.
  "@max-xl:[&_td]:max-w-none @max-xl:[&_td]:whitespace-normal @max-xl:[&_td]:[overflow-wrap:anywhere]",
  "@max-xl:[&_td[data-label]]:before:font-medium @max-xl:[&_td[data-label]]:before:text-muted-foreground @max-xl:[&_td[data-label]]:before:content-[attr(data-label)]",
  "@max-xl:[&_td[data-slot=table-empty]]:block",
].join(" ");

export const tableVariants = cva("w-full caption-bottom text-sm", {
  variants: {
    responsive: {
      stack: stackClasses,
      scroll: "",
    },
    stickyHeader: {
      true: "[&_thead]:sticky [&_thead]:top-0 [&_thead]:z-10 [&_thead]:bg-background [&_thead]:shadow-[inset_0_-1px_0_var(--color-border)]",
      false: "",
    },
  },
  defaultVariants: { responsive: "stack", stickyHeader: false },
});

export type TableProps = React.ComponentProps<"table"> &
  VariantProps<typeof tableVariants> & {
    /** Classes for the scroll container around the table; give it a max height to scroll under a sticky header. */
    containerClassName?: string;
    /** Reaches the scroll container (the element that scrolls, e.g. for virtualisation). */
    containerRef?: React.Ref<HTMLDivElement>;
    /** Extra props for the scroll container, e.g. `tabIndex`, `role` and a label when it scrolls on its own. */
    containerProps?: Omit<React.ComponentProps<"div">, "className" | "ref" | "children">;
  };

/** A data table inside its own horizontal scroll container. Rows stack into cards on narrow containers. */
export function Table({
  className,
  containerClassName,
  containerRef,
  containerProps,
  responsive,
  stickyHeader,
  ...props
}: TableProps) {
  return (
    <div
      data-slot="table-container"
      ref={containerRef}
      className={cn("@container relative w-full overflow-auto", containerClassName)}
      {...containerProps}
    >
      <table
        data-slot="table"
        data-responsive={responsive ?? "stack"}
        data-sticky-header={stickyHeader || undefined}
        className={cn(tableVariants({ responsive, stickyHeader }), className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        "h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0",
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = React.ComponentProps<"td"> & {
  /** The column's name, printed before the value when rows stack into cards on narrow screens. */
  label?: string;
};

export function TableCell({ className, label, ...props }: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      data-label={label}
      className={cn("whitespace-nowrap p-3 align-middle [&:has([role=checkbox])]:pr-0", className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption data-slot="table-caption" className={cn("mt-4 text-muted-foreground text-sm", className)} {...props} />
  );
}

export type TableEmptyProps = Omit<React.ComponentProps<"td">, "colSpan"> & {
  /** How many columns the message spans: the table's column count. */
  colSpan: number;
  /** An optional icon shown above the message. */
  icon?: React.ReactNode;
};

/** A full-width row for an empty result, e.g. "No orders found". */
export function TableEmpty({ className, colSpan, icon, children, ...props }: TableEmptyProps) {
  return (
    <tr data-slot="table-empty-row">
      <td
        data-slot="table-empty"
        colSpan={colSpan}
        className={cn("h-24 p-3 text-center align-middle text-muted-foreground", className)}
        {...props}
      >
        {icon ? (
          <span aria-hidden="true" className="mb-2 flex justify-center [&_svg:not([class*='size-'])]:size-6">
            {icon}
          </span>
        ) : null}
        {children}
      </td>
    </tr>
  );
}
