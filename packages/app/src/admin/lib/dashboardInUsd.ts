import { type AdminDashboard, type AdminDashboardStats, convertFromNgn, type ExchangeRates } from "@smm/domain";
import type { DailyRevenue } from "@smm/ui";

/**
 * The server's figures (NGN) in the admin dashboard's USD format (spec §9), converted with the settings' rates.
 */
export function dashboardInUsd(
  dashboard: AdminDashboard,
  rates: ExchangeRates,
): { stats: AdminDashboardStats; daily: DailyRevenue[] } {
  const usd = (amount: string) => convertFromNgn(amount, "USD", rates);
  const { last30Days } = dashboard;
  return {
    stats: {
      currency: "USD",
      totalUsers: dashboard.totalUsers,
      totalBalance: usd(dashboard.totalBalance),
      totalOrders: dashboard.totalOrders,
      fundsCollected: usd(dashboard.fundsCollected),
      fundsCollectedTrend: dashboard.fundsCollectedTrend,
      todaysProfit: usd(dashboard.todaysProfit),
      todaysOrders: dashboard.todaysOrders,
      newUsersToday: dashboard.newUsersToday,
      last30Days: {
        revenue: usd(last30Days.revenue),
        orders: last30Days.orders,
        newUsers: last30Days.newUsers,
        avgOrderValue: usd(last30Days.avgOrderValue),
      },
    },
    daily: last30Days.series.map((day) => ({ date: day.date, revenue: usd(day.revenue) })),
  };
}
