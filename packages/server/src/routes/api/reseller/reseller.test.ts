import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userDiscounts } from "../../../db/schema";
import { createTestApp, fundCustomer, registerCustomer, type TestApp } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const v2 = (payload: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(payload).toString(),
  });

describe("reseller API", () => {
  it("creates a key shown once, then serves services, add, status and balance through the same ledger", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "100.00");
    const none = await t.app.inject({ method: "GET", url: "/api/api-key", headers: customer.auth });
    expect(none.json()).toEqual({ exists: false });
    const created = await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth });
    expect(created.statusCode).toBe(201);
    const { key } = created.json();
    expect(created.json()).toEqual({ key, last_four: key.slice(-4) });
    const fresh = (await t.app.inject({ method: "GET", url: "/api/api-key", headers: customer.auth })).json();
    expect(fresh).toEqual({
      exists: true,
      last_four: key.slice(-4),
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(JSON.stringify(fresh)).not.toContain(key);

    const services = (await v2({ key, action: "services" })).json();
    expect(services[0]).toMatchObject({ service: expect.any(Number), rate: "1200.00", min: "10", max: "100000" });
    const added = (
      await v2({
        key,
        action: "add",
        service: String(services[0].service),
        link: "https://instagram.com/p/x",
        quantity: "50",
      })
    ).json();
    expect(added.order).toEqual(expect.any(Number));
    expect((await v2({ key, action: "status", order: String(added.order) })).json()).toEqual({
      charge: "60.00",
      start_count: "0",
      status: "Pending",
      remains: "50",
      currency: "NGN",
    });
    expect((await v2({ key, action: "balance" })).json()).toEqual({ balance: "40.00", currency: "NGN" });

    const tooSmall = await v2({
      key,
      action: "add",
      service: String(services[0].service),
      link: "https://instagram.com/p/x",
      quantity: "1",
    });
    expect(tooSmall.statusCode).toBe(200);
    expect(tooSmall.json()).toEqual({ error: "Quantity less than minimal 10" });
    const described = (await t.app.inject({ method: "GET", url: "/api/api-key", headers: customer.auth })).json();
    expect(Date.parse(described.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers {error} for a bad key, an unknown action and someone else's order", async () => {
    expect((await v2({ key: "nope", action: "balance" })).json()).toEqual({ error: "Invalid API key" });
    const a = await registerCustomer(t.app);
    const { key } = (await t.app.inject({ method: "POST", url: "/api/api-key", headers: a.auth })).json();
    expect((await v2({ key, action: "explode" })).json()).toEqual({ error: "Incorrect request" });
    const other = await v2({ key, action: "status", order: "1" });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ error: "Incorrect order ID" });
    const replaced = (await t.app.inject({ method: "POST", url: "/api/api-key", headers: a.auth })).json();
    expect((await v2({ key, action: "balance" })).json()).toEqual({ error: "Invalid API key" });
    expect((await v2({ key: replaced.key, action: "balance" })).statusCode).toBe(200);
  });
});

describe("reseller API pricing", () => {
  it("charges API orders the customer's discount, as the web does", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "100.00");
    await t.database.db.insert(userDiscounts).values({ userId: customer.user.id, percent: "10" });
    const { key } = (await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth })).json();
    const [service] = (await v2({ key, action: "services" })).json();
    const added = (
      await v2({
        key,
        action: "add",
        service: String(service.service),
        link: "https://instagram.com/p/x",
        quantity: "50",
      })
    ).json();
    // 50 × 1.20 = 60.00 at list price; 10 % off is 54.00.
    expect((await v2({ key, action: "status", order: String(added.order) })).json().charge).toBe("54.00");
    expect((await v2({ key, action: "balance" })).json().balance).toBe("46.00");
  });
});

describe("reseller API refusals", () => {
  /** A funded customer with a key, a drip-feed service, and the customer's balance and order count. */
  async function reseller() {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "100000.00");
    const { key } = (await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth })).json();
    const list = (await v2({ key, action: "services" })).json() as {
      service: number;
      max: string;
      dripfeed: boolean;
    }[];
    const service = list.find((each) => each.dripfeed);
    if (!service) throw new Error("the demo catalogue has no drip-feed service");
    const state = async () => {
      const user = (await t.app.inject({ method: "GET", url: "/api/user", headers: customer.auth })).json();
      const orders = (await t.app.inject({ method: "GET", url: "/api/orders", headers: customer.auth })).json();
      return { balance: user.balance as string, orders: orders.meta.total as number };
    };
    return { key, service: String(service.service), max: Number(service.max), state };
  }

  it("refuses junk links with HTTP 200 {error} and charges nothing", async () => {
    const { key, service, state } = await reseller();
    const before = await state();
    for (const link of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "not a url at all",
      "https://user:pass@instagram.com/p/x",
      "https://instagram.com/p/x y",
    ]) {
      const response = await v2({ key, action: "add", service, link, quantity: "50" });
      expect(response.statusCode).toBe(200);
      expect(response.json(), link).toEqual({ error: "Incorrect link" });
    }
    expect(await state()).toEqual(before);
  });

  it("refuses a drip-feed whose runs × quantity passes the service's maximum, or an int4, with {error}", async () => {
    const { key, service, max, state } = await reseller();
    const before = await state();
    const base = { key, action: "add", service, link: "https://instagram.com/p/x", interval: "5" };
    const over = await v2({ ...base, quantity: String(max), runs: "2" });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toEqual({ error: `Quantity more than maximal ${max}` });
    const huge = await v2({ ...base, quantity: "100", runs: "2147483647" });
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toEqual({ error: `Quantity more than maximal ${max}` });
    expect(await state()).toEqual(before);
  });

  it("answers HTTP 200 {error} with the operator's message in maintenance, for GET and POST", async () => {
    const { key, service, state } = await reseller();
    const operator = { actor: "test", ip: null };
    await t.app.settings.update(operator, { maintenance: true });
    const before = await state();
    try {
      const { maintenance_message } = await t.app.settings.all();
      const add = { key, action: "add", service, link: "https://instagram.com/p/x", quantity: "50" };
      const posted = await v2(add);
      expect(posted.statusCode).toBe(200);
      expect(posted.json()).toEqual({ error: maintenance_message });
      const got = await t.app.inject({ method: "GET", url: `/api/v2?${new URLSearchParams(add)}` });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual({ error: maintenance_message });
      expect(await state()).toEqual(before);
      expect((await v2({ key, action: "balance" })).json()).toHaveProperty("balance");
    } finally {
      await t.app.settings.update(operator, { maintenance: false });
    }
  });
});
