import type { OrderExtra } from "@smm/domain";
import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { CopyButton } from "../../../feedback/CopyButton";
import { cn } from "../../../lib/cn";

export type OrderExtrasProps = Omit<React.ComponentProps<"div">, "children" | "onCopy"> & {
  /** What the customer gave with the order, labelled, in reading order. */
  extras: readonly OrderExtra[];
  /** Called once a value is on the clipboard (the page raises its toast). */
  onCopy?: (extra: OrderExtra) => void;
  /** Called when the clipboard refuses. */
  onCopyError?: (extra: OrderExtra, error: unknown) => void;
};

/**
 * The extras of a typed or drip-feed order (comments, usernames, poll answer, subscription fields, runs and
 * interval), each with a Copy button named after it, so the operator can fulfil the order by hand.
 */
export function OrderExtras({ extras, onCopy, onCopyError, className, ...props }: OrderExtrasProps) {
  return (
    <Card data-slot="order-extras" className={cn(className)} {...props}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Customer's details</h2>
        </CardTitle>
        <CardDescription>What the customer gave with this order.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          {extras.map((extra) => (
            <div key={extra.name} data-slot="order-extra" className="grid gap-1">
              <dt className="text-muted-foreground">{extra.label}</dt>
              <dd className="flex items-start gap-2">
                <span className="min-w-0 flex-1 whitespace-pre-wrap break-words rounded-md bg-muted px-3 py-2 font-mono">
                  {extra.value}
                </span>
                <CopyButton
                  size="sm"
                  value={extra.value}
                  label={extra.label}
                  onCopy={() => onCopy?.(extra)}
                  onError={(error) => onCopyError?.(extra, error)}
                />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
