import { Progress as ProgressPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "../../lib/cn";

export type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "getValueLabel"> & {
  /** Required: names the bar ("Order #1042 delivery"). */
  label: React.ReactNode;
  /** Shows the label above the bar; when false it is read by screen readers only. */
  showLabel?: boolean;
  /** The value in words, shown beside the label and read as aria-valuetext. Defaults to a percentage. */
  valueText?: (value: number, max: number) => string;
};

const percentText = (value: number, max: number) => `${Math.round((value / max) * 100)}%`;

/** A determinate bar (or indeterminate with `value={null}`) with a name and a spoken value. */
export function Progress({
  className,
  label,
  showLabel = true,
  value = null,
  max = 100,
  valueText = percentText,
  id,
  ...props
}: ProgressProps) {
  const labelId = React.useId();
  const text = value === null ? undefined : valueText(value, max);
  return (
    <div data-slot="progress-field" className={cn("grid w-full gap-1.5", className)}>
      <div className={cn("flex items-baseline justify-between gap-4 text-sm", !showLabel && "sr-only")}>
        <span id={labelId} data-slot="progress-label" className="font-medium">
          {label}
        </span>
        {text !== undefined && (
          <span data-slot="progress-value" aria-hidden className="text-muted-foreground tabular-nums">
            {text}
          </span>
        )}
      </div>
      <ProgressPrimitive.Root
        data-slot="progress"
        id={id}
        aria-labelledby={labelId}
        value={value}
        max={max}
        getValueLabel={(current, maximum) => valueText(current, maximum)}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className="h-full w-full flex-1 bg-primary transition-transform data-[state=indeterminate]:w-1/3 data-[state=indeterminate]:animate-pulse"
          style={value === null ? undefined : { transform: `translateX(-${100 - (value / max) * 100}%)` }}
        />
      </ProgressPrimitive.Root>
    </div>
  );
}
