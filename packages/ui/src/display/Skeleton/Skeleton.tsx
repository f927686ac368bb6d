import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * A placeholder shaped like the content that is loading, which starts to pulse after a second: most waits end
 * sooner, and a still placeholder costs a busy phone no frames (a customer page's prerendered shell shows skeletons
 * while the app starts, and a pulse from its first paint drew ~60 frames a second through that start). Hidden from
 * screen readers: the region that is loading says so itself (e.g. `aria-busy` and a "Loading" label).
 */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-muted [animation-delay:1s]", className)}
      {...props}
    />
  );
}
