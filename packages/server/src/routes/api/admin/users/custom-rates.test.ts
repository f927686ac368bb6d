import { customerRatePer1000 } from "@smm/domain";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, systemLog } from "../../../../db/schema";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const admin = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: t.admin, ...(payload ? { payload } : {}) });

const v2 = (payload: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(payload).toString(),
  });

async function lastOrderDebit(userId: number) {
  const [row] = await t.database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, "order")))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return row?.amount;
}

describe("per-customer rates", () => {
  it("is what the customer is shown and charged on the web, in a mass order and through API v2", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "10000.00");
    // 10 % off everything, and service 1 (listed at ₦1,200.00 per 1000) at a negotiated ₦900.00.
    expect((await admin("PUT", `/users/${customer.user.id}/discount`, { discount_percent: "10" })).statusCode).toBe(
      200,
    );
    const set = await admin("PUT", `/users/${customer.user.id}/rates/1`, { rate_per_1000: "900.00" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual([
      { serviceId: 1, service: expect.any(String), listRatePer1000: "1200.00", ratePer1000: "900.00" },
    ]);

    // Shown: the app prices with GET /user's custom rates; API v2 `services` answers the rate.
    const user = (await t.app.inject({ method: "GET", url: "/api/user", headers: customer.auth })).json();
    expect(user.custom_unit_prices).toEqual({ 1: "0.9" });
    const { key } = (await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth })).json();
    const services = (await v2({ key, action: "services" })).json() as Array<{ service: number; rate: string }>;
    expect(services.find((service) => service.service === 1)?.rate).toBe("900.00");
    // Another service keeps its list price less the discount.
    const catalogue = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data as Array<{
      id: number;
      price: string;
    }>;
    const listPrice = catalogue.find((service) => service.id === 2)?.price ?? "";
    expect(services.find((service) => service.service === 2)?.rate).toBe(
      customerRatePer1000({ id: 2, unitPrice: listPrice }, { discountPercent: "10" }),
    );

    // Charged: the web order, its ledger row, a mass order line and an API v2 order.
    const web = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: customer.auth,
      payload: { service_id: 1, link: "https://instagram.com/p/a", quantity: 1000 },
    });
    expect(web.statusCode).toBe(201);
    expect(web.json().charge).toBe("900.00");
    expect(await lastOrderDebit(customer.user.id)).toBe("-900.00");
    const mass = await t.app.inject({
      method: "POST",
      url: "/api/mass-orders",
      headers: customer.auth,
      payload: { orders: [{ service_id: 1, link: "https://instagram.com/p/b", quantity: 500 }] },
    });
    expect(mass.statusCode).toBe(201);
    expect(mass.json().orders[0].charge).toBe("450.00");
    const added = (
      await v2({ key, action: "add", service: "1", link: "https://instagram.com/p/c", quantity: "100" })
    ).json();
    expect((await v2({ key, action: "status", order: String(added.order) })).json().charge).toBe("90.00");
    expect(await lastOrderDebit(customer.user.id)).toBe("-90.00");

    // Removed: the list price less the discount again (₦1,080.00 per 1000).
    const removed = await admin("DELETE", `/users/${customer.user.id}/rates/1`);
    expect(removed.json()).toEqual({ data: [] });
    const after = (await v2({ key, action: "services" })).json() as Array<{ service: number; rate: string }>;
    expect(after.find((service) => service.service === 1)?.rate).toBe("1080.00");
  });

  it("audits every change under the operator's name", async () => {
    const customer = await registerCustomer(t.app);
    await admin("PUT", `/users/${customer.user.id}/rates/1`, { rate_per_1000: "1000" });
    await admin("PUT", `/users/${customer.user.id}/rates/1`, { rate_per_1000: "950.50" });
    const [entry] = await t.database.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, "user.custom_rate"), eq(systemLog.target, `user:${customer.user.id}`)))
      .orderBy(desc(systemLog.id))
      .limit(1);
    expect(entry?.actor).toMatch(/^admin:\d+ admin@example\.com$/);
    expect(entry?.before).toEqual({ serviceId: 1, ratePer1000: "1000.00" });
    expect(entry?.after).toEqual({ serviceId: 1, ratePer1000: "950.50" });
  });

  it("refuses a bad rate, an unknown service or customer and a bad id, changing nothing", async () => {
    const customer = await registerCustomer(t.app);
    const rates = `/users/${customer.user.id}/rates`;
    for (const rate of ["0", "-5", "abc", "12.345", "12.35", ""]) {
      const bad = await admin("PUT", `${rates}/1`, { rate_per_1000: rate });
      expect(bad.statusCode, rate).toBe(422);
      expect(bad.json().errors.rate_per_1000[0]).toMatch(/rate per 1000/);
    }
    expect((await admin("PUT", `${rates}/1`, {})).statusCode).toBe(422);
    expect((await admin("PUT", `${rates}/999999`, { rate_per_1000: "10" })).json().message).toBe("Service not found");
    expect((await admin("PUT", "/users/999999/rates/1", { rate_per_1000: "10" })).statusCode).toBe(404);
    expect((await admin("PUT", `${rates}/abc`, { rate_per_1000: "10" })).statusCode).toBe(422);
    expect((await admin("DELETE", `${rates}/1`)).statusCode).toBe(404);
    expect((await admin("GET", rates)).json()).toEqual({ data: [] });
  });
});
