import { type AdminDailyFigures, type AdminDashboard, priceChangePercent, toDecimal, toMoney } from "@smm/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

const DAY_MS = 24 * 60 * 60 * 1000;

export const OVERVIEW_DAYS = 30;

/** Midnight UTC of the day `at` falls in. */
function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

function startOfUtcMonth(at: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - monthsBack, 1));
}

/**
 * An order's revenue is its charge less what was refunded on it (ledger rows "refund" with reference
 * "order:<id>"), so a canceled order counts 0 and a partial one its delivered share.
 */
const orderRevenue = sql`(o.charge - coalesce((
  select sum(l.amount) from ledger_entries l where l.reference = 'order:' || o.id and l.kind = 'refund'), 0))`;

/** Every figure of the admin dashboard, computed from the database (UTC days and months). */
export async function dashboardFigures(db: Db, now = new Date()): Promise<AdminDashboard> {
  const today = startOfUtcDay(now);
  const firstDay = new Date(today.getTime() - (OVERVIEW_DAYS - 1) * DAY_MS);
  const thisMonth = startOfUtcMonth(now);
  const lastMonth = startOfUtcMonth(now, 1);

  const [total] = await queryRows<{
    users: string;
    balance: string;
    orders: string;
    funds: string;
    funds_this_month: string;
    funds_last_month: string;
  }>(
    db,
    sql`select
      (select count(*) from users)::text as users,
      (select coalesce(sum(balance), 0) from users)::text as balance,
      (select count(*) from orders)::text as orders,
      (select coalesce(sum(amount), 0) from ledger_entries where kind = 'deposit')::text as funds,
      (select coalesce(sum(amount), 0) from ledger_entries
        where kind = 'deposit' and created_at >= ${thisMonth.toISOString()}::timestamptz)::text as funds_this_month,
      (select coalesce(sum(amount), 0) from ledger_entries
        where kind = 'deposit' and created_at >= ${lastMonth.toISOString()}::timestamptz
          and created_at < ${thisMonth.toISOString()}::timestamptz)::text as funds_last_month`,
  );

  const days = await queryRows<{ day: string; orders: string; revenue: string; new_users: string }>(
    db,
    sql`
    with days as (
      select generate_series(${firstDay.toISOString()}::timestamptz at time zone 'UTC',
                             ${today.toISOString()}::timestamptz at time zone 'UTC', interval '1 day')::date as day
    ),
    o as (
      select (o.created_at at time zone 'UTC')::date as day, count(*) as orders, sum(${orderRevenue}) as revenue
      from orders o where o.created_at >= ${firstDay.toISOString()}::timestamptz group by 1
    ),
    u as (
      select (created_at at time zone 'UTC')::date as day, count(*) as new_users
      from users where created_at >= ${firstDay.toISOString()}::timestamptz group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(o.orders, 0)::text as orders,
      coalesce(o.revenue, 0)::text as revenue, coalesce(u.new_users, 0)::text as new_users
    from days left join o on o.day = days.day left join u on u.day = days.day
    order by days.day`,
  );

  const series: AdminDailyFigures[] = days.map((row) => ({
    date: row.day,
    revenue: toMoney(row.revenue),
    orders: Number(row.orders),
    newUsers: Number(row.new_users),
  }));
  const revenue = series.reduce((sum, day) => sum.plus(day.revenue), toDecimal(0));
  const orders = series.reduce((sum, day) => sum + day.orders, 0);
  const todayFigures = series.at(-1) ?? { revenue: "0.00", orders: 0, newUsers: 0 };
  const todaysCost = await providerCostOfOrdersSince(db, today);
  if (!total) throw new Error("dashboard totals query returned no row");

  return {
    currency: "NGN",
    totalUsers: Number(total.users),
    totalBalance: toMoney(total.balance),
    totalOrders: Number(total.orders),
    fundsCollected: toMoney(total.funds),
    fundsCollectedThisMonth: toMoney(total.funds_this_month),
    fundsCollectedLastMonth: toMoney(total.funds_last_month),
    fundsCollectedTrend: priceChangePercent(total.funds_last_month, total.funds_this_month),
    todaysProfit: toMoney(toDecimal(todayFigures.revenue).minus(todaysCost)),
    todaysOrders: todayFigures.orders,
    newUsersToday: todayFigures.newUsers,
    last30Days: {
      revenue: toMoney(revenue),
      orders,
      newUsers: series.reduce((sum, day) => sum + day.newUsers, 0),
      avgOrderValue: orders === 0 ? "0.00" : toMoney(revenue.dividedBy(orders)),
      series,
    },
  };
}

/**
 * What the upstream providers charge for the orders placed since `since` and not canceled: quantity × the
 * provider's rate per 1000 (in our currency: × currency_rate) of the service's source. Manual services cost 0.
 */
async function providerCostOfOrdersSince(db: Db, since: Date): Promise<string> {
  const [row] = await queryRows<{ cost: string }>(
    db,
    sql`select coalesce(sum(o.quantity * s.provider_rate * s.currency_rate / 1000), 0)::text as cost
        from orders o join service_sources s on s.service_id = o.service_id
        where o.created_at >= ${since.toISOString()}::timestamptz and o.status <> 'canceled'`,
  );
  return row?.cost ?? "0";
}
