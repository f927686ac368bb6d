import { and, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobs, orders, providerOrders } from "../../db/schema";
import { IDEMPOTENCY_HONOURED_HEADER } from "../../services/providers/client";
import { type FakeProvider, startFakeProvider } from "../../testing/fake-provider";
import { insertProvider, insertService } from "../../testing/fake-provider/fixtures";
import { type ProviderTestbed, providerTestbed } from "../../testing/fake-provider/testbed";
import { PERIODIC_JOB_KINDS } from "../kinds";

// The worker is driven by hand; a provider call gives up after 300 ms, and the slow fake answers after 600 ms.
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "300";

let bed: ProviderTestbed;
beforeAll(async () => {
  bed = await providerTestbed("1000000.00", { delayMs: 600 });
});
afterAll(() => bed?.close());
afterEach(() => bed.fake.behave("add", "ok"));

const db = () => bed.t.database.db;

async function place(serviceId = bed.serviceId) {
  const link = `https://x.test/${Date.now()}-${Math.random()}`;
  const answer = (await bed.customer.call({
    action: "add",
    service: String(serviceId),
    link,
    quantity: "100",
  })) as {
    order: number;
  };
  return { order: answer.order, link };
}

/** What the queue does over time: every retry made due and run, a few rounds, as if its backoff had passed. */
async function runEveryRetry() {
  for (let round = 0; round < 4; round++) {
    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.state, "queued"), notInArray(jobs.kind, [...PERIODIC_JOB_KINDS])));
    await bed.t.app.jobs.drain();
  }
}

const ordersAt = (fake: FakeProvider, link: string) =>
  [...fake.orders.values()].filter((order) => order.fields.link === link);
const ordersAtFake = (link: string) => ordersAt(bed.fake, link);
const forwardOf = async (orderId: number) =>
  (await db().select().from(providerOrders).where(eq(providerOrders.orderId, orderId)))[0];

describe("an upstream order is paid for once", () => {
  it("a provider that answers after the timeout gets exactly one order; ours is left for the operator", async () => {
    bed.fake.behave("add", "slow");
    const placed = [await place(), await place()];
    await runEveryRetry();
    // The late answers arrive (and are dropped) while nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await runEveryRetry();
    for (const { order, link } of placed) {
      expect(ordersAtFake(link)).toHaveLength(1);
      expect(await forwardOf(order)).toMatchObject({
        state: "unknown",
        providerOrderId: null,
        lastError: expect.stringContaining("timeout"),
      });
      const [job] = await db()
        .select()
        .from(jobs)
        .where(sql`${jobs.dedupeKey} = ${`forward:${order}:0`}`);
      expect(job?.state).toBe("done");
    }
  });

  it("a provider that prints a PHP notice before its JSON gets exactly one order, and ours gets its id", async () => {
    bed.fake.behave("add", "notice");
    const placed = [await place(), await place()];
    await runEveryRetry();
    for (const { order, link } of placed) {
      const atFake = ordersAtFake(link);
      expect(atFake).toHaveLength(1);
      expect(await forwardOf(order)).toMatchObject({ state: "sent", providerOrderId: String(atFake[0]?.id) });
      expect((await db().select().from(orders).where(eq(orders.id, order)))[0]?.status).toBe("pending");
    }
  });

  it("a provider that cannot be connected to is retried: nothing reached it", async () => {
    const [provider] = await db().select().from(providerOrders).limit(1);
    const { order, link } = await place();
    const url = bed.fake.url;
    // A port nobody listens on: the connection is refused before anything is sent.
    await db().execute(sql`update providers set url = 'http://127.0.0.1:1/api/v2' where id = ${provider?.providerId}`);
    await bed.t.app.jobs.drain();
    expect(await forwardOf(order)).toMatchObject({
      state: "failed",
      lastError: expect.stringContaining("ECONNREFUSED"),
    });
    await db().execute(sql`update providers set url = ${url} where id = ${provider?.providerId}`);
    await runEveryRetry();
    expect(ordersAtFake(link)).toHaveLength(1);
    expect(await forwardOf(order)).toMatchObject({ state: "sent" });
  });
});

describe("a provider that honours the Idempotency-Key, as a panel of this software does", () => {
  it("our API v2 says so on its answers", async () => {
    const answer = await bed.t.app.inject({
      method: "POST",
      url: "/api/v2",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ key: bed.customer.key, action: "balance" }).toString(),
    });
    expect(answer.headers[IDEMPOTENCY_HONOURED_HEADER]).toBe("add");
  });

  it("gets an add of unknown outcome again by itself, with the same key: one order there, ours gets its id", async () => {
    const honouring = await startFakeProvider({ delayMs: 600, honoursIdempotencyKey: true });
    try {
      const providerId = await insertProvider(db(), honouring);
      const serviceId = await insertService(db(), { provider: { id: providerId, serviceId: "101" } });
      // The balance check (on adding the provider, then every few minutes): where the panel hears it say so.
      await bed.t.app.providers.check(providerId);
      honouring.behave("add", "slow");
      const { order, link } = await place(serviceId);
      await bed.t.app.jobs.drain();
      expect(await forwardOf(order)).toMatchObject({ state: "failed", lastError: expect.stringContaining("timeout") });
      honouring.behave("add", "ok");
      await runEveryRetry();
      const adds = honouring.requests.filter((request) => request.action === "add" && request.link === link);
      expect(adds).toHaveLength(2);
      const there = ordersAt(honouring, link);
      expect(there).toHaveLength(1);
      expect(await forwardOf(order)).toMatchObject({ state: "sent", providerOrderId: String(there[0]?.id) });
    } finally {
      await honouring.close();
    }
  });
});
