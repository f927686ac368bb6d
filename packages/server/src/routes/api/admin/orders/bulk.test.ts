import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, ledgerEntries, orders, providerOrders } from "../../../../db/schema";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { type FakeProvider, startFakeProvider } from "../../../../testing/fake-provider";
import { insertProvider, insertService } from "../../../../testing/fake-provider/fixtures";
import { adminSuite, inviteStaff } from "../test-helpers";

const t = adminSuite({ providerAllowPrivateNetwork: true });
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

const bulk = (payload: unknown, headers = t.admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/orders/bulk", headers, payload: payload as object });

/** `count` orders of demo service 1 placed by a new customer on the web path (debit and ledger row each). */
async function placed(count: number): Promise<number[]> {
  const customer = await registerCustomer(t.app);
  await fundCustomer(t.database.db, customer.user.id, "10000.00");
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, "idempotency-key": `bulk-${index}` },
      payload: { service_id: 1, link: `https://instagram.com/p/bulk${index}`, quantity: 1000 },
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

const refundsOf = async (id: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `order:${id}`), eq(ledgerEntries.kind, "refund")));

describe("POST /api/admin/orders/bulk (issue 36)", () => {
  it("changes the status of each order in turn and answers each one's result; a final order is skipped", async () => {
    const [a, b, done] = await placed(3);
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${done}`,
      headers: t.admin,
      payload: { status: "completed" },
    });
    const res = await bulk({ ids: [a, b, done], action: "status", status: "in-progress" });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
      { id: done, ok: false, message: `Order #${done} is already completed.` },
    ]);
    const statuses = await t.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(sql`${orders.id} in (${a}, ${b})`);
    expect(statuses.map((row) => row.status)).toEqual(["in-progress", "in-progress"]);
    // Each change is audited as the single action is.
    const logs = (await t.app.inject({ url: "/api/admin/logs?search=order.status", headers: t.admin })).json();
    expect(JSON.stringify(logs)).toContain(`order:${a}`);
  });

  it("cancels through the single-order path: one refund row each, never twice", async () => {
    const ids = await placed(2);
    const [a, b] = ids;
    const first = await bulk({ ids: [a, b], action: "cancel" });
    expect(first.json().results).toEqual([
      { id: a, ok: true },
      { id: b, ok: true },
    ]);
    const again = await bulk({ ids: [a, b, 99999999], action: "cancel" });
    expect(again.json().results).toEqual([
      { id: a, ok: false, message: `Order #${a} is already canceled.` },
      { id: b, ok: false, message: `Order #${b} is already canceled.` },
      { id: 99999999, ok: false, message: "Order not found" },
    ]);
    // A pending order canceled gives back its whole charge, in one refund row.
    for (const id of ids) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      const refunds = await refundsOf(id);
      expect(refunds.map((row) => row.amount)).toEqual([order?.charge]);
    }
  });

  it("resends only where the single resend may, and never an order whose outcome is unknown", async () => {
    const providerId = await insertProvider(t.database.db, fake);
    const serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
    const customer = await registerCustomer(t.app);
    const insertOrder = async () => {
      const [row] = await t.database.db
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
      if (!row) throw new Error("no order");
      return row.id;
    };
    const failed = await insertOrder();
    const unknown = await insertOrder();
    await t.database.db.insert(providerOrders).values([
      { orderId: failed, run: 0, providerId, state: "failed" },
      { orderId: unknown, run: 0, providerId, state: "unknown" },
    ]);
    const [manual] = await placed(1);
    const res = await bulk({ ids: [failed, unknown, manual], action: "resend" });
    expect(res.statusCode).toBe(200);
    const [sent, leftAlone, manualResult] = res.json().results;
    expect(sent).toEqual({ id: failed, ok: true });
    expect(leftAlone).toMatchObject({ id: unknown, ok: false });
    expect(leftAlone.message).toMatch(/no known outcome.*resend it on its own/);
    expect(manualResult).toEqual({
      id: manual,
      ok: false,
      message: `Order #${manual} is for a manual service; no provider delivers it.`,
    });
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.dedupeKey} in (${`forward:${failed}:0`}, ${`forward:${unknown}:0`})`);
    expect(queued.map((job) => job.dedupeKey)).toEqual([`forward:${failed}:0`]);
  });

  it.each([
    [{ ids: [], action: "cancel" }, "ids", "Choose at least one order."],
    [
      { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: "cancel" },
      "ids",
      "Choose at most 100 orders at a time.",
    ],
    [{ ids: [1, 1], action: "cancel" }, "ids", "Choose each order once."],
    [{ ids: [1], action: "status", status: "partial" }, "status", undefined],
    [{ ids: [1], action: "explode" }, "action", undefined],
    [{ ids: ["x"], action: "cancel" }, "ids.0", undefined],
  ])("refuses %j with a message on %s", async (payload, field, message) => {
    const res = await bulk(payload);
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toEqual([message]);
  });

  it("is open to the roles that change one order (support), not to finance", async () => {
    const [order] = await placed(1);
    const support = await inviteStaff(t, "support", "bulkdesk");
    const finance = await inviteStaff(t, "finance", "bulkbooks");
    expect((await bulk({ ids: [order], action: "status", status: "processing" }, finance.headers)).statusCode).toBe(
      403,
    );
    const res = await bulk({ ids: [order], action: "status", status: "processing" }, support.headers);
    expect(res.json()).toEqual({ results: [{ id: order, ok: true }] });
  });
});
