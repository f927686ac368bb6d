import type { DecimalString } from "@smm/domain";
import type * as React from "react";
import { useId } from "react";
import { cn } from "../../../lib/cn";

export type ReportBar = { key: string; label: string; value: DecimalString };

export type ReportBarsProps = Omit<React.ComponentProps<"figure">, "children"> & {
  /** Names the chart and its table ("Profit by service"). */
  caption: string;
  /** What the value column is called in the table ("Profit"). */
  valueLabel: string;
  bars: readonly ReportBar[];
  /** How a value reads ("₦1,250.00"). */
  format: (value: DecimalString) => string;
};

/**
 * One horizontal bar per row (a day, service, provider or customer), its length relative to the largest value;
 * a negative value (a loss) gets no bar and its figure in the destructive colour. The bars are decorative: screen
 * readers get the same figures from a visually hidden table named like the chart. Bar lengths are geometry only,
 * so a float is fine there.
 */
export function ReportBars({ caption, valueLabel, bars, format, className, ...props }: ReportBarsProps) {
  const captionId = useId();
  const max = Math.max(0, ...bars.map((bar) => Number(bar.value)));
  return (
    <figure data-slot="report-bars" aria-labelledby={captionId} className={cn("grid gap-2", className)} {...props}>
      <figcaption id={captionId} className="font-medium text-muted-foreground text-xs">
        {caption}
      </figcaption>
      <div aria-hidden="true" className="grid gap-1.5">
        {bars.map((bar) => {
          const value = Number(bar.value);
          const share = max > 0 && value > 0 ? (value / max) * 100 : 0;
          return (
            <div
              key={bar.key}
              data-slot="report-bar"
              className="grid grid-cols-[minmax(0,7rem)_1fr_5.5rem] items-center gap-2 text-xs sm:grid-cols-[minmax(0,12rem)_1fr_7rem]"
            >
              <span className="truncate" title={bar.label}>
                {bar.label}
              </span>
              <svg aria-hidden="true" viewBox="0 0 100 8" preserveAspectRatio="none" className="h-3 w-full">
                <rect x={0} y={0} width={100} height={8} rx={1} className="fill-muted" />
                <rect x={0} y={0} width={share} height={8} rx={1} className="fill-primary" />
              </svg>
              <span className={cn("text-end tabular-nums", value < 0 && "text-destructive")}>{format(bar.value)}</span>
            </div>
          );
        })}
      </div>
      <div className="sr-only">
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <td>{bar.label}</td>
                <td>{format(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
