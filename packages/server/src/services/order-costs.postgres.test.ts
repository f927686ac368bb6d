import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { orders, providerOrders, serviceSources } from "../db/schema";
import { adminAuth } from "../routes/api/admin/test-helpers";
import { type FakeProvider, startFakeProvider } from "../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";

/**
 * Issue 17, "Money the operator can trust": an order's profit is what the customer was charged, less what they got
 * back, less what the provider really kept (its reported charge, net of its own refunds) or the operator's cost of a
 * manual service. Checked against the ledger on PostgreSQL, through the order detail, the reports and the dashboard.
 */
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "1500";

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let app: App;
let database: Database;
let fake: FakeProvider;
let admin: { authorization: string };
let customer: Awaited<ReturnType<typeof apiCustomer>>;
let forwardedService: number;
let manualService: number;

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 1, { providerAllowPrivateNetwork: true });
  ({ app, database } = instances[0] as Instance);
  fake = await startFakeProvider();
  const providerId = await insertProvider(database.db, fake);
  // 1.00 per unit to the customer; the provider bills in USD, 1500 of ours each.
  forwardedService = await insertService(database.db, { provider: { id: providerId, serviceId: "101" } });
  await database.db.update(serviceSources).set({ currencyRate: "1500" });
  manualService = await insertService(database.db);
  admin = await adminAuth(app);
  customer = await apiCustomer(app, database.db, "100000.00");
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
  await fake?.close();
}, 60_000);

const db = () => database.db;
const sync = async () => {
  await app.jobs.drain();
  await db().execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
  await app.jobs.drain();
};

async function providerOrderOf(orderId: number): Promise<number> {
  const [row] = await queryRows<{ id: string }>(
    db(),
    sql`select provider_order_id as id from ${providerOrders} where order_id = ${orderId} and run = 0`,
  );
  return Number(row?.id);
}

/** A forwarded order of 200 (charged 200.00), its provider's charge told while it runs, then a final status. */
async function forwardedThrough(final: { status: string; remains?: string; charge: string }): Promise<number> {
  const order = await customer.place(forwardedService, 200);
  await app.jobs.drain();
  const upstream = await providerOrderOf(order);
  fake.setOrder(upstream, { status: "In progress", remains: "200", charge: "0.1" });
  await sync();
  fake.setOrder(upstream, final);
  await sync();
  return order;
}

const detail = async (id: number) => (await app.inject({ url: `/api/admin/orders/${id}`, headers: admin })).json();

/** Straight from the ledger: what the customer paid for the order, less every refund on it. */
async function ledgerRevenue(orderId: number): Promise<number> {
  const [row] = await queryRows<{ net: string }>(
    db(),
    sql`select (-sum(amount))::text as net from ledger_entries
        where reference = ${`order:${orderId}`} and kind in ('order', 'refund')`,
  );
  return Number(row?.net);
}

describe("recorded cost and profit, on PostgreSQL", () => {
  it("a forwarded order's profit after the provider goes Partial is charge − refund − the provider's net cost", async () => {
    // The provider keeps its charge (0.1 USD = 150.00) and refunds in proportion: 150.00 × 150 / 200 = 112.50.
    const order = await forwardedThrough({ status: "Partial", remains: "50", charge: "0.1" });
    const figures = await detail(order);
    expect(figures).toMatchObject({ status: "partial", charge: "200.00", refunded: "50.00", cost: "112.50" });
    expect(await ledgerRevenue(order)).toBe(150);
    expect(figures.profit).toBe("37.50"); // 200.00 − 50.00 − 112.50
  });

  it("a provider that lowers its charge on Partial is taken at its word; a Canceled one costs nothing", async () => {
    const lowered = await forwardedThrough({ status: "Partial", remains: "50", charge: "0.06" });
    expect(await detail(lowered)).toMatchObject({ refunded: "50.00", cost: "90.00", profit: "60.00" });
    const canceled = await forwardedThrough({ status: "Canceled", charge: "0.1" });
    expect(await detail(canceled)).toMatchObject({ refunded: "200.00", cost: "0.00", profit: "0.00" });
  });

  it("a manual service costs the operator's unit cost × what was delivered", async () => {
    const setCost = (unitCost: unknown) =>
      app.inject({
        method: "PATCH",
        url: `/api/admin/services/${manualService}`,
        headers: admin,
        payload: { unitCost },
      });
    const refused = await setCost("-1");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.unitCost).toEqual([
      "The cost per unit must be an amount of at least 0 with at most 4 places, e.g. 0.0080.",
    ]);
    expect((await setCost("0.5")).json()).toMatchObject({ unitCost: "0.5000" });
    const order = await customer.place(manualService, 100);
    // While it is open, its expected cost: 100 × 0.50.
    expect(await detail(order)).toMatchObject({ cost: "50.00", profit: "50.00" });
    const res = await app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${order}`,
      headers: admin,
      payload: { status: "partial", remains: 20 },
    });
    expect(res.statusCode).toBe(200);
    // 80 delivered × 0.50 = 40.00; the customer got 20.00 back.
    expect(await detail(order)).toMatchObject({ refunded: "20.00", cost: "40.00", profit: "40.00" });
  });

  it("the reports and the dashboard add up the ledger and the recorded costs", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const mine = await db().select({ id: orders.id }).from(orders).where(sql`${orders.userId} = ${customer.user.id}`);
    const revenue = (await Promise.all(mine.map(({ id }) => ledgerRevenue(id)))).reduce((a, b) => a + b, 0);
    // 112.50 + 90.00 + 0 + 40.00
    const cost = 242.5;

    const byCustomer = await app.inject({
      url: `/api/admin/reports?from=${today}&to=${today}&by=customer`,
      headers: admin,
    });
    expect(byCustomer.statusCode).toBe(200);
    const row = byCustomer.json().rows.find((r: { key: string }) => r.key === String(customer.user.id));
    expect(row).toMatchObject({
      label: customer.user.username,
      orders: 4,
      charged: "700.00",
      refunds: "320.00",
      revenue: revenue.toFixed(2),
      cost: cost.toFixed(2),
      profit: (revenue - cost).toFixed(2),
    });

    const byProvider = (
      await app.inject({ url: `/api/admin/reports?from=${today}&to=${today}&by=provider`, headers: admin })
    ).json();
    expect(byProvider.rows.find((r: { label: string }) => r.label === "Fake")).toMatchObject({
      orders: 3,
      cost: "202.50",
    });

    // Every order of the day, whoever placed it: the day's totals equal an independent read of the tables.
    const [day] = await queryRows<{ revenue: string; cost: string }>(
      db(),
      sql`select (select coalesce(-sum(l.amount), 0) from ledger_entries l join orders o on l.reference = 'order:' || o.id
                  where l.kind in ('order', 'refund') and o.created_at >= ${today}::date)::text as revenue,
                 (select coalesce(sum(c.cost), 0) from order_costs c join orders o on o.id = c.order_id
                  where o.created_at >= ${today}::date)::text as cost`,
    );
    const byDay = (
      await app.inject({ url: `/api/admin/reports?from=${today}&to=${today}&by=day`, headers: admin })
    ).json();
    expect(byDay.rows).toHaveLength(1);
    expect(byDay.totals.revenue).toBe(Number(day?.revenue).toFixed(2));
    expect(byDay.totals.cost).toBe(Number(day?.cost).toFixed(2));
    const dashboard = (await app.inject({ url: "/api/admin/dashboard", headers: admin })).json();
    expect(dashboard.todaysProfit).toBe((Number(day?.revenue) - Number(day?.cost)).toFixed(2));
  });

  it.each([
    ["from=2026-02-30&to=2026-03-01", "from"],
    ["from=2026-03-02&to=2026-03-01", "to"],
    ["from=2024-01-01&to=2026-01-01", "to"],
  ])("refuses a bad range (%s) with a message on %s", async (range, field) => {
    const res = await app.inject({ url: `/api/admin/reports?${range}`, headers: admin });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  describe("issue 36: an open order counts its expected cost, recorded when placed, until it is settled", () => {
    const todaysProfit = async () =>
      Number((await app.inject({ url: "/api/admin/dashboard", headers: admin })).json().todaysProfit);
    const todaysReport = async () => {
      const today = new Date().toISOString().slice(0, 10);
      return (await app.inject({ url: `/api/admin/reports?from=${today}&to=${today}&by=day`, headers: admin })).json()
        .totals;
    };
    const setStatus = (order: number, payload: object) =>
      app.inject({ method: "PATCH", url: `/api/admin/orders/${order}`, headers: admin, payload });

    it("a pending forwarded order's profit is its charge less the provider's rate × quantity × currency rate", async () => {
      // 0.4 USD per 1000 at 1500 each: 0.60 a unit, so 200 are expected to cost 120.00 (charged 200.00).
      await db().update(serviceSources).set({ providerRate: "0.4" }).where(sql`service_id = ${forwardedService}`);
      const [profitBefore, reportBefore] = [await todaysProfit(), await todaysReport()];
      const order = await customer.place(forwardedService, 200);
      const [row] = await db().select().from(orders).where(sql`${orders.id} = ${order}`);
      expect(row).toMatchObject({ status: "pending", charge: "200.00", expectedCost: "120.000000" });
      expect(await detail(order)).toMatchObject({ charge: "200.00", cost: "120.00", profit: "80.00" });
      expect(await todaysProfit()).toBeCloseTo(profitBefore + 80, 2);
      const report = await todaysReport();
      expect(Number(report.cost)).toBeCloseTo(Number(reportBefore.cost) + 120, 2);
      expect(Number(report.profit)).toBeCloseTo(Number(reportBefore.profit) + 80, 2);

      // Completed with no charge told by the provider: its expected cost is settled as its cost.
      expect((await setStatus(order, { status: "completed" })).statusCode).toBe(200);
      expect(await detail(order)).toMatchObject({ status: "completed", cost: "120.00", profit: "80.00" });
      const [settled] = await queryRows<{ cost: string }>(
        db(),
        sql`select cost::text as cost from order_costs where order_id = ${order}`,
      );
      expect(settled?.cost).toBe("120.000000");
      expect(await todaysProfit()).toBeCloseTo(profitBefore + 80, 2);
    });

    it("a Partial settles its delivered share, a Canceled one nothing; the dashboard follows", async () => {
      const profitBefore = await todaysProfit();
      const partial = await customer.place(forwardedService, 200);
      const canceled = await customer.place(forwardedService, 200);
      expect(await todaysProfit()).toBeCloseTo(profitBefore + 160, 2);
      // 150 of 200 delivered: 120.00 × 150 / 200 = 90.00; 50.00 refunded; 200 − 50 − 90 = 60.00.
      expect((await setStatus(partial, { status: "partial", remains: 50 })).statusCode).toBe(200);
      expect(await detail(partial)).toMatchObject({ refunded: "50.00", cost: "90.00", profit: "60.00" });
      expect((await setStatus(canceled, { status: "canceled" })).statusCode).toBe(200);
      expect(await detail(canceled)).toMatchObject({ refunded: "200.00", cost: "0.00", profit: "0.00" });
      expect(await todaysProfit()).toBeCloseTo(profitBefore + 60, 2);
    });
  });
});
