import { subtractMoney } from "@smm/domain";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { readConfig } from "../config";
import { pgliteDatabase } from "../db/client";
import { jobs, ledgerEntries, notifications, orders, providerOrders, users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing";
import { type FakeProvider, startFakeProvider } from "../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../testing/fake-provider/fixtures";
import { freshPglite } from "../testing/template";
import { PERIODIC_JOB_KINDS } from "./kinds";

// The tests drive the worker by hand; provider calls give up after 1.5 s.
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "1500";

let t: TestApp;
let fake: FakeProvider;
let providerId: number;
let serviceId: number;
let customer: Awaited<ReturnType<typeof apiCustomer>>;

beforeAll(async () => {
  // The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
  t = await createTestApp({ providerAllowPrivateNetwork: true });
  fake = await startFakeProvider();
  providerId = await insertProvider(t.database.db, fake);
  serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
  // One customer for the file: registering is rate-limited per address.
  customer = await apiCustomer(t.app, t.database.db, "1000000.00");
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  fake.behave("*", "ok");
  fake.behave("add", "ok");
  fake.behave("status", "ok");
});

const db = () => t.database.db;
/**
 * Makes every waiting retry and drip-feed run due now (instead of waiting out its backoff or interval); the
 * scheduled periodic syncs keep their time (tests run a sync when they mean to).
 */
const hurry = () =>
  db()
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.state, "queued"), notInArray(jobs.kind, [...PERIODIC_JOB_KINDS])));
const forwardOf = async (orderId: number) =>
  (await db().select().from(providerOrders).where(eq(providerOrders.orderId, orderId)))[0];
const balance = async () => (await db().select().from(users).where(eq(users.id, customer.user.id)))[0]?.balance;
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const sentFor = (orderId: number) =>
  fake.requests.filter((r) => r.action === "add" && r.link === `https://x.test/${orderId}`);

async function place(call: (fields: Record<string, string>) => Promise<unknown>, quantity = "100") {
  const link = `https://x.test/${Date.now()}-${Math.random()}`;
  const { order } = (await call({ action: "add", service: String(serviceId), link, quantity })) as { order: number };
  // The link names the order so the fake's log can be matched to it.
  await db()
    .update(orders)
    .set({ link: `https://x.test/${order}` })
    .where(eq(orders.id, order));
  return order;
}

async function refunds(orderId: number) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.reference} = ${`order:${orderId}`} and ${ledgerEntries.kind} = 'refund'`);
}

describe("forwarding", () => {
  it("sends a provider-backed order once, with the provider's service id, and records its order id", async () => {
    const order = await place(customer.call);
    await t.app.jobs.drain();
    const forward = await forwardOf(order);
    expect(forward).toMatchObject({ state: "sent", providerOrderId: expect.any(String) });
    expect(sentFor(order)).toEqual([
      { action: "add", service: "101", link: `https://x.test/${order}`, quantity: "100" },
    ]);
    await t.app.jobs.drain();
    expect(sentFor(order)).toHaveLength(1);
  });

  it("a provider that is down (HTTP 500) leaves the order retriable; it goes out once the provider is back", async () => {
    fake.behave("add", "fail");
    const before = await balance();
    const order = await place(customer.call, "50");
    await t.app.jobs.drain();
    expect(await forwardOf(order)).toMatchObject({ state: "failed", providerOrderId: null });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.dedupeKey} = ${`forward:${order}:0`}`);
    expect(job).toMatchObject({ state: "queued", attempts: 1 });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    // Charged exactly once, whatever happened upstream.
    expect(subtractMoney(before ?? "0", (await balance()) ?? "0")).toBe("50.00");

    fake.behave("add", "ok");
    await hurry();
    await t.app.jobs.drain();
    expect(await forwardOf(order)).toMatchObject({ state: "sent" });
    expect((await orderRow(order))?.status).toBe("pending");
  });

  it.each([
    ["timing out", "hang"],
    ["answering a 2xx without JSON", "bad-json"],
  ] as const)("a provider %s after the order went out: unknown, never sent again by itself", async (_, mode) => {
    fake.behave("add", mode);
    const before = await balance();
    const order = await place(customer.call, "50");
    await t.app.jobs.drain();
    expect(await forwardOf(order)).toMatchObject({ state: "unknown", providerOrderId: null });
    fake.behave("add", "ok");
    await hurry();
    await t.app.jobs.drain();
    expect(sentFor(order)).toHaveLength(1);
    expect(await forwardOf(order)).toMatchObject({ state: "unknown" });
    // Charged exactly once; the operator settles it from "Needs attention".
    expect(subtractMoney(before ?? "0", (await balance()) ?? "0")).toBe("50.00");
  });

  it("a job found mid-send after a crash is never sent again, only flagged for the operator", async () => {
    const inDoubt = async () =>
      (await t.app.providers.list()).data.find((provider) => provider.id === providerId)?.orders_in_doubt;
    const before = (await inDoubt()) ?? 0;
    const order = await place(customer.call);
    // What a worker that died during the HTTP call leaves behind: `sending`, and its job's lease expired.
    await db().insert(providerOrders).values({ orderId: order, providerId, state: "sending" });
    await db()
      .update(jobs)
      .set({ state: "running", lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(sql`${jobs.dedupeKey} = ${`forward:${order}:0`}`);
    await t.app.jobs.drain();
    expect(await forwardOf(order)).toMatchObject({ state: "unknown" });
    expect(sentFor(order)).toHaveLength(0);
    expect(await inDoubt()).toBe(before + 1);
  });

  it("web orders are forwarded too: they queue their job when placed", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: customer.auth,
      payload: { service_id: serviceId, link: "https://x.test/web", quantity: 20 },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json().id as number;
    await db()
      .update(orders)
      .set({ link: `https://x.test/${order}` })
      .where(eq(orders.id, order));
    await t.app.jobs.drain();
    expect(sentFor(order)).toHaveLength(1);
  });
});

describe("status sync", () => {
  async function forwarded() {
    const order = await place(customer.call, "200");
    await t.app.jobs.drain();
    const forward = await forwardOf(order);
    return { order, providerOrder: Number(forward?.providerOrderId) };
  }
  const sync = async () => {
    await t.app.jobs.drain();
    await db().execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
    await t.app.jobs.drain();
  };

  it("normalises statuses ('In progress', unknown → Pending) and keeps start count and remains", async () => {
    const { order, providerOrder } = await forwarded();
    fake.setOrder(providerOrder, { status: "In progress", start_count: "1200", remains: "150" });
    await sync();
    expect(await orderRow(order)).toMatchObject({ status: "in-progress", startCount: 1200, remains: 150 });
    fake.setOrder(providerOrder, { status: "Queued somewhere" });
    await sync();
    expect((await orderRow(order))?.status).toBe("in-progress");
  });

  it("asks about open orders only: a final order, or one the operator finished, is closed and never polled", async () => {
    const asked = (providerOrder: number) =>
      fake.requests.filter((r) => r.action === "status" && (r.orders ?? "").split(",").includes(String(providerOrder)));
    const done = await forwarded();
    fake.setOrder(done.providerOrder, { status: "Completed", remains: "0" });
    await sync();
    expect((await orderRow(done.order))?.status).toBe("completed");
    const byHand = await forwarded();
    await t.app.orders.setStatus(byHand.order, { status: "canceled" });
    const before = [asked(done.providerOrder).length, asked(byHand.providerOrder).length];
    await sync();
    await sync();
    expect([asked(done.providerOrder).length, asked(byHand.providerOrder).length]).toEqual(before);
    expect((await forwardOf(done.order))?.closed).toBe(true);
    expect((await forwardOf(byHand.order))?.closed).toBe(true);
  });

  it("Partial refunds charge × remains / quantity exactly once, however often it is seen", async () => {
    const { order, providerOrder } = await forwarded();
    const before = await balance();
    fake.setOrder(providerOrder, { status: "Partial", remains: "50" });
    await sync();
    await sync();
    expect(await orderRow(order)).toMatchObject({ status: "partial", remains: 50 });
    const rows = await refunds(order);
    expect(rows.map((row) => row.amount)).toEqual(["50.00"]); // 200.00 × 50 / 200
    expect(subtractMoney((await balance()) ?? "0", before ?? "0")).toBe("50.00");
    const told = await db().select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(told.some((n) => n.message.includes(`#${order}`))).toBe(true);
  });

  it("'Cancelled' is Canceled: a full refund, once", async () => {
    const { order, providerOrder } = await forwarded();
    fake.setOrder(providerOrder, { status: "Cancelled" });
    await sync();
    await sync();
    expect((await orderRow(order))?.status).toBe("canceled");
    expect((await refunds(order)).map((row) => row.amount)).toEqual(["200.00"]);
  });

  it("a provider that is down during a sync changes nothing and is asked again next time", async () => {
    const { order, providerOrder } = await forwarded();
    fake.setOrder(providerOrder, { status: "Completed", remains: "0" });
    fake.behave("status", "fail");
    await sync();
    expect((await orderRow(order))?.status).toBe("pending");
    fake.behave("status", "ok");
    await sync();
    expect(await orderRow(order)).toMatchObject({ status: "completed", remains: 0 });
  });

  it("polls at most 100 ids per call", async () => {
    for (let i = 0; i < 105; i++) await place(customer.call, "10");
    await t.app.jobs.drain();
    fake.requests.length = 0;
    await sync();
    const calls = fake.requests.filter((r) => r.action === "status");
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const call of calls) expect(call.orders?.split(",").length).toBeLessThanOrEqual(100);
    // 105 orders placed and forwarded one by one: longer than the default on a busy 2-core machine.
  }, 120_000);
});

describe("restart", () => {
  it("an order debited by a process that stopped before forwarding is sent by the next one", async () => {
    const database = pgliteDatabase(await freshPglite());
    const config = {
      ...readConfig({}),
      appDist: "/nonexistent",
      publicUrl: "http://localhost:3000",
      providerAllowPrivateNetwork: true,
    };
    const first = await buildApp({ database, config });
    await first.ready();
    const provider = await insertProvider(database.db, fake);
    const service = await insertService(database.db, { provider: { id: provider, serviceId: "101" } });
    const restarted = await apiCustomer(first, database.db);
    const { order } = (await restarted.call({
      action: "add",
      service: String(service),
      link: "https://x.test/restart",
      quantity: "30",
    })) as { order: number };
    await first.close(); // stops before its worker ran

    const second = await buildApp({ database, config });
    await second.ready();
    try {
      await second.jobs.drain();
      const [forward] = await database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order));
      expect(forward).toMatchObject({ state: "sent" });
      expect(fake.requests.filter((r) => r.link === "https://x.test/restart")).toHaveLength(1);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe("refill, cancel and drip-feed through the provider", () => {
  const sync = async () => {
    await db().execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
    await t.app.jobs.drain();
  };

  it("a refill of a completed order is forwarded with the provider's order id and tracked", async () => {
    const order = await place(customer.call);
    await t.app.jobs.drain();
    const providerOrder = (await forwardOf(order))?.providerOrderId ?? "";
    fake.setOrder(Number(providerOrder), { status: "Completed", remains: "0" });
    await sync();
    const { refill } = (await customer.call({ action: "refill", order: String(order) })) as { refill: number };
    await t.app.jobs.drain();
    expect(fake.requests.filter((r) => r.action === "refill")).toContainEqual({
      action: "refill",
      order: providerOrder,
    });
    expect(await customer.call({ action: "refill_status", refill: String(refill) })).toEqual({ status: "In progress" });
  });

  it("a cancel of a forwarded order is asked of the provider; its Canceled refunds in full once", async () => {
    const order = await place(customer.call);
    await t.app.jobs.drain();
    const providerOrder = (await forwardOf(order))?.providerOrderId ?? "";
    await customer.call({ action: "cancel", orders: String(order) });
    await t.app.jobs.drain();
    expect(fake.requests.filter((r) => r.action === "cancel")).toContainEqual({
      action: "cancel",
      orders: providerOrder,
    });
    expect((await orderRow(order))?.status).toBe("pending");
    fake.setOrder(Number(providerOrder), { status: "Canceled" });
    await sync();
    await sync();
    expect((await refunds(order)).map((row) => row.amount)).toEqual(["100.00"]);
  });

  it("a cancel of an order not yet sent cancels it here, refunds it, and it is never sent", async () => {
    fake.behave("add", "fail");
    const order = await place(customer.call);
    await t.app.jobs.drain();
    const attempts = sentFor(order).length; // the refused first attempt reached the provider
    await customer.call({ action: "cancel", order: String(order) });
    await t.app.jobs.drain();
    expect((await orderRow(order))?.status).toBe("canceled");
    expect((await refunds(order)).map((row) => row.amount)).toEqual(["100.00"]);
    fake.behave("add", "ok");
    await hurry();
    await t.app.jobs.drain();
    expect(sentFor(order)).toHaveLength(attempts);
  });

  it("drip-feed: each run is created at its interval and sent with the run's quantity", async () => {
    const { order } = (await customer.call({
      action: "add",
      service: String(serviceId),
      link: "https://drip.test/1",
      quantity: "100",
      runs: "2",
      interval: "10",
    })) as { order: number };
    await t.app.jobs.drain();
    const sent = () => fake.requests.filter((r) => r.action === "add" && r.link === "https://drip.test/1");
    expect(sent()).toEqual([{ action: "add", service: "101", link: "https://drip.test/1", quantity: "100" }]);
    const status = (await customer.call({ action: "status", order: String(order) })) as { runs: string };
    expect(status).toMatchObject({ runs: "1", orders: [expect.any(Number)], remains: "200", charge: "200.00" });
    await t.app.jobs.drain();
    expect(sent()).toHaveLength(1); // run 2 waits for its interval
    await hurry();
    await t.app.jobs.drain();
    expect(sent()).toHaveLength(2);
    expect(await customer.call({ action: "status", order: String(order) })).toMatchObject({ runs: "2" });

    // The parent follows its runs, and refunds what they did not deliver once.
    const [first, second] = (
      await db().select().from(providerOrders).where(eq(providerOrders.orderId, order)).orderBy(providerOrders.run)
    ).map((run) => Number(run.providerOrderId));
    fake.setOrder(first ?? 0, { status: "In progress", remains: "60" });
    await sync();
    expect(await orderRow(order)).toMatchObject({ status: "in-progress", remains: 160 });
    fake.setOrder(first ?? 0, { status: "Completed", remains: "0" });
    fake.setOrder(second ?? 0, { status: "Partial", remains: "40" });
    await sync();
    await sync();
    expect(await orderRow(order)).toMatchObject({ status: "partial", remains: 40 });
    expect((await refunds(order)).map((row) => row.amount)).toEqual(["40.00"]);
  });
});
