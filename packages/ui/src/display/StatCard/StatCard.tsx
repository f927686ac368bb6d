import { TrendingDown, TrendingUp } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn";
import { Card } from "../Card/Card";
import { Skeleton } from "../Skeleton/Skeleton";

export type StatTrend = {
  direction: "up" | "down";
  /** Always shown, so colour is not the only signal, e.g. "+12% this week". */
  text: string;
  /** Colour of the trend; by default up is positive and down negative (spend going down may be positive). */
  tone?: "positive" | "negative" | "neutral";
};

const toneClassName = {
  positive: "text-success",
  negative: "text-destructive",
  neutral: "text-muted-foreground",
} as const;

export type StatCardProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  value: React.ReactNode;
  /** Decorative icon in the top-right corner. */
  icon?: React.ReactNode;
  trend?: StatTrend;
  /**
   * The period the value covers when the label does not say it, e.g. "This month": a value and its trend must be
   * read over the same period.
   */
  period?: React.ReactNode;
  /** Shows skeletons instead of the value and trend, and marks the card busy. */
  loading?: boolean;
};

/** One headline number (balance, orders, spend) with its label and an optional trend. */
export function StatCard({ className, label, value, icon, trend, period, loading = false, ...props }: StatCardProps) {
  const TrendIcon = trend?.direction === "down" ? TrendingDown : TrendingUp;
  const tone = trend?.tone ?? (trend?.direction === "down" ? "negative" : "positive");
  return (
    <Card
      data-slot="stat-card"
      data-state={loading ? "loading" : "ready"}
      aria-busy={loading || undefined}
      className={cn("gap-2 px-6 py-5", className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <p data-slot="stat-card-label" className="font-medium text-muted-foreground text-sm">
            {label}
          </p>
          {period ? (
            <p data-slot="stat-card-period" className="text-muted-foreground text-xs">
              {period}
            </p>
          ) : null}
        </div>
        {icon ? (
          <span
            data-slot="stat-card-icon"
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground [&_svg:not([class*='size-'])]:size-4"
          >
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <>
          <span className="sr-only">Loading</span>
          <Skeleton className="h-8 w-28" />
          {trend ? <Skeleton className="h-4 w-20" /> : null}
        </>
      ) : (
        <>
          <p data-slot="stat-card-value" className="truncate font-semibold text-2xl tabular-nums tracking-tight">
            {value}
          </p>
          {trend ? (
            <p
              data-slot="stat-card-trend"
              data-direction={trend.direction}
              data-tone={tone}
              className={cn("flex items-center gap-1 font-medium text-xs [&_svg]:size-3.5", toneClassName[tone])}
            >
              <TrendIcon />
              {trend.text}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
