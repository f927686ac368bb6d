import { MASS_ORDER_MESSAGES } from "@smm/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { ApiError } from "../http/ApiError";
import { newIdempotencyKey } from "../http/idempotency";
import { demoCustomer, type LiveServer, startLiveServer } from "../test-support/liveServer";
import type { ServiceDetails } from "../types/responses";

let server: LiveServer;
let api: ApiClient;
let service: ServiceDetails;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

async function signIn(login: string, password: string): Promise<ApiClient> {
  const client = server.client();
  const { token, user } = await client.auth.login({ login, password });
  client.sessions.customer.save({ token, data: user }, { remember: false });
  return client;
}

beforeAll(async () => {
  server = await startLiveServer();
  const services = await server.client().catalogue.services();
  const cheapest = [...services].sort((a, b) => Number(a.price) - Number(b.price))[0];
  if (!cheapest) throw new Error("the demo data has no service");
  service = cheapest;
});
afterAll(() => server?.close());

beforeEach(async () => {
  api = await signIn(demoCustomer.username, demoCustomer.password);
});

const link = "https://www.instagram.com/p/contract-test/";

describe("placing an order", () => {
  it("charges the balance once and shows in the history and the ledger", async () => {
    const before = await api.user.dashboard();
    const order = await api.orders.place(
      { service_id: service.id, link, quantity: service.min_amount },
      { idempotencyKey: newIdempotencyKey() },
    );
    expect(order).toMatchObject({ service_id: service.id, link, quantity: service.min_amount, status: "pending" });
    expect(order.charge).toMatch(/^\d+\.\d{2}$/);
    const after = await api.user.dashboard();
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    await expect(api.orders.get(order.id)).resolves.toEqual(order);
    const page = await api.orders.list({ search: String(order.id) });
    expect(page.data.map((row) => row.id)).toContain(order.id);
    const [latest] = await api.funds.transactions({ limit: 1 });
    expect(latest?.amount.replace("-", "")).toBe(order.charge);
  });

  it("a retry with the same Idempotency-Key returns the first order and charges once", async () => {
    const options = { idempotencyKey: newIdempotencyKey() };
    const payload = { service_id: service.id, link, quantity: service.min_amount };
    const before = await api.user.dashboard();
    const first = await api.orders.place(payload, options);
    const retry = await api.orders.place(payload, options);
    expect(retry).toEqual(first);
    expect((await api.user.dashboard()).totalOrders).toBe(before.totalOrders + 1);
  });

  it("the same key with a different body is refused", async () => {
    const options = { idempotencyKey: newIdempotencyKey() };
    await api.orders.place({ service_id: service.id, link, quantity: service.min_amount }, options);
    const error = await failure(
      api.orders.place({ service_id: service.id, link, quantity: service.min_amount + 1 }, options),
    );
    expect(error.status).toBe(422);
    expect(error.errors["Idempotency-Key"]).toHaveLength(1);
  });

  it("a non-http link, then a quantity outside the service's bounds, are field errors", async () => {
    // The link's rule is the request schema's, checked first; the bounds are the service's, read after.
    const badLink = await failure(
      api.orders.place(
        { service_id: service.id, link: "ftp://example.com/x", quantity: service.max_amount },
        { idempotencyKey: newIdempotencyKey() },
      ),
    );
    expect(badLink.status).toBe(422);
    expect(badLink.errors).toEqual({ link: ["Please enter a valid link starting with http:// or https://"] });
    const tooMany = await failure(
      api.orders.place(
        { service_id: service.id, link: "https://example.com/x", quantity: service.max_amount + 1 },
        { idempotencyKey: newIdempotencyKey() },
      ),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.errors).toEqual({ quantity: [`Maximum quantity is ${service.max_amount}`] });
  });

  it("a customer with no balance gets the balance message and no order", async () => {
    const fresh = server.client();
    const username = `broke_${Date.now()}`;
    const { token, user } = await fresh.auth.register({
      username,
      email: `${username}@example.com`,
      first_name: "Bro",
      last_name: "Ke",
      password: "Secret123",
      password_confirmation: "Secret123",
    });
    fresh.sessions.customer.save({ token, data: user }, { remember: false });
    const error = await failure(
      fresh.orders.place(
        { service_id: service.id, link, quantity: service.min_amount },
        { idempotencyKey: newIdempotencyKey() },
      ),
    );
    expect(error.status).toBe(422);
    expect(error.errors.balance).toEqual([error.message]);
    expect((await fresh.orders.list()).meta.total).toBe(0);
  });

  it("another customer's order answers 404", async () => {
    const mine = await api.orders.place(
      { service_id: service.id, link, quantity: service.min_amount },
      { idempotencyKey: newIdempotencyKey() },
    );
    const other = server.client();
    const username = `other_${Date.now()}`;
    const { token, user } = await other.auth.register({
      username,
      email: `${username}@example.com`,
      first_name: "Oth",
      last_name: "Er",
      password: "Secret123",
      password_confirmation: "Secret123",
    });
    other.sessions.customer.save({ token, data: user }, { remember: false });
    expect((await failure(other.orders.get(mine.id))).status).toBe(404);
  });
});

describe("order history", () => {
  it("pages with meta and filters by status tab", async () => {
    const page = await api.orders.list({ per_page: 2, page: 1 });
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(page.meta.last_page).toBe(Math.max(1, Math.ceil(page.meta.total / 2)));
    const pending = await api.orders.list({ status: "pending", per_page: 100 });
    for (const row of pending.data) expect(row.status).toBe("pending");
  });
});

describe("mass orders", () => {
  it("places every line in one submission", async () => {
    const lines = [1, 2].map(() => ({ service_id: service.id, link, quantity: service.min_amount }));
    const result = await api.orders.placeMass(lines, { idempotencyKey: newIdempotencyKey() });
    expect(result.orders).toHaveLength(2);
    expect(result.balance).toMatch(/^\d+\.\d{2}$/);
    expect(result.message).toEqual(expect.any(String));
  });

  it("any bad line places nothing and lists the per-line errors in the spec's words", async () => {
    const before = (await api.orders.list()).meta.total;
    const lines = [
      { service_id: service.id, link, quantity: service.min_amount },
      { service_id: Number.NaN, link: "https://x.com", quantity: 10 },
      { service_id: service.id, link: "javascript:alert(1)", quantity: service.min_amount },
    ];
    const error = await failure(api.orders.placeMass(lines, { idempotencyKey: newIdempotencyKey() }));
    expect(error.status).toBe(422);
    expect(error.errors.orders).toEqual(
      expect.arrayContaining([
        `Line 2: ${MASS_ORDER_MESSAGES.serviceIdNotNumber}`,
        `Line 3: ${MASS_ORDER_MESSAGES.invalidUrl}`,
      ]),
    );
    expect((await api.orders.list()).meta.total).toBe(before);
  });
});
