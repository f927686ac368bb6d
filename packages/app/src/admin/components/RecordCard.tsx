import { Card, CardAction, CardContent, CardHeader, CardTitle, KeyValueItem, KeyValueList, Skeleton } from "@smm/ui";
import type { ReactNode } from "react";

export type RecordField = { label: string; value: ReactNode };

/** A record's facts as label/value pairs under a title, with its actions in the corner. */
export function RecordCard({
  title,
  fields,
  actions,
  loading = false,
}: {
  title: ReactNode;
  fields: readonly RecordField[];
  actions?: ReactNode;
  loading?: boolean;
}) {
  return (
    <Card aria-busy={loading || undefined}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {actions ? <CardAction className="flex flex-wrap gap-2">{actions}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        ) : (
          <KeyValueList className="sm:grid-cols-[minmax(0,auto)_minmax(0,1fr)]">
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
