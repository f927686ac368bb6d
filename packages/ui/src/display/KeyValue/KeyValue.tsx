import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const keyValueListVariants = cva("text-sm", {
  variants: {
    orientation: {
      // Label and value side by side on one row.
      horizontal: "grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-6 gap-y-2 *:data-[slot=key-value-item]:contents",
      // Label above its value.
      stacked: "grid gap-4 *:data-[slot=key-value-item]:grid *:data-[slot=key-value-item]:gap-1",
    },
  },
  defaultVariants: { orientation: "horizontal" },
});

export type KeyValueListProps = React.ComponentProps<"dl"> & VariantProps<typeof keyValueListVariants>;

/** A description list of label/value pairs (order details, account info). Holds KeyValueItem children. */
export function KeyValueList({ className, orientation, ...props }: KeyValueListProps) {
  return (
    <dl
      data-slot="key-value-list"
      data-orientation={orientation ?? "horizontal"}
      className={cn(keyValueListVariants({ orientation }), className)}
      {...props}
    />
  );
}

export type KeyValueItemProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  /** The value; render "—" or similar yourself when it is missing, so the row is never blank. */
  children: React.ReactNode;
};

/** One pair: a <dt> and its <dd>, grouped in a <div> as HTML allows inside <dl>. */
export function KeyValueItem({ className, label, children, ...props }: KeyValueItemProps) {
  return (
    <div data-slot="key-value-item" className={className} {...props}>
      <dt data-slot="key-value-label" className="text-muted-foreground">
        {label}
      </dt>
      <dd data-slot="key-value-value" className="min-w-0 break-words font-medium">
        {children}
      </dd>
    </div>
  );
}
