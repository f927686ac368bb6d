import { describe, expect, it } from "vitest";
import { sentBody, testClient } from "../test-support/testClient";

const order = {
  id: 9,
  date: "2026-11-22T10:00:00.000Z",
  link: "https://instagram.com/p/abc",
  charge: "25.00",
  startCount: null,
  quantity: 100,
  service: "Instagram Followers",
  service_id: 3,
  status: "pending",
  remains: 100,
};

describe("orders", () => {
  it("place POSTs the order with the submission's Idempotency-Key", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: order }));
    await expect(
      api.orders.place({ service_id: 3, link: order.link, quantity: 100 }, { idempotencyKey: "k-1" }),
    ).resolves.toEqual(order);
    expect(fake.last().method).toBe("post");
    expect(fake.last().url).toBe("/orders");
    expect(fake.last().headers.get("Idempotency-Key")).toBe("k-1");
    expect(sentBody(fake.last())).toEqual({ service_id: 3, link: order.link, quantity: 100 });
  });

  it("a retry of one submission sends the same key", async () => {
    let calls = 0;
    const { api, fake } = testClient(() => (++calls === 1 ? "network-error" : { status: 201, data: order }));
    const options = { idempotencyKey: "same-submission" };
    const payload = { service_id: 3, link: order.link, quantity: 100 };
    await expect(api.orders.place(payload, options)).rejects.toMatchObject({
      message: "Network error. Please try again.",
    });
    await api.orders.place(payload, options);
    expect(fake.requests.map((request) => request.headers.get("Idempotency-Key"))).toEqual([
      "same-submission",
      "same-submission",
    ]);
  });

  it("place keeps the field errors and falls back to 'Failed to place order'", async () => {
    let body: unknown = { message: "Minimum quantity is 10", errors: { quantity: ["Minimum quantity is 10"] } };
    const { api } = testClient(() => ({ status: 422, data: body }));
    const payload = { service_id: 3, link: order.link, quantity: 1 };
    await expect(api.orders.place(payload, { idempotencyKey: "k" })).rejects.toMatchObject({
      status: 422,
      errors: { quantity: ["Minimum quantity is 10"] },
    });
    body = "";
    await expect(api.orders.place(payload, { idempotencyKey: "k" })).rejects.toMatchObject({
      message: "Failed to place order",
    });
  });

  it("placeMass POSTs the parsed lines with the key", async () => {
    const result = { message: "1 orders placed successfully", balance: "75.00", orders: [order] };
    const { api, fake } = testClient(() => ({ status: 201, data: result }));
    const lines = [{ service_id: 3, link: order.link, quantity: 100 }];
    await expect(api.orders.placeMass(lines, { idempotencyKey: "m-1" })).resolves.toEqual(result);
    expect(fake.last().url).toBe("/mass-orders");
    expect(fake.last().headers.get("Idempotency-Key")).toBe("m-1");
    expect(sentBody(fake.last())).toEqual({ orders: lines });
  });

  it("list sends only the filters that narrow something", async () => {
    const page = { data: [order], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } };
    const { api, fake } = testClient(() => ({ status: 200, data: page }));
    await expect(api.orders.list()).resolves.toEqual(page);
    expect(fake.last().url).toBe("/orders");
    expect(fake.last().params).toEqual({});
    await api.orders.list({ status: "all", search: "  " });
    expect(fake.last().params).toEqual({});
    await api.orders.list({ status: "partial", search: " insta ", service_id: 3, page: 2, per_page: 20 });
    expect(fake.last().params).toEqual({
      status: "partial",
      search: "insta",
      service_id: "3",
      page: "2",
      per_page: "20",
    });
  });

  it("get reads one order and says 'Failed to fetch order' when the body is empty", async () => {
    let reply: { status: number; data?: unknown } = { status: 200, data: order };
    const { api, fake } = testClient(() => reply);
    await expect(api.orders.get(9)).resolves.toEqual(order);
    expect(fake.last().url).toBe("/orders/9");
    reply = { status: 404, data: { message: "Order not found" } };
    await expect(api.orders.get(9)).rejects.toMatchObject({ status: 404, message: "Order not found" });
    reply = { status: 500 };
    await expect(api.orders.get(9)).rejects.toMatchObject({ message: "Failed to fetch order" });
  });
});
