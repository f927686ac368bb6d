import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelRequests, orders, refills } from "../../../db/schema";
import { createTestApp, fundCustomer, loginDemo, registerCustomer, type TestApp } from "../../../testing";
import { insertService } from "../../../testing/fake-provider/fixtures";
import { adminAuth } from "../admin/test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { user: { id: number }; auth: { authorization: string } };

/** A funded customer's order of a manual service (no provider: requests wait for the operator). */
async function placeOrder(flags: { refill?: boolean; cancel?: boolean } = {}, existing?: Customer) {
  const customer = existing ?? (await registerCustomer(t.app));
  await fundCustomer(t.database.db, customer.user.id, "100.00");
  const serviceId = await insertService(t.database.db, { refill: true, cancel: true, ...flags });
  const placed = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: customer.auth,
    payload: { service_id: serviceId, link: "https://instagram.com/p/requests", quantity: 10 },
  });
  expect(placed.statusCode).toBe(201);
  return { customer, orderId: placed.json().id as number };
}

const ask = (customer: Customer | undefined, orderId: number, kind: "refill" | "cancel") =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/${kind}`,
    ...(customer ? { headers: customer.auth } : {}),
  });

const summaries = (customer: Customer, ids: string) =>
  t.app.inject({ method: "GET", url: `/api/order-requests?order_ids=${ids}`, headers: customer.auth });

const complete = (orderId: number) =>
  t.database.db.update(orders).set({ status: "completed", remains: 0 }).where(eq(orders.id, orderId));

describe("POST /api/orders/:id/cancel", () => {
  it("asks once: a second ask answers the same request, and the order shows it", async () => {
    const { customer, orderId } = await placeOrder();
    const first = await ask(customer, orderId, "cancel");
    expect(first.statusCode).toBe(201);
    const summary = first.json();
    expect(summary).toEqual({
      order_id: orderId,
      refill: { available: false, latest: null },
      cancel: {
        available: false,
        latest: { id: expect.any(Number), status: "pending", created_at: expect.any(String), reason: null },
      },
    });
    const again = await ask(customer, orderId, "cancel");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(summary);
    const rows = await t.database.db.select().from(cancelRequests).where(eq(cancelRequests.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it("shows the customer why the operator rejected the cancel, and no reason before or after a cancel is done", async () => {
    // The demo customer: sign-ups are rate limited per address, and the other tests use them up.
    const demo = await loginDemo(t.app);
    const rejected = await placeOrder({}, demo);
    const accepted = await placeOrder({}, demo);
    const cancelIdOf = async (order: { customer: Customer; orderId: number }) =>
      (await ask(order.customer, order.orderId, "cancel")).json().cancel.latest.id as number;
    const [rejectedId, acceptedId] = [await cancelIdOf(rejected), await cancelIdOf(accepted)];
    const admin = await adminAuth(t.app);
    const decide = (id: number, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/admin/requests/cancels/${id}`, headers: admin, payload });
    expect((await decide(rejectedId, { state: "rejected", reason: "Delivery already finished" })).statusCode).toBe(200);
    expect((await decide(acceptedId, { state: "done" })).statusCode).toBe(200);

    const [rejectedSummary] = (await summaries(rejected.customer, String(rejected.orderId))).json().data;
    expect(rejectedSummary.cancel).toEqual({
      available: false,
      latest: {
        id: rejectedId,
        status: "rejected",
        created_at: expect.any(String),
        reason: "Delivery already finished",
      },
    });
    const [acceptedSummary] = (await summaries(accepted.customer, String(accepted.orderId))).json().data;
    expect(acceptedSummary.cancel.latest).toMatchObject({ status: "done", reason: null });
  });

  it("answers 401 to a visitor and 404 for another customer's order, asking nothing", async () => {
    const { orderId } = await placeOrder();
    expect((await ask(undefined, orderId, "cancel")).statusCode).toBe(401);
    const stranger = await registerCustomer(t.app);
    const foreign = await ask(stranger, orderId, "cancel");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "Order not found" });
    expect((await ask(stranger, 2147483647, "cancel")).statusCode).toBe(404);
    expect(await t.database.db.select().from(cancelRequests).where(eq(cancelRequests.orderId, orderId))).toEqual([]);
  });

  it("refuses a finished order and a service without cancel with 422", async () => {
    const finished = await placeOrder();
    await complete(finished.orderId);
    const late = await ask(finished.customer, finished.orderId, "cancel");
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ message: "Order not eligible for cancel" });
    const fixed = await placeOrder({ cancel: false });
    expect((await ask(fixed.customer, fixed.orderId, "cancel")).json()).toEqual({
      message: "Order not eligible for cancel",
    });
  });
});

describe("POST /api/orders/:id/refill", () => {
  it("refuses a running order, then asks for a completed one once while the refill is open", async () => {
    const { customer, orderId } = await placeOrder();
    const early = await ask(customer, orderId, "refill");
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ message: "Order not eligible for refill" });
    await complete(orderId);
    const first = await ask(customer, orderId, "refill");
    expect(first.statusCode).toBe(201);
    expect(first.json().refill).toEqual({
      available: false,
      latest: { id: expect.any(Number), status: "pending", created_at: expect.any(String) },
    });
    const again = await ask(customer, orderId, "refill");
    expect(again.statusCode).toBe(200);
    expect(again.json().refill.latest.id).toBe(first.json().refill.latest.id);
    // Once the refill is settled, another can be asked.
    await t.database.db.update(refills).set({ status: "completed" }).where(eq(refills.orderId, orderId));
    const settled = (await summaries(customer, String(orderId))).json().data[0];
    expect(settled.refill).toMatchObject({ available: true, latest: { status: "completed" } });
    const next = await ask(customer, orderId, "refill");
    expect(next.statusCode).toBe(201);
    expect(next.json().refill.latest.id).toBeGreaterThan(first.json().refill.latest.id);
  });

  it("refuses a service without refill", async () => {
    const { customer, orderId } = await placeOrder({ refill: false });
    await complete(orderId);
    expect((await ask(customer, orderId, "refill")).json()).toEqual({ message: "Order not eligible for refill" });
  });
});

describe("GET /api/order-requests", () => {
  it("lists only the customer's own orders, in the order asked", async () => {
    const { customer, orderId } = await placeOrder();
    const other = await placeOrder();
    const answer = await summaries(customer, `${orderId},${other.orderId},999999`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: [
        {
          order_id: orderId,
          refill: { available: false, latest: null },
          cancel: { available: true, latest: null },
        },
      ],
    });
  });

  it("wants a list of at most 100 ids, and a customer", async () => {
    const { customer } = await placeOrder();
    expect((await summaries(customer, "1,x")).statusCode).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
    expect((await summaries(customer, many)).json()).toMatchObject({
      errors: { order_ids: ["At most 100 order ids"] },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/order-requests?order_ids=1" })).statusCode).toBe(401);
  });
});
