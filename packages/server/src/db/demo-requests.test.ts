import type { OrderRequestSummary } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginDemo, type TestApp } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the demo order history", () => {
  it("has an order that can be refilled and one that can be cancelled, so both paths are visible", async () => {
    const demo = await loginDemo(t.app);
    const orders = (await t.app.inject({ method: "GET", url: "/api/orders?per_page=50", headers: demo.auth })).json();
    const ids = orders.data.map((order: { id: number }) => order.id).join(",");
    const summaries: OrderRequestSummary[] = (
      await t.app.inject({ method: "GET", url: `/api/order-requests?order_ids=${ids}`, headers: demo.auth })
    ).json().data;
    expect(summaries.some((summary) => summary.refill.available)).toBe(true);
    expect(summaries.some((summary) => summary.cancel.available)).toBe(true);
  });
});
