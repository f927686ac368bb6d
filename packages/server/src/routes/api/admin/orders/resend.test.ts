import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, providerOrders } from "../../../../db/schema";
import { registerCustomer } from "../../../../testing";
import { type FakeProvider, startFakeProvider } from "../../../../testing/fake-provider";
import { insertProvider, insertService } from "../../../../testing/fake-provider/fixtures";
import { adminSuite } from "../test-helpers";

// The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
const t = adminSuite({ providerAllowPrivateNetwork: true });
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

async function orderFor(serviceId: number) {
  const customer = await registerCustomer(t.app);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: customer.user.id,
      serviceId,
      link: "https://instagram.com/p/r",
      quantity: 100,
      charge: "100.00",
      remains: 100,
    })
    .returning();
  if (!order) throw new Error("no order");
  return order;
}

const resend = (id: number) =>
  t.app.inject({ method: "POST", url: `/api/admin/orders/${id}/resend`, headers: t.admin });

describe("POST /api/admin/orders/:id/resend", () => {
  it("re-queues an order left unknown; the queue sends it once and a second resend is refused", async () => {
    const providerId = await insertProvider(t.database.db, fake);
    const serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
    const order = await orderFor(serviceId);
    await t.database.db.insert(providerOrders).values({ orderId: order.id, run: 0, providerId, state: "unknown" });
    const res = await resend(order.id);
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const adds = fake.requests.filter((request) => request.action === "add");
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatchObject({ service: "101", link: "https://instagram.com/p/r", quantity: "100" });
    const [forward] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order.id));
    expect(forward?.state).toBe("sent");
    const again = await resend(order.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/already with the provider/);
  });

  it("refuses a manual service's order and a finished order", async () => {
    const manual = await orderFor(1);
    expect((await resend(manual.id)).json().message).toBe(
      `Order #${manual.id} is for a manual service; no provider delivers it.`,
    );
    await t.database.db.update(orders).set({ status: "completed" }).where(eq(orders.id, manual.id));
    expect((await resend(manual.id)).json().message).toBe(
      `Order #${manual.id} is completed; there is nothing to send.`,
    );
    expect((await resend(99999999)).statusCode).toBe(404);
  });

  it("a failed forward shows in the System Logs as an error", async () => {
    fake.behave("add", "fail");
    const providerId = await insertProvider(t.database.db, fake);
    const serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
    const order = await orderFor(serviceId);
    expect((await resend(order.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    let errors: Array<{ action: string; after: { job?: number } }> = [];
    for (let attempt = 0; attempt < 50 && errors.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      errors = (await t.app.inject({ url: "/api/admin/logs?type=error", headers: t.admin })).json().data;
    }
    expect(errors[0]).toMatchObject({ action: "job.error" });
    const [forward] = await t.database.db.select().from(providerOrders).where(eq(providerOrders.orderId, order.id));
    expect(forward?.state).toBe("failed");
  });
});
