import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { apiCustomer, insertService } from "../../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { refreshAggregates } from "../aggregates";

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
  pg = await startThrowawayPostgres();
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
