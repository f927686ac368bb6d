import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, providerOrders } from "../../db/schema";
import { apiCustomer } from "../../testing/fake-provider/fixtures";
import { type ProviderTestbed, providerTestbed } from "../../testing/fake-provider/testbed";

// The test drives the worker by hand; provider calls give up after 1.5 s.
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "1500";

let bed: ProviderTestbed;
beforeAll(async () => {
  bed = await providerTestbed("1000000.00");
});
afterAll(() => bed?.close());

/** A drip-feed order of 2 runs of 100 at the fake provider, its first run sent: its id and that run's order id. */
async function dripOrder() {
  const { order } = (await bed.customer.call({
    action: "add",
    service: String(bed.serviceId),
    link: `https://drip.test/${Date.now()}`,
    quantity: "100",
    runs: "2",
    interval: "10",
  })) as { order: number };
  await bed.t.app.jobs.drain();
  const { orders: runIds } = (await bed.customer.call({ action: "status", order: String(order) })) as {
    orders: number[];
  };
  const [forward] = await bed.t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order));
  return { order, runId: runIds[0] ?? 0, providerOrderId: Number(forward?.providerOrderId) };
}

describe("API v2 status of a drip-feed run's own order id", () => {
  it("answers the run like any order: its share of the charge, then what its provider reports", async () => {
    const { order, runId } = await dripOrder();
    expect(runId).toBeGreaterThan(order);
    expect(await bed.customer.call({ action: "status", order: String(runId) })).toEqual({
      charge: "100.00",
      start_count: "0",
      status: "Pending",
      remains: "100",
      currency: "NGN",
    });
  });

  it("follows the run's own provider status, start count and remains, singly and in `orders`", async () => {
    const { order, runId, providerOrderId } = await dripOrder();
    bed.fake.setOrder(providerOrderId, { status: "In progress", remains: "60", start_count: "1500" });
    await bed.sync();
    const run = { charge: "100.00", start_count: "1500", status: "In progress", remains: "60", currency: "NGN" };
    expect(await bed.customer.call({ action: "status", order: String(runId) })).toEqual(run);
    const many = (await bed.customer.call({ action: "status", orders: `${runId},${order},999999` })) as Record<
      string,
      unknown
    >;
    expect(many[String(runId)]).toEqual(run);
    expect(many[String(order)]).toMatchObject({ runs: "1", orders: [runId], remains: "160" });
    expect(many["999999"]).toEqual({ error: "Incorrect order ID" });
  });

  it("a run last seen Pending whose parent is closed by hand shows the parent's final status", async () => {
    const { order, runId } = await dripOrder();
    await bed.sync();
    await bed.t.database.db.update(orders).set({ status: "completed", remains: 0 }).where(eq(orders.id, order));
    expect(await bed.customer.call({ action: "status", order: String(runId) })).toMatchObject({
      status: "Completed",
      remains: "0",
    });
  });

  it("another customer's run id is an incorrect order id", async () => {
    const { runId } = await dripOrder();
    const other = await apiCustomer(bed.t.app, bed.t.database.db);
    expect(await other.call({ action: "status", order: String(runId) })).toEqual({ error: "Incorrect order ID" });
    expect(await other.call({ action: "status", orders: String(runId) })).toEqual({
      [String(runId)]: { error: "Incorrect order ID" },
    });
  });
});
