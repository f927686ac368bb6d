import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * A pulsing placeholder shaped like the content that is loading. Hidden from screen readers:
 * the region that is loading says so itself (e.g. `aria-busy` and a "Loading" label).
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" aria-hidden className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />
  );
}
