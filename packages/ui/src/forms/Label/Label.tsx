import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

/** A form label (Radix Label: a click focuses the control, a double click does not select the text). */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex select-none items-center gap-2 font-medium text-foreground text-sm leading-none",
        // A disabled control dims its label too, whether the label wraps it or sits beside it in a group.
        "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
