import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden whitespace-nowrap rounded-md border border-transparent px-2 py-0.5 font-medium text-xs [&_svg]:pointer-events-none [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "bg-secondary text-secondary-foreground",
        info: "bg-info text-info-foreground",
        success: "bg-success text-success-foreground",
        warning: "bg-warning text-warning-foreground",
        danger: "bg-destructive text-destructive-foreground",
        new: "bg-primary text-primary-foreground uppercase tracking-wide",
        recommended: "bg-orange text-orange-foreground uppercase tracking-wide",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>;

export type BadgeProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof badgeVariants> & {
    /** Required text: the colour is never the only signal. */
    children: React.ReactNode;
    /** An icon before the text (lucide icons are hidden from screen readers already). */
    icon?: React.ReactNode;
    /** Render the child (e.g. a link) with the badge's styling. */
    asChild?: boolean;
  };

/** A short status or category label. */
export function Badge({ className, variant, icon, asChild = false, children, ...props }: BadgeProps) {
  const Component = asChild ? Slot.Root : "span";
  return (
    <Component
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    >
      {icon}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
}
