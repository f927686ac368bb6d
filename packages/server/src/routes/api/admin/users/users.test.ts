import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, outboxMail, systemLog, users } from "../../../../db/schema";
import { refreshAggregates } from "../../../../services/aggregates";
import { fundCustomer, mailedLink, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: t.admin, ...(payload ? { payload } : {}) });

describe("admin users", () => {
  it("lists and searches customers with balance, order count and discount", async () => {
    const customer = await registerCustomer(t.app);
    const found = (await call("GET", `/users?search=${customer.payload.email}`)).json();
    expect(found.meta.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      id: customer.user.id,
      username: customer.user.username,
      balance: "0.00",
      discountPercent: "0",
      suspended: false,
      orderCount: 0,
      totalSpent: "0.00",
    });
    const demo = (await call("GET", "/users?search=demo")).json().data[0];
    expect(demo.orderCount).toBe(7);
    const byBalance = (await call("GET", "/users?sort=balance&direction=desc&per_page=100")).json().data;
    const balances = byBalance.map((u: { balance: string }) => Number(u.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it("counts orders and spending exactly across the roll-ups, and sorts by the rolled-up count", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "9000.00");
    const order = (key: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { ...customer.auth, "idempotency-key": key },
        payload: { service_id: 1, link: "https://instagram.com/p/z", quantity: 1000 },
      });
    const shown = async () => (await call("GET", `/users/${customer.user.id}`)).json();
    await order("one");
    await refreshAggregates(t.database.db);
    await order("two");
    const spentOnOrders = async () => {
      const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, customer.user.id));
      return rows.filter((row) => row.kind === "order").reduce((sum, row) => sum - Number(row.amount), 0);
    };
    expect(await shown()).toMatchObject({ orderCount: 2, totalSpent: (await spentOnOrders()).toFixed(2) });
    await refreshAggregates(t.database.db);
    expect(await shown()).toMatchObject({ orderCount: 2, totalSpent: (await spentOnOrders()).toFixed(2) });
    const top = (await call("GET", "/users?sort=orders&direction=desc")).json().data;
    expect(top[0].username).toBe("demo"); // 7 orders, then this customer's 2
    expect(top[1].id).toBe(customer.user.id);
  });

  it("adds and deducts funds with a reason: a ledger row each, audited; never below zero", async () => {
    const customer = await registerCustomer(t.app);
    const add = await call("POST", `/users/${customer.user.id}/funds`, {
      direction: "add",
      amount: "1500.50",
      reason: "Bank transfer #88",
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toMatchObject({
      balance: "1500.50",
      entry: { amount: "1500.50", balanceAfter: "1500.50", kind: "adjustment", reference: "admin: Bank transfer #88" },
    });
    const deduct = await call("POST", `/users/${customer.user.id}/funds`, {
      direction: "deduct",
      amount: "500.25",
      reason: "Chargeback",
    });
    expect(deduct.json()).toMatchObject({ balance: "1000.25", entry: { amount: "-500.25", kind: "adjustment" } });
    const tooMuch = await call("POST", `/users/${customer.user.id}/funds`, {
      direction: "deduct",
      amount: "1000.26",
      reason: "Too much",
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: ["The deduction is larger than the user's balance."] });
    const bad = await call("POST", `/users/${customer.user.id}/funds`, { direction: "take", amount: "1.001" });
    expect(bad.json().errors).toEqual({
      direction: ["Choose add or deduct."],
      amount: ["The amount must be greater than 0 with at most 2 decimals, e.g. 1500.50."],
      reason: ["The reason is required."],
    });
    const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, customer.user.id));
    expect(rows.map((row) => row.amount)).toEqual(["1500.50", "-500.25"]);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(user?.balance).toBe("1000.25");
    const audits = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `user:${customer.user.id}`));
    expect(audits.map((row) => row.action)).toEqual(["user.funds.add", "user.funds.deduct"]);
    expect(audits[0]).toMatchObject({
      before: { balance: "0.00" },
      after: { balance: "1500.50", reason: "Bank transfer #88" },
    });
  });

  it("a per-user discount lowers that customer's order prices (and only theirs)", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "100000.00");
    const res = await call("PUT", `/users/${customer.user.id}/discount`, { discount_percent: "10" });
    expect(res.json().discountPercent).toBe("10");
    const service = (await t.app.inject({ url: "/api/services" })).json().data[0];
    const order = (
      await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { ...customer.auth, "idempotency-key": "disc-1" },
        payload: { service_id: service.id, link: "https://instagram.com/p/x", quantity: 1000 },
      })
    ).json();
    const full = Number(service.price) * 1000;
    expect(order.charge).toBe((Math.round(full * 0.9 * 100) / 100).toFixed(2));
    const bad = await call("PUT", `/users/${customer.user.id}/discount`, { discount_percent: "101" });
    expect(bad.json().errors).toEqual({
      discount_percent: ["The discount must be a percentage from 0 to 100 (at most 2 decimals)."],
    });
  });

  it("suspends (sessions end at once) and reactivates", async () => {
    const customer = await registerCustomer(t.app);
    const suspended = await call("POST", `/users/${customer.user.id}/suspend`);
    expect(suspended.json().suspended).toBe(true);
    expect((await t.app.inject({ url: "/api/user", headers: customer.auth })).statusCode).toBe(401);
    const login = () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { login: customer.payload.username, password: customer.payload.password },
      });
    expect((await login()).statusCode).not.toBe(200);
    expect((await call("POST", `/users/${customer.user.id}/reactivate`)).json().suspended).toBe(false);
    expect((await login()).statusCode).toBe(200);
  });

  it("sends a password reset link to the customer (the outbox shows it hidden)", async () => {
    const customer = await registerCustomer(t.app);
    const res = await call("POST", `/users/${customer.user.id}/password-reset`);
    expect(res.json()).toEqual({ message: `A password reset link was sent to ${customer.payload.email}.` });
    const mails = await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, customer.payload.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain("[reset link hidden]");
    expect(await mailedLink(t, customer.payload.email)).toContain("/reset-password?token=");
  });

  it("shows a user's ledger and tickets; an unknown user is 404", async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: customer.auth,
      payload: { subject: "Where is my order", message: "It has been a day." },
    });
    const tickets = (await call("GET", `/users/${customer.user.id}/tickets`)).json();
    expect(tickets.data).toMatchObject([{ subject: "Where is my order", status: "open" }]);
    expect((await call("GET", "/users/99999999")).statusCode).toBe(404);
    expect((await call("GET", "/users/99999999/ledger")).statusCode).toBe(404);
  });
});
