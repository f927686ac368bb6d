import type * as React from "react";
import { useId } from "react";
import { Skeleton } from "../../../display/Skeleton";
import { cn } from "../../../lib/cn";
import { LoadError } from "../../shared/LoadError";
import { PlainText } from "../shared/PlainText";

export type LegalPageProps = Omit<React.ComponentProps<"article">, "title" | "children"> & {
  /** "Terms of service", "Privacy policy", "Refund policy". */
  title: string;
  /** The operator's plain text (a blank line between paragraphs); unused while loading. */
  body?: string;
  isLoading?: boolean;
  /** Why the page could not be loaded; shown with "Try again" when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
};

/** A legal page the operator wrote (Settings → Storefront): its title and its paragraphs, as plain text. */
export function LegalPage({
  title,
  body = "",
  isLoading = false,
  error,
  onRetry,
  className,
  ...props
}: LegalPageProps) {
  const titleId = useId();
  return (
    <article
      data-slot="legal-page"
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
      className={cn("mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14", className)}
      {...props}
    >
      <h1 id={titleId} className="text-balance font-bold text-3xl tracking-tight">
        {title}
      </h1>
      {error ? (
        <div className="mt-6">
          <LoadError title={`Could not load the ${title.toLowerCase()}`} message={error} onRetry={onRetry} />
        </div>
      ) : isLoading ? (
        <div className="mt-6 grid gap-3">
          <span className="sr-only">Loading {title.toLowerCase()}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        <div className="mt-6 grid gap-4 text-pretty leading-relaxed">
          <PlainText text={body} />
        </div>
      )}
    </article>
  );
}
