import { type CurrencyCode, type DecimalString, formatReportingMoney } from "@smm/domain";
import { useId } from "react";

export type DailyRevenue = { date: string; revenue: DecimalString };

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function dayLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

const HEIGHT = 96;
const BAR_GAP = 2;

/**
 * Daily revenue as plain SVG bars. The drawing is decorative; screen readers get the same figures from a visually
 * hidden table, named like the chart. Bar heights are geometry only, so a float is fine there.
 */
export function RevenueBars({ days, currency }: { days: readonly DailyRevenue[]; currency: CurrencyCode }) {
  const captionId = useId();
  const values = days.map((day) => Number(day.revenue));
  const max = Math.max(0, ...values);
  const width = 100 / Math.max(days.length, 1);
  return (
    <figure data-slot="revenue-bars" aria-labelledby={captionId} className="grid gap-2">
      <figcaption id={captionId} className="font-medium text-muted-foreground text-xs">
        Daily revenue
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full overflow-visible"
      >
        {values.map((value, index) => {
          const height = max > 0 ? (value / max) * HEIGHT : 0;
          return (
            <rect
              key={days[index]?.date ?? index}
              x={index * width + BAR_GAP / 4}
              y={HEIGHT - height}
              width={Math.max(width - BAR_GAP / 2, 0.5)}
              height={height}
              rx={0.6}
              className="fill-primary"
            />
          );
        })}
      </svg>
      {/* The box is what hides the table: a table's height grows to fit its rows whatever it is given, so as the
          sr-only element itself it would still reach ~600 px down and lengthen the scroller it is placed in. */}
      <div className="sr-only">
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <td>{dayLabel(day.date)}</td>
                <td>{formatReportingMoney(day.revenue, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
