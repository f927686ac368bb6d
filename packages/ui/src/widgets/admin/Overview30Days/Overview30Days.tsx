import { type AdminDashboardStats, type CurrencyCode, formatReportingMoney } from "@smm/domain";
import type * as React from "react";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../display/Card";
import { Skeleton } from "../../../display/Skeleton";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../shared/formatCount";
import { LoadError } from "../../shared/LoadError";
import { type DailyRevenue, RevenueBars } from "./RevenueBars";

export type Overview30DaysProps = Omit<React.ComponentProps<"div">, "children"> & {
  overview: AdminDashboardStats["last30Days"];
  /** The operator's reporting currency the money figures are in (the dashboard's `currency`). */
  currency: CurrencyCode;
  /** Revenue per day for the bar chart; the chart is left out when not given. */
  daily?: readonly DailyRevenue[];
  loading?: boolean;
  /** Why the overview could not be loaded; shown in place of the figures. */
  error?: string;
  onRetry?: () => void;
};

/**
 * Last 30 Days Overview: revenue, orders, new users and average order value in the reporting currency, with daily
 * revenue bars.
 */
export function Overview30Days({
  overview,
  currency,
  daily,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: Overview30DaysProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-slot="overview-30-days"
      className={cn("gap-4", className)}
      {...props}
    >
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Last 30 Days Overview</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {error ? (
          <LoadError title="Failed to load the overview" message={error} onRetry={onRetry} />
        ) : (
          <>
            <Figures overview={overview} currency={currency} loading={loading} />
            {loading ? (
              <Skeleton className="h-24 w-full" />
            ) : daily && daily.length > 0 ? (
              <RevenueBars days={daily} currency={currency} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Figures({
  overview,
  currency,
  loading,
}: {
  overview: AdminDashboardStats["last30Days"];
  currency: CurrencyCode;
  loading: boolean;
}) {
  const figures = [
    ["Revenue", formatReportingMoney(overview.revenue, currency)],
    ["Orders", formatCount(overview.orders)],
    ["New Users", formatCount(overview.newUsers)],
    ["Avg Order Value", formatReportingMoney(overview.avgOrderValue, currency)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(([term, value]) => (
        <div key={term} className="grid gap-1 rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground text-xs">{term}</dt>
          <dd className="font-semibold text-lg tabular-nums">{loading ? <Skeleton className="h-6 w-20" /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
