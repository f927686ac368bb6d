import type * as React from "react";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "../../../display/Card";
import { KeyValueItem, KeyValueList } from "../../../display/KeyValue";
import { Skeleton } from "../../../display/Skeleton";
import { cn } from "../../../lib/cn";
import { LoadError } from "../../shared/LoadError";

export type RecordField = { label: string; value: React.ReactNode };

export type RecordCardProps = Omit<React.ComponentProps<"div">, "children" | "title"> & {
  title: React.ReactNode;
  /** The record's facts, in order; give "—" for a missing value so no row is blank. */
  fields: readonly RecordField[];
  /** Buttons for the record (suspend, resend ...), in the card's corner. */
  actions?: React.ReactNode;
  loading?: boolean;
  /** Why the record could not be loaded; shown instead of the facts. */
  error?: string | null;
  onRetry?: () => void;
};

/** One record (a user, an order) as label/value pairs under a title, with its actions in the corner. */
export function RecordCard({
  title,
  fields,
  actions,
  loading = false,
  error = null,
  onRetry,
  className,
  ...props
}: RecordCardProps) {
  return (
    <Card data-slot="record-card" aria-busy={loading || undefined} className={cn(className)} {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {actions && !loading && !error ? <CardAction className="flex flex-wrap gap-2">{actions}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {error ? (
          <LoadError title="Could not load this record" message={error} onRetry={onRetry} />
        ) : loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        ) : (
          <KeyValueList>
            {fields.map((field) => (
              <KeyValueItem key={field.label} label={field.label}>
                {field.value}
              </KeyValueItem>
            ))}
          </KeyValueList>
        )}
      </CardContent>
    </Card>
  );
}
