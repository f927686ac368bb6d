import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  cancelRequests,
  ledgerEntries,
  notifications,
  orders,
  providers,
  refills,
  systemLog,
  users,
} from "../../../../db/schema";
import { registerCustomer } from "../../../../testing";
import { insertService } from "../../../../testing/fake-provider/fixtures";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

/** A customer's order of a manual service (id 1 in the template) and a request against it. */
async function manualOrder(charge = "150.00") {
  const customer = await registerCustomer(t.app);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: customer.user.id,
      serviceId: 1,
      link: "https://instagram.com/p/x",
      quantity: 100,
      charge,
      remains: 100,
    })
    .returning();
  if (!order) throw new Error("no order");
  return { order, userId: customer.user.id };
}

async function cancelRequestFor(orderId: number, userId: number) {
  const [row] = await t.database.db.insert(cancelRequests).values({ orderId, userId }).returning();
  if (!row) throw new Error("no cancel request");
  return row.id;
}

async function refillFor(orderId: number, userId: number) {
  const [row] = await t.database.db.insert(refills).values({ orderId, userId }).returning();
  if (!row) throw new Error("no refill");
  return row.id;
}

const decide = (path: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/admin/requests/${path}`, headers: t.admin, payload });

const refunds = (orderId: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `order:${orderId}`), eq(ledgerEntries.kind, "refund")));

describe("GET /api/admin/requests", () => {
  it("lists both kinds newest first with the order, customer, service and 'manual', filtered by kind and state", async () => {
    const { order, userId } = await manualOrder();
    const refillId = await refillFor(order.id, userId);
    const cancelId = await cancelRequestFor(order.id, userId);
    const [customer] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const all = (await t.app.inject({ url: "/api/admin/requests?per_page=2", headers: t.admin })).json();
    expect(all.data[0]).toMatchObject({
      kind: "cancel",
      id: cancelId,
      orderId: order.id,
      userId,
      username: customer?.username,
      serviceId: 1,
      providerId: null,
      provider: "manual",
      state: "pending",
    });
    expect(all.data[1]).toMatchObject({ kind: "refill", id: refillId, orderId: order.id });
    expect(all.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(all.meta.total).toBeGreaterThanOrEqual(2);

    const onlyRefills = (await t.app.inject({ url: "/api/admin/requests?kind=refill", headers: t.admin })).json();
    expect(onlyRefills.data.every((r: { kind: string }) => r.kind === "refill")).toBe(true);
    await t.database.db.update(refills).set({ status: "completed" }).where(eq(refills.id, refillId));
    const pending = (await t.app.inject({ url: "/api/admin/requests?state=pending", headers: t.admin })).json();
    expect(pending.data.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`)).toContain(`cancel:${cancelId}`);
    expect(pending.data.every((r: { state: string }) => r.state === "pending")).toBe(true);
    const completed = (await t.app.inject({ url: "/api/admin/requests?state=completed", headers: t.admin })).json();
    expect(completed.data.map((r: { id: number }) => r.id)).toEqual([refillId]);
    expect((await t.app.inject({ url: "/api/admin/requests?state=nonsense", headers: t.admin })).statusCode).toBe(422);
  });

  it("names the provider of a provider-backed service and refuses to decide its request by hand", async () => {
    // A provider row whose URL is never called: listing and refusing do not reach it.
    const [provider] = await t.database.db
      .insert(providers)
      .values({ name: "Upstream", url: "http://127.0.0.1:9", apiKey: "k" })
      .returning();
    const serviceId = await insertService(t.database.db, { provider: { id: provider?.id ?? 0, serviceId: "7" } });
    const customer = await registerCustomer(t.app);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: customer.user.id,
        serviceId,
        link: "https://x.com/a",
        quantity: 10,
        charge: "10.00",
        remains: 10,
      })
      .returning();
    const refillId = await refillFor(order?.id ?? 0, customer.user.id);
    const listed = (await t.app.inject({ url: "/api/admin/requests?kind=refill&per_page=1", headers: t.admin })).json();
    expect(listed.data[0]).toMatchObject({ id: refillId, provider: "Upstream", providerId: provider?.id });
    const res = await decide(`refills/${refillId}`, { state: "completed" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Refill request #${refillId} is for a provider-backed service; the provider handles it.`,
    );
  });
});

describe("POST /api/admin/requests/cancels/:id", () => {
  it("done cancels the order and refunds the full charge exactly once, with a notification and an audit row", async () => {
    const { order, userId } = await manualOrder("150.00");
    const id = await cancelRequestFor(order.id, userId);
    const res = await decide(`cancels/${id}`, { state: "done" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: "cancel", id, state: "done" });
    const again = await decide(`cancels/${id}`, { state: "done" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Cancel request #${id} is already done.`);
    const rejectAfter = await decide(`cancels/${id}`, { state: "rejected", reason: "late" });
    expect(rejectAfter.statusCode).toBe(409);

    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe("canceled");
    const rows = await refunds(order.id);
    expect(rows.map((row) => row.amount)).toEqual(["150.00"]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((n) => n.message)).toContain(`Your order #${order.id} is now canceled.`);
    const [logged] = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `cancel:${id}`));
    expect(logged).toMatchObject({ type: "audit", action: "request.cancel", actor: expect.stringMatching(/^admin:/) });
  });

  it("two operators deciding at once still refund once", async () => {
    const { order, userId } = await manualOrder("80.00");
    const id = await cancelRequestFor(order.id, userId);
    const answers = await Promise.all([
      decide(`cancels/${id}`, { state: "done" }),
      decide(`cancels/${id}`, { state: "done" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409].sort());
    expect((await refunds(order.id)).map((row) => row.amount)).toEqual(["80.00"]);
  });

  it("rejected needs a reason, keeps the order and tells the customer why", async () => {
    const { order, userId } = await manualOrder();
    const id = await cancelRequestFor(order.id, userId);
    const missing = await decide(`cancels/${id}`, { state: "rejected" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ["The reason is required."] });
    const bad = await decide(`cancels/${id}`, { state: "completed" });
    expect(bad.json().errors).toEqual({ state: ["Choose one of: done, rejected."] });

    const res = await decide(`cancels/${id}`, { state: "rejected", reason: "Delivery has started." });
    expect(res.json()).toMatchObject({ state: "rejected", result: "Delivery has started." });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe("pending");
    expect(await refunds(order.id)).toEqual([]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((n) => n.message)).toContain(
      `Your cancel request for order #${order.id} was rejected: Delivery has started.`,
    );
    expect((await decide(`cancels/${id}`, { state: "done" })).statusCode).toBe(409);
  });

  it("an order that is already completed cannot be canceled; the request stays pending", async () => {
    const { order, userId } = await manualOrder();
    await t.database.db.update(orders).set({ status: "completed" }).where(eq(orders.id, order.id));
    const id = await cancelRequestFor(order.id, userId);
    const res = await decide(`cancels/${id}`, { state: "done" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Order #${order.id} is already completed.`);
    const [request] = await t.database.db.select().from(cancelRequests).where(eq(cancelRequests.id, id));
    expect(request?.status).toBe("pending");
    expect((await decide("cancels/99999999", { state: "done" })).statusCode).toBe(404);
  });
});

describe("POST /api/admin/requests/refills/:id", () => {
  it("moves pending → in-progress → completed, then answers 409 and changes nothing", async () => {
    const { order, userId } = await manualOrder();
    const id = await refillFor(order.id, userId);
    expect((await decide(`refills/${id}`, { state: "in-progress" })).json()).toMatchObject({ state: "in-progress" });
    const backwards = await decide(`refills/${id}`, { state: "in-progress" });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().message).toBe(`Refill request #${id} is already in-progress.`);
    expect((await decide(`refills/${id}`, { state: "completed" })).json()).toMatchObject({ state: "completed" });
    const late = await decide(`refills/${id}`, { state: "rejected" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`Refill request #${id} is already completed.`);
    const [row] = await t.database.db.select().from(refills).where(eq(refills.id, id));
    expect(row?.status).toBe("completed");
    const audits = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `refill:${id}`));
    expect(audits.map((a) => a.after)).toEqual([{ state: "in-progress" }, { state: "completed" }]);
    const bad = await decide(`refills/${id}`, { state: "done" });
    expect(bad.json().errors).toEqual({ state: ["Choose one of: in-progress, completed, rejected."] });
  });
});
