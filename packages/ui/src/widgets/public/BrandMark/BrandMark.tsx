import { TrendingUp } from "lucide-react";
import type * as React from "react";
import { cn } from "../../../lib/cn";

export type BrandMarkProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The panel's own logo (an image address); the design system's mark when empty. */
  logoUrl?: string;
};

/**
 * The square beside a panel's name: its own logo, or the design system's mark in the primary colour. Decorative: the
 * name beside it says what it is.
 */
export function BrandMark({ logoUrl, className, ...props }: BrandMarkProps) {
  if (logoUrl) {
    return (
      <span
        data-slot="brand-mark"
        className={cn("flex size-8 shrink-0 overflow-hidden rounded-md", className)}
        {...props}
      >
        <img src={logoUrl} alt="" className="size-full object-contain" />
      </span>
    );
  }
  return (
    <span
      data-slot="brand-mark"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground",
        className,
      )}
      {...props}
    >
      <TrendingUp aria-hidden="true" className="size-5" />
    </span>
  );
}
