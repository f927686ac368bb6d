import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, orders, systemLog } from "../../../../db/schema";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

async function placeOrder(quantity = 1000) {
  const customer = await registerCustomer(t.app);
  await fundCustomer(t.database.db, customer.user.id, "100000.00");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { ...customer.auth, "idempotency-key": `o-${customer.user.id}` },
    payload: { service_id: 1, link: "https://instagram.com/p/abc", quantity },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { customer, order: res.json() as { id: number; charge: string } };
}

const patch = (id: number, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/admin/orders/${id}`, headers: t.admin, payload });

describe("admin orders", () => {
  it("lists every customer's orders with filters, search and paging", async () => {
    const { customer, order } = await placeOrder();
    const byUser = (
      await t.app.inject({ url: `/api/admin/orders?user_id=${customer.user.id}`, headers: t.admin })
    ).json();
    expect(byUser.meta.total).toBe(1);
    for (const user of [customer.user.username.toUpperCase(), customer.payload.email, `#${customer.user.id}`]) {
      const named = (
        await t.app.inject({ url: `/api/admin/orders?user=${encodeURIComponent(String(user))}`, headers: t.admin })
      ).json();
      expect(
        named.data.map((o: { id: number }) => o.id),
        String(user),
      ).toEqual([order.id]);
    }
    const nobody = (await t.app.inject({ url: "/api/admin/orders?user=no-such-customer", headers: t.admin })).json();
    expect(nobody.meta.total).toBe(0);
    expect(byUser.data[0]).toMatchObject({
      id: order.id,
      userId: customer.user.id,
      username: customer.user.username,
      status: "pending",
      refunded: "0.00",
      providerId: null,
    });
    const pending = (
      await t.app.inject({ url: "/api/admin/orders?status=pending&per_page=100", headers: t.admin })
    ).json();
    expect(pending.data.every((o: { status: string }) => o.status === "pending")).toBe(true);
    const searched = (
      await t.app.inject({ url: `/api/admin/orders?search=${customer.user.username}`, headers: t.admin })
    ).json();
    expect(searched.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const all = (
      await t.app.inject({ url: "/api/admin/orders?per_page=2&sort=id&direction=asc", headers: t.admin })
    ).json();
    expect(all.data).toHaveLength(2);
    expect(all.data[0].id).toBeLessThan(all.data[1].id);
    expect((await t.app.inject({ url: "/api/admin/orders?status=lost", headers: t.admin })).statusCode).toBe(422);
  });

  it("a manual Partial refunds charge × remains / quantity into the customer's ledger, once", async () => {
    const { customer, order } = await placeOrder(1000);
    const res = await patch(order.id, { status: "partial", remains: 250 });
    expect(res.statusCode).toBe(200);
    const expected = (Number(order.charge) * 0.25).toFixed(2);
    expect(res.json()).toMatchObject({ status: "partial", remains: 250, refunded: expected });
    expect(res.json().ledger.map((e: { kind: string }) => e.kind)).toEqual(["order", "refund"]);
    const ledger = (
      await t.app.inject({ url: `/api/admin/users/${customer.user.id}/ledger`, headers: t.admin })
    ).json();
    expect(ledger.data[0]).toMatchObject({ kind: "refund", amount: expected, reference: `order:${order.id}` });
    const me = (await t.app.inject({ url: "/api/user", headers: customer.auth })).json();
    expect(me.balance).toBe((100000 - Number(order.charge) + Number(expected)).toFixed(2));
    const again = await patch(order.id, { status: "canceled" });
    expect(again.statusCode).toBe(422);
    const refunds = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `order:${order.id}`));
    expect(refunds.filter((row) => row.kind === "refund")).toHaveLength(1);
    const [audit] = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `order:${order.id}`));
    expect(audit).toMatchObject({
      action: "order.status",
      before: { status: "pending" },
      after: { status: "partial" },
    });
  });

  it("sets the start count and remains by hand without moving money", async () => {
    const { customer, order } = await placeOrder(500);
    const res = await patch(order.id, { startCount: 1234, remains: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ startCount: 1234, remains: 100, status: "pending", refunded: "0.00" });
    const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, customer.user.id));
    expect(rows.filter((row) => row.kind === "refund")).toHaveLength(0);
  });

  it("refuses bad input with clear messages and changes nothing", async () => {
    const { order } = await placeOrder(500);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const empty = await patch(order.id, {});
    expect(empty.json().errors).toEqual({ status: ["Give a status, a start count or remains to change."] });
    const bad = await patch(order.id, { startCount: -1, remains: "x" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      startCount: ["The start count must be a whole number of at least 0."],
      remains: ["The remains must be a whole number of at least 0."],
    });
    const tooMany = await patch(order.id, { remains: 501 });
    expect(tooMany.json().errors).toEqual({ remains: ["The remains cannot be above the quantity (500)."] });
    const status = await patch(order.id, { status: "lost" });
    expect(status.statusCode).toBe(422);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toEqual(before);
    expect((await patch(99999999, { startCount: 1 })).statusCode).toBe(404);
  });
});
