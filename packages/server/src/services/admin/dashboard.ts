import {
  type AdminDailyFigures,
  type AdminDashboard,
  type DecimalInput,
  priceChangePercent,
  toDecimal,
  toMoney,
  toReportingCurrency,
} from "@smm/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { figuresWrittenBetween, rolledUpTo } from "../aggregates";
import { panelCurrency } from "../panels/currency";
import { readSettings } from "../settings";

const DAY_MS = 24 * 60 * 60 * 1000;

export const OVERVIEW_DAYS = 30;

/** Midnight UTC of the day `at` falls in. */
function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

function startOfUtcMonth(at: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - monthsBack, 1));
}

interface DayFigures {
  day: string;
  orders: number;
  order_charges: string;
  order_refunds: string;
  order_costs: string;
  deposits: string;
  new_users: number;
}

/**
 * Every figure of the admin dashboard (UTC days and months), from the daily roll-ups (services/aggregates.ts) plus
 * the rows written after their horizon (read first and given as a value, so the plan follows those few rows), in
 * one snapshot so nothing is counted twice or missed: a few hundred rows whatever the history. Today's profit is
 * today's revenue less its orders' counted cost (order-costs.ts `countedCost`, rolled up the same way). An order's revenue is its charge less what was refunded on it, so a canceled order
 * counts 0 and a partial one its delivered share. Money is summed in the panel's currency and each figure converted once
 * to the operator's reporting currency (its own rate, never the customers' display rates).
 */
export async function dashboardFigures(db: Db, now = new Date()): Promise<AdminDashboard> {
  const today = startOfUtcDay(now);
  const firstDay = new Date(today.getTime() - (OVERVIEW_DAYS - 1) * DAY_MS);
  const thisMonth = dayOf(startOfUtcMonth(now));
  const lastMonth = dayOf(startOfUtcMonth(now, 1));

  const { days, customers, reporting, panel } = await db.transaction(
    async (tx) => {
      const horizon = await rolledUpTo(tx);
      const days = await queryRows<DayFigures>(
        tx,
        sql`select day::text as day, sum(orders)::int as orders, sum(order_charges)::text as order_charges,
              sum(order_refunds)::text as order_refunds, sum(order_costs)::text as order_costs,
              sum(deposits)::text as deposits, sum(new_users)::int as new_users
            from (
              select day, orders, order_charges, order_refunds, order_costs, deposits, new_users from daily_figures
              union all
              ${figuresWrittenBetween(horizon, null)}
            ) figures
            group by day order by day`,
      );
      const [customers] = await queryRows<{ users: number; balance: string }>(
        tx,
        sql`select count(*)::int as users, coalesce(sum(balance), 0)::text as balance from users`,
      );
      return {
        days,
        customers,
        reporting: (await readSettings(tx)).reporting_currency,
        panel: await panelCurrency(tx),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  if (!customers) throw new Error("dashboard totals query returned no row");

  const byDay = new Map(days.map((row) => [row.day, row]));
  const series: AdminDailyFigures[] = Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
    const date = dayOf(new Date(firstDay.getTime() + index * DAY_MS));
    const row = byDay.get(date);
    return {
      date,
      revenue: toMoney(toDecimal(row?.order_charges ?? 0).minus(row?.order_refunds ?? 0)),
      orders: row?.orders ?? 0,
      newUsers: row?.new_users ?? 0,
    };
  });
  const depositsFrom = (from: string, before?: string) =>
    days
      .filter((row) => row.day >= from && (before === undefined || row.day < before))
      .reduce((sum, row) => sum.plus(row.deposits), toDecimal(0));
  const fundsThisMonth = depositsFrom(thisMonth);
  const fundsLastMonth = depositsFrom(lastMonth, thisMonth);
  const revenue = series.reduce((sum, day) => sum.plus(day.revenue), toDecimal(0));
  const orders = series.reduce((sum, day) => sum + day.orders, 0);
  const todayFigures = series.at(-1) ?? { revenue: "0.00", orders: 0, newUsers: 0 };
  const money = (amount: DecimalInput) => toReportingCurrency(amount, reporting, panel);

  return {
    currency: reporting.code,
    totalUsers: customers.users,
    totalBalance: money(customers.balance),
    totalOrders: days.reduce((sum, row) => sum + row.orders, 0),
    fundsCollected: money(depositsFrom("")),
    fundsCollectedThisMonth: money(fundsThisMonth),
    fundsCollectedLastMonth: money(fundsLastMonth),
    fundsCollectedTrend: priceChangePercent(fundsLastMonth, fundsThisMonth),
    todaysProfit: money(toDecimal(todayFigures.revenue).minus(byDay.get(dayOf(today))?.order_costs ?? 0)),
    todaysOrders: todayFigures.orders,
    newUsersToday: todayFigures.newUsers,
    last30Days: {
      revenue: money(revenue),
      orders,
      newUsers: series.reduce((sum, day) => sum + day.newUsers, 0),
      avgOrderValue: money(orders === 0 ? 0 : revenue.dividedBy(orders)),
      series: series.map((day) => ({ ...day, revenue: money(day.revenue) })),
    },
  };
}

/** "2026-11-22" for the UTC day `at` falls in. */
function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
