import fs from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ScopedPglite } from "../db/panel-connection";
import { asDatabaseOwner } from "../db/panel-context";
import { queryRows } from "../db/rows";
import { idempotencyKeys, jobs, ledgerEntries, orders, providers, services, users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing";
import { apiCustomer, insertService } from "../testing/fake-provider/fixtures";
import * as idempotency from "./idempotency";

/**
 * Web orders, mass orders and API v2 `add` go through one path (placeOrders): the debit, the orders, their ledger
 * rows, their first jobs and the Idempotency-Key's row are written by ONE statement, so they exist together or not
 * at all, and a keyed retry is answered from what that statement stored.
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

type Path = "web" | "mass" | "api";
const PATHS: Path[] = ["web", "mass", "api"];

/** The request each way in sends for `serviceId` (`name` tells its links apart; the same name is the same request). */
function requestFor(path: Path, serviceId: number, name: string, key?: string): InjectOptions {
  const keyHeader = key ? { "idempotency-key": key } : {};
  const linkOf = (suffix: string) => `https://instagram.com/p/${name}-${suffix}`;
  if (path === "api") {
    return {
      method: "POST",
      url: "/api/v2",
      headers: { "content-type": "application/x-www-form-urlencoded", ...keyHeader },
      payload: new URLSearchParams({
        key: customer.key,
        action: "add",
        service: String(serviceId),
        link: linkOf("api"),
        quantity: "100",
      }).toString(),
    };
  }
  const payload =
    path === "web"
      ? { service_id: serviceId, link: linkOf("web"), quantity: 100 }
      : {
          orders: [
            { service_id: serviceId, link: linkOf("mass-a"), quantity: 100 },
            { service_id: serviceId, link: linkOf("mass-b"), quantity: 100 },
          ],
        };
  return {
    method: "POST",
    url: path === "web" ? "/api/orders" : "/api/mass-orders",
    headers: { ...customer.auth, ...keyHeader },
    payload,
  };
}

/** The ids of the orders an answer placed, or the HTTP status it refused with. */
function placedIds(path: Path, response: LightMyRequestResponse): number[] | number {
  const body = response.json();
  if (path === "api") return typeof body.order === "number" ? [body.order as number] : response.statusCode;
  if (response.statusCode !== 201) return response.statusCode;
  return path === "web" ? [body.id as number] : (body.orders as { id: number }[]).map((order) => order.id);
}

/** Places through `path` (a new request each time unless a `key` is given), answering what `placedIds` does. */
async function place(path: Path, serviceId: number, key?: string) {
  const name = `${path}-${Date.now()}-${Math.random()}`;
  return placedIds(path, await t.app.inject(requestFor(path, serviceId, name, key)));
}

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
  it.each(PATHS)("%s: the order, its ledger row and its forwarding job are there when the answer is", async (path) => {
    const ids = await place(path, resold);
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
  });

  it.each(PATHS)("%s: a manual service's order waits for the operator, with no job", async (path) => {
    const ids = await place(path, manual);
    if (typeof ids === "number") throw new Error(`refused with ${ids}`);
    expect(await forwardJobsOf(ids)).toEqual([]);
  });

  it.each(PATHS)(
    "%s: when the job cannot be queued, the statement places, charges and remembers nothing",
    async (path) => {
      const key = `queue-down-${path}`;
      // Schema changes are the owner's (the application's role may not make them).
      await asDatabaseOwner(async () => {
        await db().execute(sql`create function refuse_jobs() returns trigger language plpgsql as $$
          begin raise exception 'the queue is down'; end $$`);
        await db().execute(sql`create trigger refuse_jobs before insert on jobs execute function refuse_jobs()`);
      });
      const before = await state();
      try {
        expect(await place(path, resold, key)).toBe(500);
        expect(await state()).toEqual(before);
      } finally {
        await asDatabaseOwner(async () => {
          await db().execute(sql`drop trigger refuse_jobs on jobs`);
          await db().execute(sql`drop function refuse_jobs()`);
        });
      }
      // The key was not used up: the same request now places its orders.
      const retried = await place(path, resold, key);
      expect(Array.isArray(retried)).toBe(true);
      const stored = await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, customer.user.id), eq(idempotencyKeys.key, key)));
      expect(stored).toHaveLength(1);
    },
  );

  it.each(PATHS)("%s: a balance that cannot cover it leaves no order, ledger row or job", async (path) => {
    const broke = await apiCustomer(t.app, db(), "50.00");
    const saved = customer;
    customer = broke;
    try {
      const before = await state();
      expect(await place(path, resold)).toBe(path === "api" ? 200 : 422);
      expect(await state()).toEqual(before);
    } finally {
      customer = saved;
    }
  });

  it.each(PATHS)("%s: a keyed retry after success replays exactly the first answer", async (path) => {
    const request = requestFor(path, resold, `replay-${path}-${Date.now()}`, `replay-${path}`);
    const first = await t.app.inject(request);
    const ids = placedIds(path, first);
    if (typeof ids === "number") throw new Error(`refused with ${ids}`);
    // Everything the first answer showed moves on: the orders' status, the service's title, the balance.
    const [before] = await db().select({ balance: users.balance }).from(users).where(eq(users.id, customer.user.id));
    await db().update(orders).set({ status: "in-progress", remains: 1 }).where(inArray(orders.id, ids));
    await db().update(services).set({ title: "Renamed since" }).where(eq(services.id, resold));
    await db().update(users).set({ balance: "0.00" }).where(eq(users.id, customer.user.id));
    try {
      const placedBefore = await state();
      const retry = await t.app.inject(request);
      expect(retry.statusCode).toBe(first.statusCode);
      expect(retry.body).toBe(first.body);
      if (path !== "api") expect(retry.headers["idempotent-replayed"]).toBe("true");
      expect(await state()).toEqual(placedBefore);
      // The same key with another request is refused, and places nothing either.
      const other = await t.app.inject(requestFor(path, resold, "another-request", `replay-${path}`));
      if (path === "api") expect(other.json()).toEqual({ error: "Incorrect request" });
      else expect(other.json().errors["Idempotency-Key"]).toEqual([idempotency.KEY_REUSED_MESSAGE]);
      expect(await state()).toEqual(placedBefore);
    } finally {
      await db().update(services).set({ title: "Test default service" }).where(eq(services.id, resold));
      await db()
        .update(users)
        .set({ balance: before?.balance ?? "0.00" })
        .where(eq(users.id, customer.user.id));
    }
  });

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

  it.each([
    ["web", 2],
    ["api", 2],
  ] as const)(
    "%s: an order costs %i round trips (its caller with its service, then the statement)",
    async (path, trips) => {
      await place(path, resold); // the first use of a path prepares its statements
      // Only the request's own queries: the mail worker's idle pass is paused meanwhile.
      const mail = vi.spyOn(t.app.mailWorker, "runOnce").mockResolvedValue();
      const calls = (["query", "exec", "transaction"] as const).map((method) =>
        vi.spyOn(ScopedPglite.prototype, method),
      );
      try {
        expect(await place(path, resold, `round-trips-${path}-${Math.random()}`)).toEqual([expect.any(Number)]);
        expect(calls.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(trips);
      } finally {
        for (const spy of [mail, ...calls]) spy.mockRestore();
      }
    },
  );

  it("one idempotency mechanism, and no in-process pricing or session cache", () => {
    expect(Object.keys(idempotency)).not.toContain("answerOnce");
    for (const removed of ["./catalogue-pricing-cache.ts", "./session-cache.ts", "../db/notifications.ts"]) {
      expect(fs.existsSync(new URL(removed, import.meta.url))).toBe(false);
    }
  });
});
