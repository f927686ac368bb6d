import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { withPanel } from "../../db/panel-context";
import { queryRows } from "../../db/rows";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { apiCustomer, insertService } from "../../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { refreshAggregates } from "../aggregates";
import { createPanel } from "../panels/provision";
import { dashboardFigures } from "./dashboard";
import { reportFigures } from "./reports";

/**
 * Issue 39, admin figures bounded by what they show: the dashboard and the reports count an order's refunds through
 * the ledger rows that name it (`order_id`), and the rows written after the roll-ups' horizon by when they were
 * written, so history imported with its original dates is counted at once, and once again never after a roll-up.
 * Every figure is checked against a plain recomputation from the tables (refunds found by their reference).
 */
process.env.JOBS_POLL_MS = "0";

const DAY_MS = 24 * 60 * 60 * 1000;

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let app: App;
let database: Database;
let admin: { authorization: string };
let customer: Awaited<ReturnType<typeof apiCustomer>>;
let serviceId: number;

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 1);
  ({ app, database } = instances[0] as Instance);
  serviceId = await insertService(database.db);
  admin = await adminAuth(app);
  customer = await apiCustomer(app, database.db, "100000.00");
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

const db = () => database.db;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * An order brought in from another panel as an import writes it, `daysAgo` days back: the order, its charge and
 * its refund (a Partial with 40 of 100 left) with their original dates, and its customer, signed up then too.
 */
async function importOrder(daysAgo: number): Promise<number> {
  const placedAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`with imported_user as (
          insert into users (username, email, first_name, last_name, password_hash, referral_code, created_at)
          values (${`imported${daysAgo}`}, ${`imported${daysAgo}@old.example.com`}, 'Old', 'Customer', 'x',
            ${`IMPORTED${daysAgo}`}, ${placedAt}::timestamptz - interval '1 day')
          returning id
        ), imported as (
          insert into orders (user_id, service_id, link, quantity, charge, remains, status, created_at)
          select id, ${serviceId}, 'https://old.example.com/1', 100, 250, 40, 'partial', ${placedAt}::timestamptz
          from imported_user
          returning id, user_id
        ), charged as (
          insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
          select user_id, -250, 0, 'order', 'Order', 'order:' || id, id, ${placedAt}::timestamptz from imported
        ), refunded as (
          insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
          select user_id, 100, 100, 'refund', 'Refund', 'order:' || id, id, ${placedAt}::timestamptz + interval '1 hour'
          from imported
        )
        select id from imported`,
  );
  if (!row) throw new Error("the import wrote no order");
  return row.id;
}

/** What the dashboard shows, recomputed from the tables alone (refunds found by their reference text). */
async function recomputed(firstDay: string) {
  const [row] = await queryRows<Record<string, string>>(
    db(),
    sql`select (select count(*) from orders)::text as orders, (select count(*) from users)::text as users,
          (select coalesce(sum(amount), 0) from ledger_entries where kind = 'deposit')::text as deposits,
          (select count(*) from orders where created_at >= ${firstDay}::date)::text as orders30,
          ((select coalesce(sum(charge), 0) from orders where created_at >= ${firstDay}::date)
            - (select coalesce(sum(l.amount), 0) from ledger_entries l join orders o on l.reference = 'order:' || o.id
               where l.kind = 'refund' and o.created_at >= ${firstDay}::date))::text as revenue30`,
  );
  if (!row) throw new Error("no row");
  return row;
}

async function dashboard() {
  return (await app.inject({ url: "/api/admin/dashboard", headers: admin })).json();
}

function expectDashboardEquals(shown: Record<string, unknown>, plain: Record<string, string>) {
  const last30 = shown.last30Days as { revenue: string; orders: number };
  expect(shown.totalOrders).toBe(Number(plain.orders));
  expect(shown.totalUsers).toBe(Number(plain.users));
  expect(shown.fundsCollected).toBe(Number(plain.deposits).toFixed(2));
  expect(last30.orders).toBe(Number(plain.orders30));
  expect(last30.revenue).toBe(Number(plain.revenue30).toFixed(2));
}

describe("admin figures on PostgreSQL", () => {
  it("every ledger row that charges or refunds an order names it", async () => {
    const canceled = await customer.place(serviceId, 100);
    const partial = await customer.place(serviceId, 100);
    await app.orders.setStatus(canceled, { status: "canceled" });
    await app.orders.setStatus(partial, { status: "partial", remains: 25 });
    const rows = await queryRows<{ order_id: number | null; reference: string; kind: string; amount: string }>(
      db(),
      sql`select order_id, reference, kind, amount::text from ledger_entries
          where reference in (${`order:${canceled}`}, ${`order:${partial}`}) order by id`,
    );
    expect(rows.map((row) => [row.kind, row.order_id, row.amount])).toEqual([
      ["order", canceled, "-100.00"],
      ["order", partial, "-100.00"],
      ["refund", canceled, "100.00"],
      ["refund", partial, "25.00"],
    ]);
    const [unnamed] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_entries
          where reference like 'order:%' and order_id is distinct from substr(reference, 7)::int`,
    );
    expect(unnamed?.n).toBe(0);
  });

  it("counts an order imported with its original date, and its refund, at once and once after the roll-up", async () => {
    const today = new Date();
    const firstDay = dayOf(
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 29 * DAY_MS),
    );
    await refreshAggregates(db());
    await customer.place(serviceId, 100);
    const recent = await importOrder(10);
    await importOrder(200);
    const plain = await recomputed(firstDay);

    // Before the next roll-up: the imported rows are after the horizon by when they were written.
    const before = await dashboard();
    expectDashboardEquals(before, plain);
    const importedDay = dayOf(new Date(Date.now() - 10 * DAY_MS));
    const [plainDay] = await queryRows<{ orders: number; charged: string; refunds: string }>(
      db(),
      sql`select count(*)::int as orders, sum(o.charge)::numeric(14,2)::text as charged,
            coalesce(sum((select sum(l.amount) from ledger_entries l
              where l.kind = 'refund' and l.reference = 'order:' || o.id)), 0)::numeric(14,2)::text as refunds
          from orders o where (o.created_at at time zone 'UTC')::date = ${importedDay}::date`,
    );
    const plainRevenue = (Number(plainDay?.charged) - Number(plainDay?.refunds)).toFixed(2);
    const series = before.last30Days.series as { date: string; revenue: string; orders: number }[];
    expect(series.find((day) => day.date === importedDay)).toMatchObject({
      orders: plainDay?.orders,
      revenue: plainRevenue,
    });
    const report = (
      await app.inject({ url: `/api/admin/reports?from=${importedDay}&to=${importedDay}&by=day`, headers: admin })
    ).json();
    expect(report.totals).toMatchObject({
      orders: plainDay?.orders,
      charged: plainDay?.charged,
      refunds: plainDay?.refunds,
      revenue: plainRevenue,
    });
    const byCustomer = (
      await app.inject({ url: `/api/admin/reports?from=${firstDay}&to=${dayOf(today)}&by=customer`, headers: admin })
    ).json();
    const [owner] = await queryRows<{ number: number }>(
      db(),
      sql`select u.number from users u join orders o on o.user_id = u.id where o.id = ${recent}`,
    );
    expect(byCustomer.rows.find((row: { key: string }) => row.key === String(owner?.number))).toMatchObject({
      orders: 1,
      charged: "250.00",
      refunds: "100.00",
      revenue: "150.00",
    });

    // After it: the same figures, the imported rows now in the roll-ups and no longer in the tail.
    await refreshAggregates(db());
    expectDashboardEquals(await dashboard(), plain);
    const [rolled] = await queryRows<{ orders: number; refunds: string }>(
      db(),
      sql`select sum(orders)::int as orders, sum(order_refunds)::text as refunds from daily_figures`,
    );
    const [all] = await queryRows<{ orders: number; refunds: string }>(
      db(),
      sql`select (select count(*) from orders)::int as orders,
            (select sum(amount) from ledger_entries where kind = 'refund' and reference like 'order:%')::text as refunds`,
    );
    expect(rolled).toEqual(all);
  });
});

interface WrittenOrder {
  at: string;
  userId: number;
  serviceId: number;
  charge: string;
  status: "pending" | "in-progress" | "completed" | "partial" | "canceled";
  refund?: string;
  /** Its settled (or the provider's latest) cost, an order_costs row. */
  cost?: string;
  expectedCost?: string;
  providerId?: number;
}

/** An order written as an import writes it (its own date), with its charge, refund, cost and forwarding record. */
async function writeOrder(order: WrittenOrder): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`with placed as (
          insert into orders (user_id, service_id, link, quantity, charge, remains, status, expected_cost, created_at)
          values (${order.userId}, ${order.serviceId}, 'https://old.example.com/figures', 100, ${order.charge}, 0,
            ${order.status}, ${order.expectedCost ?? null}::numeric, ${order.at}::timestamptz)
          returning id, user_id, charge
        ), charged as (
          insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
          select user_id, -charge, 0, 'order', 'Order', 'order:' || id, id, ${order.at}::timestamptz from placed
        ), refunded as (
          insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
          select user_id, ${order.refund ?? "0"}::numeric, 0, 'refund', 'Refund', 'order:' || id, id,
            ${order.at}::timestamptz + interval '2 days'
          from placed where ${order.refund ?? null}::numeric is not null
        ), costed as (
          insert into order_costs (order_id, cost) select id, ${order.cost ?? "0"}::numeric from placed
          where ${order.cost ?? null}::numeric is not null
        ), forwarded as (
          insert into provider_orders (order_id, run, provider_id, provider_order_id, state)
          select id, 0, ${order.providerId ?? null}::int, 'P' || id, 'sent' from placed
          where ${order.providerId ?? null}::int is not null
        )
        select id from placed`,
  );
  if (!row) throw new Error("no order written");
  return row.id;
}

const money = (value: string | number) => Number(value).toFixed(2);

/** A report recomputed plainly from the tables: joins, refunds found by their reference, days as UTC dates. */
async function plainReport(from: string, to: string, by: "day" | "service" | "provider" | "customer") {
  const key = {
    day: sql`((o.created_at at time zone 'UTC')::date)::text`,
    service: sql`s.number::text`,
    provider: sql`coalesce(po.provider_id::text, '')`,
    customer: sql`u.number::text`,
  }[by];
  const rows = await queryRows<{ key: string; orders: number; charged: string; refunds: string; cost: string }>(
    db(),
    sql`select ${key} as key, count(*)::int as orders, sum(o.charge)::text as charged,
          sum(coalesce(r.refunds, 0))::text as refunds,
          sum(coalesce(c.cost, case when o.status not in ('completed', 'partial', 'canceled') then o.expected_cost end,
            0))::text as cost
        from orders o
        join services s on s.id = o.service_id
        join users u on u.id = o.user_id
        left join (select reference, sum(amount) as refunds from ledger_entries where kind = 'refund'
          group by reference) r on r.reference = 'order:' || o.id
        left join order_costs c on c.order_id = o.id
        left join provider_orders po on po.order_id = o.id and po.run = 0
        where (o.created_at at time zone 'UTC')::date between ${from}::date and ${to}::date
        group by 1`,
  );
  return new Map(
    rows.map((row) => {
      const revenue = Number(row.charged) - Number(row.refunds);
      const figures = {
        orders: row.orders,
        charged: money(row.charged),
        refunds: money(row.refunds),
        revenue: money(revenue),
        cost: money(row.cost),
        profit: money(revenue - Number(row.cost)),
      };
      return [row.key, figures];
    }),
  );
}

/** Every grouping of the report over [from, to] equals the plain recomputation, row by row. */
async function expectReportsEqualPlain(from: string, to: string) {
  for (const by of ["day", "service", "provider", "customer"] as const) {
    const report = await reportFigures(db(), { from, to, by }, { allRows: true });
    const plain = await plainReport(from, to, by);
    expect(report.rows.length, by).toBe(plain.size);
    for (const row of report.rows) {
      expect(plain.has(row.key), `${by} ${row.key}`).toBe(true);
      expect(row, by).toMatchObject({ key: row.key, ...plain.get(row.key) });
    }
    const orders = [...plain.values()].reduce((sum, row) => sum + row.orders, 0);
    expect(report.totals.orders, by).toBe(orders);
  }
}

const utcDay = (daysAgo: number) => {
  const now = new Date();
  return dayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY_MS));
};

describe("admin figures equal a plain recomputation (issue 39: read through indexes)", () => {
  let providerId: number;
  let userId: number;

  beforeAll(async () => {
    const [provider] = await queryRows<{ id: number }>(
      db(),
      sql`insert into providers (name, url, api_key, balance, currency, health)
          values ('Figures Provider', 'https://provider.example.com/api/v2', 'k', 0, 'NGN', 'ok') returning id`,
    );
    providerId = provider?.id ?? 0;
    const [user] = await queryRows<{ id: number }>(db(), sql`select id from users order by id desc limit 1`);
    userId = user?.id ?? 0;
  });

  it("reports by day, service, provider and customer: refunds, partials, costs, imports and the day boundary", async () => {
    const from = utcDay(20);
    const to = utcDay(1);
    const order = (at: string, fields: Partial<WrittenOrder> = {}) =>
      writeOrder({ at, userId, serviceId, charge: "40.00", status: "completed", ...fields });
    await order(`${from}T00:00:00.000Z`, { cost: "11.25", providerId }); // the first instant: in
    await order(`${utcDay(21)}T23:59:59.999Z`, { cost: "7.00" }); // the day before: out
    await order(`${to}T23:59:59.999Z`, { status: "partial", refund: "15.50", cost: "12.10", providerId }); // in
    await order(`${utcDay(0)}T00:00:00.000Z`, { status: "canceled", refund: "40.00" }); // the day after: out
    await order(`${utcDay(5)}T12:00:00.000Z`, { status: "canceled", refund: "40.00", providerId });
    await order(`${utcDay(5)}T13:00:00.000Z`, { status: "pending", expectedCost: "30.120000", providerId });
    await order(`${utcDay(6)}T08:00:00.000Z`, { status: "in-progress", expectedCost: "9.50", cost: "8.75" });
    await importOrder(12); // back-dated, written now: after the roll-ups' horizon
    await refreshAggregates(db());
    await importOrder(13); // and one more after the roll-up

    await expectReportsEqualPlain(from, to);
    const byDay = await reportFigures(db(), { from, to, by: "day" });
    expect(byDay.rows.map((row) => row.key)).toContain(from);
    expect(byDay.rows.map((row) => row.key)).toContain(to);
    expect(byDay.rows.map((row) => row.key)).not.toContain(utcDay(21));
  });

  it("counts a cost, a status and a refund written after their order on the order's day, before and after each roll-up", async () => {
    const day = utcDay(4);
    const order = (fields: Partial<WrittenOrder>) =>
      writeOrder({ at: `${day}T09:00:00.000Z`, userId, serviceId, charge: "40.00", status: "completed", ...fields });
    const open = await order({ status: "pending", expectedCost: "30.000000", providerId });
    const uncosted = await order({});
    const imported = await importOrder(4); // back-dated, its cost recorded only later
    const settledEarly = await order({ status: "pending", expectedCost: "30.000000" });
    // Settled before the roll-up reaches it: rolled up at its cost as placed plus this change, not twice.
    await db().execute(sql`update orders set status = 'completed' where id = ${settledEarly}`);
    await db().execute(sql`insert into order_costs (order_id, cost) values (${settledEarly}, 27)`);
    await expectReportsEqualPlain(day, day);
    await refreshAggregates(db());
    await expectReportsEqualPlain(day, day);

    // Days later, as the provider and the status sync write them: each row by when it is written.
    const later = async (statements: ReturnType<typeof sql>[]) => {
      for (const statement of statements) await db().execute(statement);
      await expectReportsEqualPlain(day, day); // in the tail
      await refreshAggregates(db());
      await expectReportsEqualPlain(day, day); // in the roll-up
    };
    await later([
      sql`insert into order_costs (order_id, cost) values (${open}, 28.5)`,
      sql`insert into order_costs (order_id, cost) values (${uncosted}, 12.5)`,
      sql`insert into order_costs (order_id, cost) values (${imported}, 150)`,
    ]);
    await later([
      sql`update orders set status = 'partial', remains = 50 where id = ${open}`,
      sql`update order_costs set cost = 14.25 where order_id = ${open}`,
      sql`insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id)
          values (${userId}, 20, 0, 'refund', 'Refund', ${`order:${open}`}, ${open})`,
      sql`update order_costs set cost = 0 where order_id = ${uncosted}`,
    ]);
    await later([sql`update orders set expected_cost = 1 where id = ${imported}`]);

    // Each order's recorded changes add up to its counted cost (placed at 30 while open, or 0 once final).
    const [changes] = await queryRows<{ open: string; uncosted: string; imported: string }>(
      db(),
      sql`select sum(amount) filter (where order_id = ${open})::text as open,
            sum(amount) filter (where order_id = ${uncosted})::text as uncosted,
            sum(amount) filter (where order_id = ${imported})::text as imported
          from order_cost_changes where order_id in (${open}, ${uncosted}, ${imported})`,
    );
    expect(changes).toEqual({ open: "-15.750000", uncosted: "0.000000", imported: "150.000000" });
  });

  it("today's profit counts the orders from midnight UTC on, each at its counted cost", async () => {
    const today = utcDay(0);
    const order = (at: string, fields: Partial<WrittenOrder>) =>
      writeOrder({ at, userId, serviceId, charge: "10.00", status: "completed", ...fields });
    await order(`${utcDay(1)}T23:59:59.999Z`, { charge: "70.00", cost: "5" }); // yesterday's last instant: out
    await order(`${today}T00:00:00.000Z`, { charge: "33.00", status: "partial", refund: "3.30", cost: "20.40" });
    await order(`${today}T00:00:00.001Z`, { status: "pending", expectedCost: "6.666666" });
    const [plain] = await queryRows<{ profit: string }>(
      db(),
      sql`select (sum(o.charge) - coalesce(sum((select sum(l.amount) from ledger_entries l
            where l.kind = 'refund' and l.reference = 'order:' || o.id)), 0)
          - coalesce(sum(coalesce(c.cost, case when o.status not in ('completed', 'partial', 'canceled')
            then o.expected_cost end)), 0))::text as profit
          from orders o left join order_costs c on c.order_id = o.id
          where (o.created_at at time zone 'UTC')::date = ${today}::date`,
    );
    expect((await dashboardFigures(db())).todaysProfit).toBe(money(plain?.profit ?? 0));
  });

  it("a child panel's dashboard and reports show its own orders only, under row-level security", async () => {
    const child = await createPanel(db(), { name: "figures-child", domain: null, parentId: 1 });
    const day = utcDay(3);
    const mainBefore = await reportFigures(db(), { from: day, to: day, by: "day" });
    await withPanel(child, async () => {
      await db().execute(
        sql`insert into categories (title, platform, icon, sort_order) values ('Child', 'instagram', 'instagram', 1)`,
      );
      const childService = await insertService(db());
      const [user] = await queryRows<{ id: number }>(
        db(),
        sql`insert into users (username, email, first_name, last_name, password_hash, referral_code)
            values ('childbuyer', 'childbuyer@child.example.com', 'Child', 'Buyer', 'x', 'CHILDBUYER') returning id`,
      );
      await writeOrder({
        at: `${day}T10:00:00.000Z`,
        userId: user?.id ?? 0,
        serviceId: childService,
        charge: "500.00",
        status: "partial",
        refund: "125.00",
        cost: "200.00",
      });
      const report = await reportFigures(db(), { from: day, to: day, by: "service" });
      expect(report.rows).toHaveLength(1);
      expect(report.totals).toMatchObject({
        orders: 1,
        charged: "500.00",
        refunds: "125.00",
        cost: "200.00",
        profit: "175.00",
      });
      const dashboard = await dashboardFigures(db());
      expect(dashboard.totalOrders).toBe(1);
      expect(dashboard.last30Days.revenue).toBe("375.00");
    });
    expect(await reportFigures(db(), { from: day, to: day, by: "day" })).toEqual(mainBefore);
  });
});
