import { type AdminDashboardStats, formatReportingMoney } from "@smm/domain";
import { DollarSign, HandCoins, ShoppingBag, ShoppingCart, TrendingUp, UserPlus, Users } from "lucide-react";
import type * as React from "react";
import { StatCard } from "../../../display/StatCard";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../shared/formatCount";
import { LoadError } from "../../shared/LoadError";
import { fundsTrend } from "./fundsTrend";

export type AdminStatCardsProps = Omit<React.ComponentProps<"div">, "children"> & {
  stats: AdminDashboardStats;
  loading?: boolean;
  /** Why the figures could not be loaded; shown instead of the cards. */
  error?: string;
  onRetry?: () => void;
};

/**
 * The admin dashboard's headline figures in the reporting currency: four totals, then today's three. Funds Collected
 * is this month's, beside its change from last month (a figure and its trend cover the same period).
 */
export function AdminStatCards({ stats, loading = false, error, onRetry, className, ...props }: AdminStatCardsProps) {
  if (error) return <LoadError title="Failed to load the dashboard figures" message={error} onRetry={onRetry} />;
  const totals = [
    { label: "Total Users", value: formatCount(stats.totalUsers), icon: <Users /> },
    { label: "Total Balance", value: formatReportingMoney(stats.totalBalance, stats.currency), icon: <DollarSign /> },
    { label: "Total Orders", value: formatCount(stats.totalOrders), icon: <ShoppingCart /> },
    {
      label: "Funds Collected",
      value: formatReportingMoney(stats.fundsCollectedThisMonth, stats.currency),
      period: "This month",
      icon: <HandCoins />,
      trend: fundsTrend(stats.fundsCollectedTrend),
    },
  ];
  const today = [
    { label: "Today's Profit", value: formatReportingMoney(stats.todaysProfit, stats.currency), icon: <TrendingUp /> },
    { label: "Today's Orders", value: formatCount(stats.todaysOrders), icon: <ShoppingBag /> },
    { label: "New Users Today", value: formatCount(stats.newUsersToday), icon: <UserPlus /> },
  ];
  return (
    <div data-slot="admin-stat-cards" className={cn("grid gap-4", className)} {...props}>
      <ul aria-label="Totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {totals.map(({ label, ...card }) => (
          <li key={label}>
            <StatCard label={label} loading={loading} className="h-full" {...card} />
          </li>
        ))}
      </ul>
      <ul aria-label="Today" className="grid gap-4 sm:grid-cols-3">
        {today.map(({ label, ...card }) => (
          <li key={label}>
            <StatCard label={label} loading={loading} className="h-full" {...card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
