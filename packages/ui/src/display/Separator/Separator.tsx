import { Separator as SeparatorPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * A thin rule between content. Decorative by default (hidden from screen readers);
 * pass `decorative={false}` when it separates sections meaningfully (role="separator").
 */
export function Separator({
  className,
  orientation = "horizontal",
  decorative = true,
  ...props
}: React.ComponentProps<typeof SeparatorPrimitive.Root>) {
  return (
    <SeparatorPrimitive.Root
      data-slot="separator"
      decorative={decorative}
      orientation={orientation}
      className={cn(
        "shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=vertical]:h-full data-[orientation=horizontal]:w-full data-[orientation=vertical]:w-px",
        className,
      )}
      {...props}
    />
  );
}
