import { MASS_ORDER_MESSAGES, NEW_ORDER_MESSAGES } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, services, userDiscounts } from "../../../db/schema";
import { INSUFFICIENT_BALANCE_MESSAGE } from "../../../services/ledger";
import { MASS_ORDER_EMPTY_MESSAGE } from "../../../services/orders";
import {
  createTestApp,
  fundCustomer,
  loginDemo,
  newCustomerPayload,
  registerCustomer,
  type TestApp,
} from "../../../testing";

let t: TestApp;
let service: { id: number; price: string; min_amount: number; max_amount: number; service_title: string };

beforeAll(async () => {
  t = await createTestApp();
  const services = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data;
  // Instagram Followers [Basic]: 1.20 per unit, 10..100000.
  service = services[0];
});
afterAll(() => t.close());

async function fundedCustomer(amount: string) {
  const customer = await registerCustomer(t.app);
  await fundCustomer(t.database.db, customer.user.id, amount);
  return customer;
}

const balanceOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).json().balance as string;

const order = (auth: Record<string, string>, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/orders", headers: { ...auth, ...headers }, payload: payload as object });

describe("POST /api/orders", () => {
  it("charges exactly quantity × unit price and writes the ledger row", async () => {
    const { auth, user } = await fundedCustomer("1000.00");
    const res = await order(auth, { service_id: service.id, link: "https://instagram.com/p/abc", quantity: 333 });
    expect(res.statusCode).toBe(201);
    expect(service.price).toBe("1.20");
    expect(res.json()).toMatchObject({
      charge: "399.60",
      quantity: 333,
      status: "pending",
      remains: 333,
      service: service.service_title,
    });
    expect(await balanceOf(auth)).toBe("600.40");
    const ledger = (await t.app.inject({ method: "GET", url: "/api/transactions", headers: auth })).json();
    expect(ledger[0]).toMatchObject({ amount: "-399.60", method: "Order" });
    const placed = res.json();
    const stored = await t.app.inject({ method: "GET", url: `/api/orders/${placed.id}`, headers: auth });
    expect(stored.json()).toEqual(placed);
    const [row] = await t.database.db
      .select({ balanceAfter: ledgerEntries.balanceAfter, reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, "order")));
    expect(row).toEqual({ balanceAfter: "600.40", reference: `order:${placed.id}` });
  });

  it("refuses quantities outside the service's bounds and non-http links with the domain's messages", async () => {
    const { auth } = await fundedCustomer("1000.00");
    // The link's rule is the request schema's, checked before the service is read; the bounds are the service's.
    const badLink = await order(auth, { service_id: service.id, link: "javascript:alert(1)", quantity: 100 });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json().errors).toEqual({ link: [NEW_ORDER_MESSAGES.linkInvalid] });
    const tooFew = await order(auth, { service_id: service.id, link: "https://x.com/a", quantity: 5 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().errors).toEqual({ quantity: [NEW_ORDER_MESSAGES.quantityMin(service.min_amount)] });
    const tooMany = await order(auth, { service_id: service.id, link: "https://x.com/a", quantity: 1e9 });
    expect(tooMany.json().errors).toEqual({ quantity: [NEW_ORDER_MESSAGES.quantityMax(service.max_amount)] });
    const beyondIds = await order(auth, { service_id: 2 ** 40, link: "https://x.com/a", quantity: 100 });
    expect(beyondIds.json().errors).toEqual({ service_id: [MASS_ORDER_MESSAGES.unknownService(2 ** 40)] });
    const unknown = await order(auth, { service_id: 999999, link: "https://x.com/a", quantity: 100 });
    expect(unknown.json().errors.service_id).toEqual([MASS_ORDER_MESSAGES.unknownService(999999)]);
    expect(await balanceOf(auth)).toBe("1000.00");
  });

  it("refuses an order the balance does not cover and charges nothing", async () => {
    const { auth } = await fundedCustomer("10.00");
    const res = await order(auth, { service_id: service.id, link: "https://instagram.com/p/abc", quantity: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    expect(await balanceOf(auth)).toBe("10.00");
    // With a key: the same 422, and the key is not used up.
    const keyed = await order(
      auth,
      { service_id: service.id, link: "https://instagram.com/p/abc", quantity: 10 },
      { "idempotency-key": "broke-1" },
    );
    expect(keyed.statusCode).toBe(422);
    expect(keyed.json().message).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    const list = (await t.app.inject({ method: "GET", url: "/api/orders", headers: auth })).json();
    expect(list.data).toEqual([]);
  });

  it("replays the first answer for a retried Idempotency-Key and refuses the key with another body", async () => {
    const { auth } = await fundedCustomer("100.00");
    const body = { service_id: service.id, link: "https://instagram.com/p/abc", quantity: 50 };
    const first = await order(auth, body, { "idempotency-key": "retry-1" });
    const second = await order(
      auth,
      { quantity: 50, link: body.link, service_id: body.service_id },
      { "idempotency-key": "retry-1" },
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await balanceOf(auth)).toBe("40.00");
    const other = await order(auth, { ...body, quantity: 10 }, { "idempotency-key": "retry-1" });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors["Idempotency-Key"]).toEqual([
      "This Idempotency-Key was already used with a different request.",
    ]);
    expect(await balanceOf(auth)).toBe("40.00");
  });

  it("replays a keyed order even when the same order would now be refused (balance spent)", async () => {
    const { auth } = await fundedCustomer("60.00");
    const body = { service_id: service.id, link: "https://instagram.com/p/spent", quantity: 50 };
    const first = await order(auth, body, { "idempotency-key": "spent-1" });
    expect(first.statusCode).toBe(201);
    expect(await balanceOf(auth)).toBe("0.00");
    const retry = await order(auth, body, { "idempotency-key": "spent-1" });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    const fresh = await order(auth, body, { "idempotency-key": "spent-2" });
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().message).toBe(INSUFFICIENT_BALANCE_MESSAGE);
  });
});

describe("POST /api/orders after the catalogue changed", () => {
  it("prices from the current price, discount, bounds and enablement, not from an earlier order's", async () => {
    // Its own address: this file signs up more customers than one address may per minute.
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: newCustomerPayload(),
      remoteAddress: "192.0.2.10",
    });
    const { token, user } = signUp.json();
    const auth = { authorization: `Bearer ${token}` };
    await fundCustomer(t.database.db, user.id, "1000.00");
    const other = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data[1] as typeof service;
    const body = { service_id: other.id, link: "https://instagram.com/p/changed", quantity: 100 };
    const setService = (values: Partial<typeof services.$inferInsert>) =>
      t.database.db.update(services).set(values).where(eq(services.id, other.id));
    expect((await order(auth, body)).statusCode).toBe(201);

    await setService({ unitPrice: "2.00" });
    expect((await order(auth, body)).json().charge).toBe("200.00");

    await t.database.db.insert(userDiscounts).values({ userId: user.id, percent: "10" });
    expect((await order(auth, body)).json().charge).toBe("180.00");

    await setService({ minAmount: 500 });
    const tooFew = await order(auth, body);
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().errors).toEqual({ quantity: [NEW_ORDER_MESSAGES.quantityMin(500)] });

    await setService({ minAmount: other.min_amount, enabled: false });
    const disabled = await order(auth, body);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors).toEqual({ service_id: [MASS_ORDER_MESSAGES.unknownService(other.id)] });
    await setService({ enabled: true, unitPrice: other.price });
  });
});

describe("GET /api/orders", () => {
  it("filters by status, searches id/service/link, filters by service and paginates", async () => {
    const { auth } = await loginDemo(t.app);
    const all = (await t.app.inject({ method: "GET", url: "/api/orders?per_page=3", headers: auth })).json();
    expect(all.meta).toEqual({ page: 1, per_page: 3, total: 7, last_page: 3 });
    expect(all.data).toHaveLength(3);
    const completed = (
      await t.app.inject({ method: "GET", url: "/api/orders?status=completed", headers: auth })
    ).json();
    expect(completed.data.every((o: { status: string }) => o.status === "completed")).toBe(true);
    expect(completed.meta.total).toBe(2);
    const byLink = (await t.app.inject({ method: "GET", url: "/api/orders?search=youtube.com", headers: auth })).json();
    expect(byLink.meta.total).toBe(1);
    const byId = (
      await t.app.inject({ method: "GET", url: `/api/orders?search=${byLink.data[0].id}`, headers: auth })
    ).json();
    expect(byId.data.map((o: { id: number }) => o.id)).toContain(byLink.data[0].id);
    const byService = (
      await t.app.inject({ method: "GET", url: `/api/orders?service_id=${byLink.data[0].service_id}`, headers: auth })
    ).json();
    expect(byService.data.every((o: { service_id: number }) => o.service_id === byLink.data[0].service_id)).toBe(true);
    const wildcard = (await t.app.inject({ method: "GET", url: "/api/orders?search=%25", headers: auth })).json();
    expect(wildcard.meta.total).toBe(0);
  });

  it("answers 404 for another customer's order", async () => {
    const demo = await loginDemo(t.app);
    const demoOrder = (await t.app.inject({ method: "GET", url: "/api/orders", headers: demo.auth })).json().data[0];
    const own = await t.app.inject({ method: "GET", url: `/api/orders/${demoOrder.id}`, headers: demo.auth });
    expect(own.json().id).toBe(demoOrder.id);
    const stranger = await registerCustomer(t.app);
    const res = await t.app.inject({ method: "GET", url: `/api/orders/${demoOrder.id}`, headers: stranger.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Order not found" });
  });
});

describe("POST /api/mass-orders", () => {
  type Line = { service_id: unknown; link: unknown; quantity: unknown } | unknown;
  const massOrder = (auth: Record<string, string>, orders: Line[] | unknown) =>
    t.app.inject({ method: "POST", url: "/api/mass-orders", headers: auth, payload: { orders } });
  const line = (name: string, quantity: number) => ({
    service_id: service.id,
    link: `https://instagram.com/p/${name}`,
    quantity,
  });

  it("places every line in one transaction with one ledger row each", async () => {
    const { auth, user } = await fundedCustomer("500.00");
    const res = await massOrder(auth, [line("a", 100), line("b", 50)]);
    expect(res.statusCode).toBe(201);
    expect(res.json().orders.map((o: { charge: string }) => o.charge)).toEqual(["120.00", "60.00"]);
    expect(res.json().balance).toBe("320.00");
    const ledger = (await t.app.inject({ method: "GET", url: "/api/transactions", headers: auth })).json();
    expect(
      ledger
        .slice(0, 2)
        .map((l: { amount: string }) => l.amount)
        .sort(),
    ).toEqual(["-120.00", "-60.00"]);
    // Each line's row, in line order, carries the balance it left behind.
    const rows = await t.database.db
      .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, "order")))
      .orderBy(ledgerEntries.id);
    expect(rows.map((row) => [row.amount, row.balanceAfter])).toEqual([
      ["-120.00", "380.00"],
      ["-60.00", "320.00"],
    ]);
  });

  it("reports per-line errors in the spec's words and places nothing", async () => {
    const { auth } = await fundedCustomer("500.00");
    const res = await massOrder(auth, [
      line("a", 100),
      { service_id: "abc", link: "nope", quantity: -1 },
      "1 | 2",
      { service_id: service.id, link: "https://user:pass@instagram.com/p/a", quantity: service.max_amount + 1 },
      { service_id: 99999999999, link: "https://instagram.com/p/a", quantity: 100 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.orders).toEqual([
      `Line 2: ${MASS_ORDER_MESSAGES.serviceIdNotNumber}`,
      `Line 2: ${MASS_ORDER_MESSAGES.invalidUrl}`,
      `Line 2: ${MASS_ORDER_MESSAGES.quantityNotPositive}`,
      `Line 3: ${MASS_ORDER_MESSAGES.wrongParts}`,
      `Line 4: ${MASS_ORDER_MESSAGES.invalidUrl}`,
      `Line 5: ${MASS_ORDER_MESSAGES.unknownService(99999999999)}`,
    ]);
    const tooMany = await massOrder(auth, [line("a", service.max_amount + 1)]);
    expect(tooMany.json().errors.orders).toEqual([
      `Line 1: ${MASS_ORDER_MESSAGES.quantityAboveMax(service.max_amount)}`,
    ]);
    for (const nothing of [[], undefined]) {
      const empty = await massOrder(auth, nothing);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.orders).toEqual([MASS_ORDER_EMPTY_MESSAGE]);
    }
    expect((await massOrder(auth, { 0: line("a", 100) })).statusCode).toBe(422);
    expect(await balanceOf(auth)).toBe("500.00");
  });

  it("places nothing when the balance does not cover the whole batch", async () => {
    const { auth } = await fundedCustomer("150.00");
    const res = await massOrder(auth, [line("a", 100), line("b", 100)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    expect(await balanceOf(auth)).toBe("150.00");
    expect((await t.app.inject({ method: "GET", url: "/api/orders", headers: auth })).json().meta.total).toBe(0);
  });

  it("refuses more than 100 lines", async () => {
    const { auth } = await fundedCustomer("500.00");
    const res = await massOrder(
      auth,
      Array.from({ length: 101 }, () => line("a", 10)),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.orders).toEqual([MASS_ORDER_MESSAGES.tooManyLines]);
  });
});
