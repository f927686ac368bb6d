import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelRequests, providerOrders } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing";
import { type FakeProvider, startFakeProvider } from "../../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../../testing/fake-provider/fixtures";

// The tests drive the worker by hand.
process.env.JOBS_POLL_MS = "0";

let t: TestApp;
let fake: FakeProvider;
let serviceId: number;
let customer: Awaited<ReturnType<typeof apiCustomer>>;

beforeAll(async () => {
  // The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
  t = await createTestApp({ providerAllowPrivateNetwork: true });
  fake = await startFakeProvider();
  const providerId = await insertProvider(t.database.db, fake);
  serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
  customer = await apiCustomer(t.app, t.database.db, "100000.00");
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const sync = async () => {
  await t.database.db.execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
  await t.app.jobs.drain();
};

/** A forwarded order the customer asked to cancel: the request sent to the provider, and its provider order id. */
async function cancelAsked() {
  const { order } = (await customer.call({
    action: "add",
    service: String(serviceId),
    link: `https://instagram.com/p/${Date.now()}`,
    quantity: "100",
  })) as { order: number };
  await t.app.jobs.drain();
  const [forward] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order));
  const providerOrder = Number(forward?.providerOrderId);
  await customer.call({ action: "cancel", order: String(order) });
  await t.app.jobs.drain();
  return { order, providerOrder };
}

const requestOf = async (orderId: number) =>
  (await t.database.db.select().from(cancelRequests).where(eq(cancelRequests.orderId, orderId)))[0];

describe("a forwarded cancel request follows the provider's outcome (#17: it stayed forwarded)", () => {
  it("is done once the provider cancelled and the panel refunded", async () => {
    const { order, providerOrder } = await cancelAsked();
    expect((await requestOf(order))?.status).toBe("forwarded");
    fake.setOrder(providerOrder, { status: "Canceled" });
    await sync();
    expect(await requestOf(order)).toMatchObject({ status: "done", result: "Canceled by the provider and refunded" });
  });

  it("is done when the provider stopped it part-way (Partial refunds the rest)", async () => {
    const { order, providerOrder } = await cancelAsked();
    fake.setOrder(providerOrder, { status: "Partial", remains: "40" });
    await sync();
    expect((await requestOf(order))?.status).toBe("done");
  });

  it("is rejected when the provider completed the order instead", async () => {
    const { order, providerOrder } = await cancelAsked();
    fake.setOrder(providerOrder, { status: "Completed", remains: "0" });
    await sync();
    expect(await requestOf(order)).toMatchObject({ status: "rejected", result: "The provider completed the order" });
  });

  it("is rejected when the provider refuses the cancel", async () => {
    const { order } = (await customer.call({
      action: "add",
      service: String(serviceId),
      link: "https://instagram.com/p/refused",
      quantity: "100",
    })) as { order: number };
    await t.app.jobs.drain();
    const [forward] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order));
    // The provider no longer knows the order: it answers the cancel with an error.
    fake.orders.delete(Number(forward?.providerOrderId));
    await customer.call({ action: "cancel", order: String(order) });
    await t.app.jobs.drain();
    expect(await requestOf(order)).toMatchObject({ status: "rejected", result: "Incorrect order ID" });
  });
});
