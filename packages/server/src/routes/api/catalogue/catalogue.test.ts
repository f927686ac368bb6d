import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginDemo, type TestApp } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("catalogue", () => {
  it("GET /api/categories answers {data: [{id, category_title}]} including the new TikTok Followers category", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThanOrEqual(9);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      category_title: expect.any(String),
      platform: expect.any(String),
      icon: expect.any(String),
    });
    expect(data.map((c: { category_title: string }) => c.category_title)).toContain("TikTok Followers [New]");
  });

  it("GET /api/services?category_id= answers that category's services with decimal-string prices", async () => {
    const categories = (await t.app.inject({ method: "GET", url: "/api/categories" })).json().data;
    const res = await t.app.inject({ method: "GET", url: `/api/services?category_id=${categories[0].id}` });
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    for (const service of data) {
      expect(service.category_id).toBe(categories[0].id);
      expect(service).toMatchObject({
        service_title: expect.any(String),
        min_amount: expect.any(Number),
        max_amount: expect.any(Number),
      });
      expect(service.price).toMatch(/^\d+\.\d{2,4}$/);
    }
    const all = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data;
    expect(all.length).toBeGreaterThanOrEqual(55);
  });

  it("refuses a malformed category_id with 422", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/services?category_id=abc" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("category_id");
  });

  it("GET /api/catalogue lists platforms ('all' first) and services with flags and popularity", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/catalogue" });
    const body = res.json();
    expect(body.platforms.map((p: { id: string }) => p.id)).toEqual(["all", "instagram", "youtube", "tiktok"]);
    expect(body.services.some((s: { isNew: boolean }) => s.isNew)).toBe(true);
    expect(body.services.some((s: { isRecommended: boolean }) => s.isRecommended)).toBe(true);
    expect(body.services.some((s: { orderCount: number }) => s.orderCount > 0)).toBe(true);
    expect(body.services[0].features.length).toBeGreaterThan(0);
  });
});

describe("GET /api/transactions", () => {
  it("answers the customer's ledger as a bare array of {id, date, method, amount}", async () => {
    const { auth } = await loginDemo(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/transactions", headers: auth });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows[0]).toMatchObject({ id: expect.any(Number), date: expect.any(String), method: expect.any(String) });
    expect(rows.some((r: { amount: string }) => r.amount === "40000.00")).toBe(true);
  });

  it("needs a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/transactions" })).statusCode).toBe(401);
  });
});

describe("GET /api/dashboard", () => {
  it("answers balance, total orders and total spent that agree with the ledger", async () => {
    const { auth } = await loginDemo(t.app);
    const stats = (await t.app.inject({ method: "GET", url: "/api/dashboard", headers: auth })).json();
    expect(stats.username).toBe("demo");
    // Every order placed, the canceled one too: what Order History lists.
    expect(stats.totalOrders).toBe(7);
    const rows = (await t.app.inject({ method: "GET", url: "/api/transactions", headers: auth })).json();
    const ledgerCents = rows.reduce(
      (sum: number, r: { amount: string }) => sum + Math.round(Number(r.amount) * 100),
      0,
    );
    expect(Math.round(Number(stats.balance) * 100)).toBe(ledgerCents);
  });
});
