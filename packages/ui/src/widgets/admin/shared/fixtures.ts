import type { AdminDashboardStats } from "@smm/domain";
import type { DailyRevenue } from "../Overview30Days/RevenueBars";

/** Sample admin figures for stories and tests (the spec's dashboard shows hard-coded samples too). */
export const SAMPLE_ADMIN_STATS: AdminDashboardStats = {
  currency: "USD",
  totalUsers: 12480,
  totalBalance: "48210.75",
  totalOrders: 98342,
  fundsCollected: "156780.40",
  fundsCollectedThisMonth: "18240.00",
  fundsCollectedTrend: "12.50",
  todaysProfit: "1284.60",
  todaysOrders: 412,
  newUsersToday: 37,
  last30Days: { revenue: "38420.90", orders: 9214, newUsers: 1102, avgOrderValue: "4.17" },
};

export const ZERO_ADMIN_STATS: AdminDashboardStats = {
  currency: "USD",
  totalUsers: 0,
  totalBalance: "0.00",
  totalOrders: 0,
  fundsCollected: "0.00",
  fundsCollectedThisMonth: "0.00",
  fundsCollectedTrend: "0.00",
  todaysProfit: "0.00",
  todaysOrders: 0,
  newUsersToday: 0,
  last30Days: { revenue: "0.00", orders: 0, newUsers: 0, avgOrderValue: "0.00" },
};

/** Thirty days of revenue with a weekly rhythm, ending 22 Nov 2026; deterministic so screenshots are stable. */
export const SAMPLE_DAILY_REVENUE: readonly DailyRevenue[] = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 24 + index));
  const cents = 90_000 + ((index * 37) % 11) * 6_500 + (index % 7 === 5 ? 40_000 : 0);
  return { date: date.toISOString(), revenue: (cents / 100).toFixed(2) };
});
