import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/cn";

export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

export function SheetPortal(props: React.ComponentProps<typeof SheetPrimitive.Portal>) {
  return <SheetPrimitive.Portal data-slot="sheet-portal" {...props} />;
}

export function SheetOverlay({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(
        "data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 fixed inset-0 z-50 bg-background/80 data-[state=closed]:animate-out data-[state=open]:animate-in",
        className,
      )}
      {...props}
    />
  );
}

export const sheetContentVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg outline-none transition ease-in-out data-[state=closed]:animate-out data-[state=open]:animate-in data-[state=closed]:duration-300 data-[state=open]:duration-500",
  {
    variants: {
      side: {
        left: "data-[state=closed]:slide-out-to-left data-[state=open]:slide-in-from-left inset-y-0 left-0 h-full w-3/4 border-r sm:max-w-sm",
        right:
          "data-[state=closed]:slide-out-to-right data-[state=open]:slide-in-from-right inset-y-0 right-0 h-full w-3/4 border-l sm:max-w-sm",
        top: "data-[state=closed]:slide-out-to-top data-[state=open]:slide-in-from-top inset-x-0 top-0 h-auto max-h-[85svh] border-b",
        bottom:
          "data-[state=closed]:slide-out-to-bottom data-[state=open]:slide-in-from-bottom inset-x-0 bottom-0 h-auto max-h-[85svh] border-t",
      },
    },
    defaultVariants: { side: "right" },
  },
);

// An interface (not a type alias) so stories' inferred types can name it without reaching into Radix's package.
export interface SheetContentProps
  extends Omit<React.ComponentProps<typeof SheetPrimitive.Content>, "title">,
    VariantProps<typeof sheetContentVariants> {
  /** Required: every sheet is announced by its title. */
  title: React.ReactNode;
  /** Read after the title; linked with `aria-describedby`. */
  description?: React.ReactNode;
  /** Keeps the title for screen readers only, e.g. a navigation drawer whose content speaks for itself. */
  hideTitle?: boolean;
  /** The corner "Close" button; turn off only when the sheet offers its own way out. */
  showCloseButton?: boolean;
  /** The Close button's accessible name. */
  closeLabel?: string;
}

/** A panel that slides in from one edge over an overlay. Focus stays inside; Escape and Close dismiss it. */
export function SheetContent({
  className,
  side,
  title,
  description,
  hideTitle = false,
  showCloseButton = true,
  closeLabel = "Close",
  children,
  ...props
}: SheetContentProps) {
  // Without a description Radix would point aria-describedby at nothing (and warn); leave it off instead.
  const describedBy = description === undefined ? { "aria-describedby": undefined } : {};
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? "right"}
        className={cn(sheetContentVariants({ side }), className)}
        {...describedBy}
        {...props}
      >
        <SheetHeader className={cn(hideTitle && description === undefined && "sr-only")}>
          <SheetPrimitive.Title
            data-slot="sheet-title"
            className={cn("pr-8 font-semibold text-foreground text-lg leading-none", hideTitle && "sr-only")}
          >
            {title}
          </SheetPrimitive.Title>
          {description !== undefined && (
            <SheetPrimitive.Description data-slot="sheet-description" className="text-muted-foreground text-sm">
              {description}
            </SheetPrimitive.Description>
          )}
        </SheetHeader>
        {children}
        {showCloseButton && (
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className="absolute top-4 right-4 rounded-sm p-0.5 opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0"
          >
            <XIcon aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

/** Stacks the title and description; SheetContent renders one itself. */
export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4", className)} {...props} />;
}

/** The scrolling middle of a sheet. When it holds no control, give it `tabIndex={0}` so the keyboard can scroll it. */
export function SheetBody({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-body" className={cn("min-h-0 flex-1 overflow-y-auto px-4", className)} {...props} />;
}

/** The actions row, pinned to the sheet's end. */
export function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-2 p-4", className)} {...props} />;
}
