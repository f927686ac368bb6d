import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "../Spinner/Spinner";

export const buttonVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm outline-none transition-[color,background-color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-invalid:ring-destructive/30 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 gap-1.5 px-3",
        default: "h-9 px-4 py-2",
        lg: "h-10 px-6",
        icon: "size-9",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's styling instead of a <button>. */
    asChild?: boolean;
    /**
     * Shows a spinner over the label and ignores presses; the width does not change. The button stays focusable
     * (aria-disabled, not disabled), so a keyboard or screen-reader user who submitted keeps their place.
     */
    pending?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  disabled,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  const state = { variant: variant ?? "default", size: size ?? "default" };
  if (asChild) {
    return (
      <Component
        data-slot="button"
        data-variant={state.variant}
        data-size={state.size}
        className={cn(buttonVariants({ variant, size }), className)}
        onClick={onClick}
        {...props}
      >
        {children}
      </Component>
    );
  }
  return (
    <button
      type="button"
      data-slot="button"
      data-variant={state.variant}
      data-size={state.size}
      data-pending={pending || undefined}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      disabled={disabled}
      className={cn(buttonVariants({ variant, size }), className)}
      // A pending press is cancelled, which also stops the form's submission (Enter in a field presses the form's
      // submit button): one submission, not two.
      onClick={pending ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {pending ? (
        <>
          {/* The label stays in the layout and the accessible name (only transparent), so the width is kept. */}
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner label={null} />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
