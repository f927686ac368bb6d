import fs from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/rows";
import { idempotencyKeys, jobs, ledgerEntries, orders, providers, users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing";
import { apiCustomer, insertService } from "../testing/fake-provider/fixtures";
import * as idempotency from "./idempotency";

/**
 * Web orders, mass orders and API v2 `add` go through one path (placeOrders): the orders, their ledger rows and
 * their first jobs are written in ONE transaction, so they exist together or not at all.
 */
process.env.JOBS_POLL_MS = "0";

let t: TestApp;
let resold: number;
let manual: number;
let customer: Awaited<ReturnType<typeof apiCustomer>>;

beforeAll(async () => {
  t = await createTestApp();
  const [provider] = await t.database.db
    .insert(providers)
    .values({ name: "Upstream", url: "http://upstream.invalid/api/v2", apiKey: "k" })
    .returning({ id: providers.id });
  if (!provider) throw new Error("provider insert returned nothing");
  resold = await insertService(t.database.db, { unitPrice: "1.0000", provider: { id: provider.id, serviceId: "7" } });
  manual = await insertService(t.database.db, { unitPrice: "1.0000" });
  customer = await apiCustomer(t.app, t.database.db, "10000.00");
});
afterAll(() => t.close());

const db = () => t.database.db;
const link = (name: string) => `https://instagram.com/p/${name}-${Date.now()}-${Math.random()}`;

/** The three ways in; each answers the ids of the orders it placed, or the HTTP status it refused with. */
const paths = {
  web: async (serviceId: number, key?: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, ...(key ? { "idempotency-key": key } : {}) },
      payload: { service_id: serviceId, link: link("web"), quantity: 100 },
    });
    return response.statusCode === 201 ? [response.json().id as number] : response.statusCode;
  },
  mass: async (serviceId: number, key?: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/mass-orders",
      headers: { ...customer.auth, ...(key ? { "idempotency-key": key } : {}) },
      payload: {
        orders: [
          { service_id: serviceId, link: link("mass-a"), quantity: 100 },
          { service_id: serviceId, link: link("mass-b"), quantity: 100 },
        ],
      },
    });
    return response.statusCode === 201
      ? (response.json().orders as { id: number }[]).map((order) => order.id)
      : response.statusCode;
  },
  api: async (serviceId: number, key?: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(key ? { "idempotency-key": key } : {}) },
      payload: new URLSearchParams({
        key: customer.key,
        action: "add",
        service: String(serviceId),
        link: link("api"),
        quantity: "100",
      }).toString(),
    });
    const body = response.json();
    return typeof body.order === "number" ? [body.order as number] : response.statusCode;
  },
};

async function state() {
  const [row] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, customer.user.id));
  const placed = await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.user.id));
  const ledger = await db().select({ id: ledgerEntries.id }).from(ledgerEntries);
  const queued = await db().select({ id: jobs.id }).from(jobs);
  return { balance: row?.balance, orders: placed.length, ledger: ledger.length, jobs: queued.length };
}

const forwardJobsOf = (ids: number[]) =>
  db()
    .select({ dedupeKey: jobs.dedupeKey, payload: jobs.payload })
    .from(jobs)
    .where(
      inArray(
        jobs.dedupeKey,
        ids.map((id) => `forward:${id}:0`),
      ),
    );

describe("one order path", () => {
  it.each(Object.keys(paths) as (keyof typeof paths)[])(
    "%s: the order, its ledger row and its forwarding job are there when the answer is",
    async (path) => {
      const ids = await paths[path](resold);
      if (typeof ids === "number") throw new Error(`refused with ${ids}`);
      expect(ids.length).toBeGreaterThan(0);
      const forwards = await forwardJobsOf(ids);
      expect(forwards.map((job) => job.payload)).toEqual(ids.map((orderId) => ({ orderId })));
      const ledger = await db()
        .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.reference,
            ids.map((id) => `order:${id}`),
          ),
        );
      expect(ledger).toHaveLength(ids.length);
      for (const row of ledger) expect(row.amount).toBe("-100.00");
    },
  );

  it.each(Object.keys(paths) as (keyof typeof paths)[])(
    "%s: a manual service's order waits for the operator, with no job",
    async (path) => {
      const ids = await paths[path](manual);
      if (typeof ids === "number") throw new Error(`refused with ${ids}`);
      expect(await forwardJobsOf(ids)).toEqual([]);
    },
  );

  it.each(Object.keys(paths) as (keyof typeof paths)[])(
    "%s: when the job cannot be queued, nothing is placed, charged or remembered under the key",
    async (path) => {
      const key = `queue-down-${path}`;
      await db().execute(sql`create function refuse_jobs() returns trigger language plpgsql as $$
        begin raise exception 'the queue is down'; end $$`);
      await db().execute(sql`create trigger refuse_jobs before insert on jobs execute function refuse_jobs()`);
      const before = await state();
      try {
        expect(await paths[path](resold, key)).toBe(500);
        expect(await state()).toEqual(before);
      } finally {
        await db().execute(sql`drop trigger refuse_jobs on jobs`);
        await db().execute(sql`drop function refuse_jobs()`);
      }
      // The key was not used up: the same request now places its orders.
      const retried = await paths[path](resold, key);
      expect(Array.isArray(retried)).toBe(true);
      const stored = await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, customer.user.id), eq(idempotencyKeys.key, key)));
      expect(stored).toHaveLength(1);
    },
  );

  it.each(Object.keys(paths) as (keyof typeof paths)[])(
    "%s: a balance that cannot cover it leaves no order and no job",
    async (path) => {
      const broke = await apiCustomer(t.app, db(), "50.00");
      const saved = customer;
      customer = broke;
      try {
        const before = await state();
        expect(await paths[path](resold)).toBe(path === "api" ? 200 : 422);
        expect(await state()).toEqual(before);
      } finally {
        customer = saved;
      }
    },
  );

  it("an API v2 drip-feed order queues its first run with the order", async () => {
    const answer = await customer.call({
      action: "add",
      service: String(resold),
      link: link("drip"),
      quantity: "100",
      runs: "3",
      interval: "10",
    });
    const { order } = answer as { order: number };
    const queued = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `drip:${order}:1`));
    expect(queued).toEqual([{ payload: { orderId: order, run: 1 } }]);
  });
});

describe("what the one path replaced is gone", () => {
  it("the database has no order function and no session notification triggers", async () => {
    const functions = await queryRows<{ proname: string }>(
      db(),
      sql`select proname from pg_proc
          where proname in ('place_order', 'notify_session_changed', 'notify_user_suspended')`,
    );
    const triggers = await queryRows<{ tgname: string }>(
      db(),
      sql`select tgname from pg_trigger where tgname in ('sessions_changed_notify', 'users_suspended_notify')`,
    );
    expect(functions).toEqual([]);
    expect(triggers).toEqual([]);
  });

  it("the worker does not scan for orders to forward: an order is forwarded because it queued its job", async () => {
    // An order row written without the path (as the old web path did) stays without a job.
    const [order] = await db()
      .insert(orders)
      .values({
        userId: customer.user.id,
        serviceId: resold,
        link: link("raw"),
        quantity: 10,
        charge: "10.00",
        remains: 10,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error("order insert returned nothing");
    // Other tests' jobs wait, so the pass only ticks the scheduler.
    await db().update(jobs).set({ runAt: sql`now() + interval '1 day'` });
    await t.app.jobs.runDue();
    expect(await forwardJobsOf([order.id])).toEqual([]);
  });

  it("one idempotency mechanism, and no in-process pricing or session cache", () => {
    expect(Object.keys(idempotency)).not.toContain("answerOnce");
    for (const removed of ["./catalogue-pricing-cache.ts", "./session-cache.ts", "../db/notifications.ts"]) {
      expect(fs.existsSync(new URL(removed, import.meta.url))).toBe(false);
    }
  });
});
