import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../../db/rows";
import { ledgerEntries, orders, users } from "../../../../db/schema";
import { refreshAggregates } from "../../../../services/aggregates";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const DAY_MS = 24 * 60 * 60 * 1000;

/** Independent answers straight from SQL, written differently from the service on purpose. */
async function direct(db = t.database.db) {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select
      (select count(*) from ${users})::text as users,
      (select sum(balance) from ${users})::text as balance,
      (select count(*) from ${orders})::text as orders,
      (select coalesce(sum(amount), 0) from ${ledgerEntries} where kind = 'deposit')::text as funds,
      (select count(*) from ${orders} where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::text
        as orders_today,
      (select count(*) from ${users} where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::text
        as users_today,
      (select count(*) from ${orders} where created_at >= (date_trunc('day', now() at time zone 'UTC') - interval '29 days')
        at time zone 'UTC')::text as orders_30,
      (select coalesce(sum(o.charge), 0) - coalesce((select sum(l.amount) from ${ledgerEntries} l join ${orders} o2
          on l.reference = 'order:' || o2.id where l.kind = 'refund' and o2.created_at >=
          (date_trunc('day', now() at time zone 'UTC') - interval '29 days') at time zone 'UTC'), 0)
        from ${orders} o where o.created_at >= (date_trunc('day', now() at time zone 'UTC') - interval '29 days')
        at time zone 'UTC')::text as revenue_30,
      (select coalesce(sum(case when o.status in ('completed', 'partial', 'canceled') then coalesce(c.cost, 0)
          else coalesce(c.cost, o.expected_cost, 0) end), 0)
        from ${orders} o left join order_costs c on c.order_id = o.id
        where o.created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::text as cost_today`,
  );
  if (!row) throw new Error("no row");
  return row;
}

describe("GET /api/admin/dashboard", () => {
  it("every figure matches a direct query of the database", async () => {
    // Some activity today: a new customer, a deposit-like credit, an order canceled (refunded) and one kept.
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "5000.00");
    for (const key of ["a", "b"]) {
      await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { ...customer.auth, "idempotency-key": key },
        payload: { service_id: 1, link: "https://instagram.com/p/x", quantity: 1000 },
      });
    }
    const [first] = await t.database.db.select().from(orders).orderBy(sql`${orders.id} desc`).limit(1);
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${first?.id}`,
      headers: t.admin,
      payload: { status: "canceled" },
    });

    const res = await t.app.inject({ url: "/api/admin/dashboard", headers: t.admin });
    expect(res.statusCode).toBe(200);
    const figures = res.json();
    const expected = await direct();
    expect(figures.totalUsers).toBe(Number(expected.users));
    expect(figures.totalBalance).toBe(Number(expected.balance).toFixed(2));
    expect(figures.totalOrders).toBe(Number(expected.orders));
    expect(figures.fundsCollected).toBe(Number(expected.funds).toFixed(2));
    expect(figures.todaysOrders).toBe(Number(expected.orders_today));
    expect(figures.newUsersToday).toBe(Number(expected.users_today));
    expect(figures.last30Days.orders).toBe(Number(expected.orders_30));
    expect(figures.last30Days.revenue).toBe(Number(expected.revenue_30).toFixed(2));
    expect(figures.last30Days.series).toHaveLength(30);
    expect(figures.last30Days.series.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(figures.last30Days.series[0].date).toBe(new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10));
    const seriesOrders = figures.last30Days.series.reduce((n: number, day: { orders: number }) => n + day.orders, 0);
    expect(seriesOrders).toBe(figures.last30Days.orders);
    // Today's profit is today's revenue less the orders' cost: the kept (pending) order counts its expected cost
    // (the demo service's unit cost × quantity), not its full charge; the canceled one costs nothing.
    expect(Number(expected.cost_today)).toBeGreaterThan(0);
    expect(figures.todaysProfit).toBe(
      (Number(figures.last30Days.series.at(-1).revenue) - Number(expected.cost_today)).toFixed(2),
    );
    expect(figures.last30Days.avgOrderValue).toBe(
      (Number(figures.last30Days.revenue) / figures.last30Days.orders).toFixed(2),
    );
  });

  it("funds collected trend compares this month with last month", async () => {
    const customer = await registerCustomer(t.app);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const row = { userId: customer.user.id, kind: "deposit" as const, method: "Card", balanceAfter: "0" };
    const before = (await t.app.inject({ url: "/api/admin/dashboard", headers: t.admin })).json();
    await t.database.db.insert(ledgerEntries).values([
      { ...row, amount: "1000.00", reference: "t-1", createdAt: lastMonth },
      { ...row, amount: "1500.00", reference: "t-2", createdAt: now },
    ]);
    const after = (await t.app.inject({ url: "/api/admin/dashboard", headers: t.admin })).json();
    const thisMonth = Number(before.fundsCollectedThisMonth) + 1500;
    const previous = Number(before.fundsCollectedLastMonth) + 1000;
    expect(after.fundsCollectedThisMonth).toBe(thisMonth.toFixed(2));
    expect(after.fundsCollectedLastMonth).toBe(previous.toFixed(2));
    expect(after.fundsCollectedTrend).toBe((((thisMonth - previous) / previous) * 100).toFixed(2));
  });
});

// Its own database: once rolled up, rows written with an earlier time (as the trend test above does) stay out.
describe("GET /api/admin/dashboard over the daily roll-ups", () => {
  const r = adminSuite();

  it("reads the daily roll-ups plus what came after them: the figures stay equal to the tables", async () => {
    const customer = await registerCustomer(r.app);
    await fundCustomer(r.database.db, customer.user.id, "9000.00");
    const order = (key: string) =>
      r.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { ...customer.auth, "idempotency-key": key },
        payload: { service_id: 1, link: "https://instagram.com/p/y", quantity: 1000 },
      });
    await order("before-1");
    await order("before-2");
    await refreshAggregates(r.database.db);
    // After the roll-up's horizon: a new order, and a refund of an order rolled up already.
    await order("after-1");
    const [rolledUp] = await r.database.db.select().from(orders).orderBy(sql`${orders.id} desc`).offset(1).limit(1);
    await r.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${rolledUp?.id}`,
      headers: r.admin,
      payload: { status: "canceled" },
    });
    const check = async () => {
      const figures = (await r.app.inject({ url: "/api/admin/dashboard", headers: r.admin })).json();
      const expected = await direct(r.database.db);
      expect(figures.totalOrders).toBe(Number(expected.orders));
      expect(figures.fundsCollected).toBe(Number(expected.funds).toFixed(2));
      expect(figures.todaysOrders).toBe(Number(expected.orders_today));
      expect(figures.newUsersToday).toBe(Number(expected.users_today));
      expect(figures.last30Days.orders).toBe(Number(expected.orders_30));
      expect(figures.last30Days.revenue).toBe(Number(expected.revenue_30).toFixed(2));
    };
    await check();
    await refreshAggregates(r.database.db);
    await check();
  });
});
