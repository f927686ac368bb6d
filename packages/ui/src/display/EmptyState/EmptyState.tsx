import type * as React from "react";
import { cn } from "../../lib/cn";

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** A large decorative icon above the title. */
  icon?: React.ReactNode;
  /** What is empty, e.g. "No orders found". */
  title: React.ReactNode;
  /** The title's element: a paragraph in a list or panel, the page's h1 when the empty state is the page. */
  titleAs?: "p" | "h1" | "h2";
  /** What to do about it. */
  description?: React.ReactNode;
  /** A next step, usually a Button. */
  action?: React.ReactNode;
};

/** Stands in for a list or table with nothing to show, and points to the next step. */
export function EmptyState({
  className,
  icon,
  title,
  titleAs: Title = "p",
  description,
  action,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn("flex flex-col items-center justify-center gap-2 px-6 py-10 text-center text-sm", className)}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Title data-slot="empty-state-title" className="font-semibold text-base text-foreground">
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-balance text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="mt-4 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
