import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const spinnerVariants = cva("animate-spin shrink-0", {
  variants: {
    size: { sm: "size-3.5", default: "size-4", lg: "size-6" },
  },
  defaultVariants: { size: "default" },
});

export type SpinnerProps = Omit<React.ComponentProps<"svg">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** Read to screen readers; pass `null` when a surrounding element already announces the busy state. */
    label?: string | null;
  };

/** An indeterminate activity indicator. */
export function Spinner({ className, size, label = "Loading", ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      data-slot="spinner"
      data-size={size ?? "default"}
      role={label ? "status" : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    />
  );
}
