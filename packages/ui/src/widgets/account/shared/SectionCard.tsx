import type * as React from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { cn } from "../../../lib/cn";

export type SectionCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Placed in the header's top-right corner. */
  action?: React.ReactNode;
  /** The heading's id; the card is a region named by it. */
  headingId: string;
  contentClassName?: string;
};

/** A titled card that is also a named region of the page (an h2 names it). */
export function SectionCard({
  title,
  description,
  action,
  headingId,
  className,
  contentClassName,
  children,
  ...props
}: SectionCardProps) {
  return (
    <Card role="region" aria-labelledby={headingId} className={cn("gap-4", className)} {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
