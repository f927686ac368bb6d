import type * as React from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../display/Card";
import { cn } from "../../../lib/cn";

export type AuthCardProps = Omit<React.ComponentProps<"div">, "title"> & {
  title: React.ReactNode;
  /** The heading's id, so the form inside can be named by it (a named form is a landmark). */
  titleId: string;
  description?: React.ReactNode;
  /** The heading level that fits the page outline (on the landing page the hero's claim is the h1). */
  headingLevel?: "h1" | "h2" | "h3";
  /** Links under the form ("Don't have an account? Sign up"). */
  footer?: React.ReactNode;
};

/** The card every public form sits in: a heading, the form, then its links. */
export function AuthCard({
  title,
  titleId,
  description,
  headingLevel: Heading = "h2",
  footer,
  className,
  children,
  ...props
}: AuthCardProps) {
  return (
    <Card data-slot="auth-card" className={cn("w-full max-w-md", className)} {...props}>
      <CardHeader>
        <CardTitle asChild className="text-xl">
          <Heading id={titleId}>{title}</Heading>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer && (
        <CardFooter className="flex-wrap justify-center gap-x-1 gap-y-2 text-muted-foreground text-sm">
          {footer}
        </CardFooter>
      )}
    </Card>
  );
}
