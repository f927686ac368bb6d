import type { OrderRequestSummary } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { testClient } from "../test-support/testClient";

const summary: OrderRequestSummary = {
  order_id: 7,
  refill: { available: false, latest: null },
  cancel: {
    available: false,
    latest: { id: 3, status: "rejected", created_at: "2026-11-22T10:00:00.000Z", reason: "Already delivering" },
  },
};

describe("order requests", () => {
  it("refill and cancel POST to the order's path and answer its request states", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: summary }));
    await expect(api.orderRequests.cancel(7)).resolves.toEqual(summary);
    expect(fake.last().method).toBe("post");
    expect(fake.last().url).toBe("/orders/7/cancel");
    await api.orderRequests.refill(7);
    expect(fake.last().url).toBe("/orders/7/refill");
  });

  it("keeps the server's message, and falls back to the call's own", async () => {
    let body: unknown = { message: "Order not eligible for refill" };
    const { api } = testClient(() => ({ status: 422, data: body }));
    await expect(api.orderRequests.refill(7)).rejects.toMatchObject({
      status: 422,
      message: "Order not eligible for refill",
    });
    body = "";
    await expect(api.orderRequests.cancel(7)).rejects.toMatchObject({ message: "Failed to request a cancel" });
  });

  it("list asks for the ids as one comma-separated parameter and unwraps the data", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { data: [summary] } }));
    await expect(api.orderRequests.list([7, 8])).resolves.toEqual([summary]);
    expect(fake.last().url).toBe("/order-requests");
    expect(fake.last().params).toEqual({ order_ids: "7,8" });
  });

  it("list of no ids makes no call; more than 100 is refused before sending", async () => {
    const { api, fake } = testClient();
    await expect(api.orderRequests.list([])).resolves.toEqual([]);
    await expect(api.orderRequests.list(Array.from({ length: 101 }, (_, i) => i + 1))).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });
});
