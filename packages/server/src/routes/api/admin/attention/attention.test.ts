import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, ledgerEntries, orders, providerOrders, services, users } from "../../../../db/schema";
import { registerCustomer } from "../../../../testing";
import { type FakeProvider, startFakeProvider } from "../../../../testing/fake-provider";
import { insertProvider, insertService } from "../../../../testing/fake-provider/fixtures";
import { adminSuite } from "../test-helpers";

// The fake providers listen on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
const t = adminSuite({ providerAllowPrivateNetwork: true });
let first: FakeProvider;
let second: FakeProvider;
beforeAll(async () => {
  first = await startFakeProvider();
  second = await startFakeProvider();
});
afterAll(async () => {
  await first.close();
  await second.close();
});

/** A provider-backed order whose forwarding job spent its retries: the last attempt failed with `error`. */
async function failedOrder(error = "unreachable: connect ECONNREFUSED") {
  const providerId = await insertProvider(t.database.db, first);
  const serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
  const customer = await registerCustomer(t.app);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: customer.user.id,
      serviceId,
      link: "https://instagram.com/p/a",
      quantity: 100,
      charge: "12.50",
      remains: 100,
    })
    .returning();
  if (!order) throw new Error("no order");
  await t.database.db
    .insert(providerOrders)
    .values({ orderId: order.id, run: 0, providerId, state: "failed", lastError: error });
  await t.database.db.insert(jobs).values({
    kind: "forward-order",
    payload: { orderId: order.id },
    dedupeKey: `forward:${order.id}:0`,
    state: "failed",
    attempts: 5,
    maxAttempts: 5,
    lastError: error,
  });
  return { order, providerId, userId: customer.user.id };
}

const queue = async () => (await t.app.inject({ url: "/api/admin/attention", headers: t.admin })).json();
const act = (id: number, action: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/attention/${id}/${action}`,
    headers: t.admin,
    ...(payload ? { payload } : {}),
  });

describe("GET /api/admin/attention", () => {
  it("lists an order whose forwarding failed for good, with the last error; not one still being retried", async () => {
    const { order, providerId } = await failedOrder("no-funds: Not enough funds on balance");
    const retrying = await failedOrder();
    await t.database.db.insert(jobs).values({
      kind: "forward-order",
      payload: { orderId: retrying.order.id },
      dedupeKey: `forward:${retrying.order.id}:0`,
    });
    const items = await queue();
    expect(items).toContainEqual(
      expect.objectContaining({
        id: order.id,
        reason: "failed",
        providerId,
        detail: "no-funds: Not enough funds on balance",
        charge: "12.50",
      }),
    );
    expect(items.map((item: { id: number }) => item.id)).not.toContain(retrying.order.id);
  });
});

describe("actions", () => {
  it("retry sends it again to the same provider through the job queue and it leaves the queue", async () => {
    const { order } = await failedOrder();
    const res = await act(order.id, "resend");
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(
      first.requests.filter((r) => r.action === "add" && r.link === "https://instagram.com/p/a").length,
    ).toBeGreaterThan(0);
    const [forward] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order.id));
    expect(forward?.state).toBe("sent");
    expect((await queue()).map((item: { id: number }) => item.id)).not.toContain(order.id);
  });

  it("reassign sends it to another provider under that provider's service id; the forward belongs to it", async () => {
    const { order } = await failedOrder();
    const otherId = await insertProvider(t.database.db, second);
    const res = await act(order.id, "reassign", { providerId: otherId, providerServiceId: "777" });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const adds = second.requests.filter((r) => r.action === "add");
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatchObject({ service: "777", link: "https://instagram.com/p/a", quantity: "100" });
    const [forward] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order.id));
    expect(forward).toMatchObject({ state: "sent", providerId: otherId });
  });

  it("reassign refuses a missing provider, an empty service id and a bad id, changing nothing", async () => {
    const { order } = await failedOrder();
    expect((await act(order.id, "reassign", { providerId: 99999999, providerServiceId: "1" })).json().message).toBe(
      "Choose an existing provider.",
    );
    const empty = await act(order.id, "reassign", { providerId: 1, providerServiceId: " " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.providerServiceId).toEqual(["The provider's service id is required."]);
    expect((await act(0, "reassign", { providerId: 1, providerServiceId: "1" })).statusCode).toBe(422);
    expect((await queue()).map((item: { id: number }) => item.id)).toContain(order.id);
  });

  it("cancel refunds the full charge once: a second cancel is refused and adds no ledger row", async () => {
    const { order, userId } = await failedOrder();
    const res = await act(order.id, "cancel");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "canceled", refunded: "12.50" });
    expect((await act(order.id, "cancel")).statusCode).toBe(422);
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `order:${order.id}`));
    expect(refunds.map((row) => row.amount)).toEqual(["12.50"]);
    const [customer] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    expect(customer?.balance).toBe("12.50");
    expect((await queue()).map((item: { id: number }) => item.id)).not.toContain(order.id);
  });
});

describe("orders whose outcome upstream is unknown", () => {
  /** An order sent to `first` without a readable answer, as the forwarding job leaves it. */
  async function unknownOrder() {
    const { order, providerId, userId } = await failedOrder();
    await t.database.db
      .update(providerOrders)
      .set({ state: "unknown", lastError: "timeout: No answer within 15000 ms" })
      .where(eq(providerOrders.orderId, order.id));
    await t.database.db
      .update(jobs)
      .set({ state: "done" })
      .where(eq(jobs.dedupeKey, `forward:${order.id}:0`));
    return { order, providerId, userId };
  }
  const forwardOf = async (id: number) =>
    (await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, id)))[0];
  const logged = async (id: number) =>
    (
      (await t.app.inject({ url: `/api/admin/logs?search=order:${id}`, headers: t.admin })).json() as {
        data: { action: string }[];
      }
    ).data.map((entry) => entry.action);

  it("is listed with why, and never sent again by the queue", async () => {
    const { order, providerId } = await unknownOrder();
    expect(await queue()).toContainEqual(
      expect.objectContaining({
        id: order.id,
        reason: "unknown",
        providerId,
        detail: expect.stringContaining("timeout: No answer within 15000 ms"),
      }),
    );
    const adds = () => first.requests.filter((r) => r.action === "add").length;
    const before = adds();
    await t.app.jobs.drain();
    expect(adds()).toBe(before);
    expect((await forwardOf(order.id))?.state).toBe("unknown");
  });

  it("the provider's order id found by the operator: the forward is sent and the status sync follows it", async () => {
    const { order } = await unknownOrder();
    // The order the provider does have, as the operator finds it in the provider's panel.
    const placed = await fetch(first.url, {
      method: "POST",
      body: new URLSearchParams({ key: first.key, action: "add", service: "101", link: order.link, quantity: "100" }),
    });
    const upstreamId = String(((await placed.json()) as { order: number }).order);
    first.setOrder(Number(upstreamId), { status: "Completed", remains: "0" });

    for (const bad of [{}, { providerOrderId: " " }, { providerOrderId: "12 34" }, { providerOrderId: 12 }]) {
      const refused = await act(order.id, "upstream-id", bad);
      expect(refused.statusCode).toBe(422);
    }
    expect((await forwardOf(order.id))?.state).toBe("unknown");
    const entered = await act(order.id, "upstream-id", { providerOrderId: ` ${upstreamId} ` });
    expect(entered.statusCode).toBe(200);
    expect(await forwardOf(order.id)).toMatchObject({ state: "sent", providerOrderId: upstreamId, lastError: null });
    expect((await queue()).map((item: { id: number }) => item.id)).not.toContain(order.id);
    // Entered once: a second id, or a send-again, is refused and changes nothing.
    expect((await act(order.id, "upstream-id", { providerOrderId: "999" })).statusCode).toBe(409);
    expect((await act(order.id, "resend")).statusCode).toBe(422);
    expect(await logged(order.id)).toContain("order.upstream-id");

    await t.database.db.execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
    await t.app.jobs.drain();
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("completed");
  });

  it("send again is the operator's explicit choice: one more order upstream, then it is an ordinary sent order", async () => {
    const { order } = await unknownOrder();
    const adds = () => first.requests.filter((r) => r.action === "add" && r.link === order.link);
    const before = adds().length;
    expect((await act(order.id, "resend")).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(adds()).toHaveLength(before + 1);
    expect((await forwardOf(order.id))?.state).toBe("sent");
    expect((await act(order.id, "upstream-id", { providerOrderId: "1" })).statusCode).toBe(409);
    expect(await logged(order.id)).toContain("order.resend");
  });

  it("refund cancels it with one ledger row; nothing more can be done with it", async () => {
    const { order, userId } = await unknownOrder();
    const res = await act(order.id, "cancel");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "canceled", refunded: "12.50" });
    expect((await act(order.id, "cancel")).statusCode).toBe(422);
    expect((await act(order.id, "upstream-id", { providerOrderId: "77" })).statusCode).toBe(409);
    expect((await act(order.id, "resend")).statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `order:${order.id}`));
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([["refund", "12.50"]]);
    const [customer] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
    expect(customer?.balance).toBe("12.50");
    expect((await queue()).map((item: { id: number }) => item.id)).not.toContain(order.id);
    expect(await logged(order.id)).toContain("order.status");
  });

  it("an unknown order id or a bad id answers 404 / 422, never 500", async () => {
    expect((await act(99999999, "upstream-id", { providerOrderId: "1" })).statusCode).toBe(404);
    expect((await act(0, "upstream-id", { providerOrderId: "1" })).statusCode).toBe(422);
  });
});

describe("stuck orders", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  async function order(
    serviceId: number,
    userId: number,
    ageMinutes: number,
    status: "pending" | "in-progress" | "completed" = "pending",
    tookMinutes?: number,
  ) {
    const createdAt = minutesAgo(ageMinutes);
    const [row] = await t.database.db
      .insert(orders)
      .values({
        userId,
        serviceId,
        link: "https://instagram.com/p/s",
        quantity: 10,
        charge: "1.00",
        remains: 10,
        status,
        createdAt,
        finishedAt: tookMinutes === undefined ? null : new Date(createdAt.getTime() + tookMinutes * 60_000),
      })
      .returning();
    if (!row) throw new Error("no order");
    return row.id;
  }

  const stuckIds = async () =>
    (await queue())
      .filter((item: { reason: string }) => item.reason === "stuck")
      .map((item: { id: number }) => item.id);

  it("flags an open order older than twice the usual time the operator set; not a younger one", async () => {
    const serviceId = await insertService(t.database.db);
    const set = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/services/${serviceId}`,
      headers: t.admin,
      payload: { usualMinutes: 60 },
    });
    expect(set.json()).toMatchObject({ usualMinutes: 60 });
    for (const usualMinutes of [0, 1.5, 525_601, "60"]) {
      const refused = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/services/${serviceId}`,
        headers: t.admin,
        payload: { usualMinutes },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.usualMinutes).toEqual([
        "The usual delivery time must be a whole number of minutes from 1 to 525600.",
      ]);
    }
    const { user } = await registerCustomer(t.app);
    const late = await order(serviceId, user.id, 180, "in-progress");
    const young = await order(serviceId, user.id, 90);
    const ids = await stuckIds();
    expect(ids).toContain(late);
    expect(ids).not.toContain(young);
    const item = (await queue()).find((entry: { id: number }) => entry.id === late);
    expect(item.detail).toBe("In progress for 3 h; usually done in 1 h.");
  });

  it("learns the usual time from five completed orders (their median), not from four", async () => {
    const serviceId = await insertService(t.database.db);
    await t.database.db.update(services).set({ usualMinutes: 1000 }).where(eq(services.id, serviceId));
    const { user } = await registerCustomer(t.app);
    for (const took of [5, 10, 10, 500]) await order(serviceId, user.id, 2000, "completed", took);
    const open = await order(serviceId, user.id, 30);
    expect(await stuckIds()).not.toContain(open);
    await order(serviceId, user.id, 2000, "completed", 12);
    expect(await stuckIds()).toContain(open);
  });

  it("learns from the service's latest 50 completed orders: a service that got faster is judged by its pace now", async () => {
    const serviceId = await insertService(t.database.db);
    const { user } = await registerCustomer(t.app);
    // 51 slow deliveries long ago, then 50 quick ones: over all 101 the median would be 1000 minutes.
    const finishedLongAgo = Array.from({ length: 51 }, () => ({ age: 20_000, took: 1000 }));
    const finishedLately = Array.from({ length: 50 }, () => ({ age: 100, took: 10 }));
    await t.database.db.insert(orders).values(
      [...finishedLongAgo, ...finishedLately].map(({ age, took }) => ({
        userId: user.id,
        serviceId,
        link: "https://instagram.com/p/s",
        quantity: 10,
        charge: "1.00",
        remains: 0,
        status: "completed" as const,
        createdAt: minutesAgo(age),
        finishedAt: minutesAgo(age - took),
      })),
    );
    const open = await order(serviceId, user.id, 30);
    expect(await stuckIds()).toContain(open);
    const item = (await queue()).find((entry: { id: number }) => entry.id === open);
    expect(item.detail).toBe("Pending for 30 min; usually done in 10 min.");
  });

  it("a service with neither completed orders nor a usual time flags nothing; a final status records when", async () => {
    const serviceId = await insertService(t.database.db);
    const { user } = await registerCustomer(t.app);
    const old = await order(serviceId, user.id, 100_000);
    expect(await stuckIds()).not.toContain(old);
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${old}/status`,
      headers: t.admin,
      payload: { status: "completed" },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, old));
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });
});
