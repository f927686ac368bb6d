import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { catalogueEndpoints } from "@smm/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/rows";
import { refreshAggregates } from "../../../services/aggregates";
import { createTestApp, loginDemo, type TestApp } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("catalogue", () => {
  it("sends cached bodies that parse with the contract's schemas (they are not serialised from them)", async () => {
    const answers = await Promise.all(
      ["/api/categories", "/api/services", "/api/catalogue"].map((url) => t.app.inject({ url })),
    );
    const [categories, services, catalogue] = answers.map((answer) => answer.json());
    expect(catalogueEndpoints.categories.response.parse(categories).data.length).toBeGreaterThan(0);
    expect(catalogueEndpoints.services.response.parse(services).data.length).toBeGreaterThan(0);
    expect(catalogueEndpoints.catalogue.response.parse(catalogue).services.length).toBeGreaterThan(0);
  });

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

  it("GET /api/catalogue lists platforms ('all' first) and services with what the pages show", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/catalogue" });
    const body = res.json();
    expect(body.platforms.map((p: { id: string }) => p.id)).toEqual(["all", "instagram", "youtube", "tiktok"]);
    expect(body.services.some((s: { isNew: boolean }) => s.isNew)).toBe(true);
    expect(body.services.some((s: { isRecommended: boolean }) => s.isRecommended)).toBe(true);
    expect(body.services[0].features.length).toBeGreaterThan(0);
    expect(Object.keys(body.services[0]).sort()).toEqual(
      [
        "id",
        "platform",
        "title",
        "features",
        "price",
        "minOrder",
        "maxOrder",
        "deliveryTime",
        "isNew",
        "isRecommended",
        "orderCount",
        "categoryId",
        "category",
        "description",
        "refill",
        "cancel",
        "type",
      ].sort(),
    );
  });

  it("GET /api/catalogue lists every enabled service, each with its category and type, for the full price list", async () => {
    const body = (await t.app.inject({ method: "GET", url: "/api/catalogue" })).json();
    const all = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data;
    expect(body.services.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(
      all.map((s: { id: number }) => s.id),
    );
    const categories = (await t.app.inject({ method: "GET", url: "/api/categories" })).json().data;
    const titles = new Map(categories.map((c: { id: number; category_title: string }) => [c.id, c.category_title]));
    for (const service of body.services) expect(service.category).toBe(titles.get(service.categoryId));
    const pkg = body.services.find((s: { title: string }) => s.title.startsWith("TikTok Starter Package"));
    expect(pkg).toMatchObject({ type: "Package", refill: expect.any(Boolean), cancel: expect.any(Boolean) });
    expect(body.services.find((s: { title: string }) => s.title === "TikTok Views [Basic]")?.type).toBe("Default");
  });
});

describe("GET /api/catalogue popularity", () => {
  it("is the order count the aggregates job publishes, not a count per request", async () => {
    const popularity = async () =>
      new Map(
        (await t.app.inject({ url: "/api/catalogue" }))
          .json()
          .services.map((s: { id: number; orderCount: number }) => [s.id, s.orderCount]),
      );
    expect([...(await popularity()).values()].every((count) => count === 0)).toBe(true);
    await refreshAggregates(t.database.db);
    const counted = await queryRows<{ service_id: number; n: number }>(
      t.database.db,
      sql`select service_id, count(*)::int as n from orders group by 1`,
    );
    expect(counted.length).toBeGreaterThan(0);
    const published = await popularity();
    for (const { service_id, n } of counted) expect(published.get(service_id)).toBe(n);
  });
});

describe("catalogue caching", () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it.each(["/api/catalogue", "/api/categories", "/api/services?category_id=1"])(
    "%s answers an ETag and 304 with no body while nothing changed",
    async (url) => {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers["cache-control"]).toContain("no-cache");
      const again = await get(url, { "if-none-match": `W/${etag}, "other"` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    },
  );

  it("is compressed for browsers that accept it, and the same JSON", async () => {
    const plain = await get("/api/catalogue");
    const br = await get("/api/catalogue", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get("/api/catalogue", { "accept-encoding": "gzip" });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("changes with any change to services or categories, whoever makes it", async () => {
    const before = await get("/api/catalogue");
    // Another instance (or SQL by hand): only the database knows.
    await t.database.db.execute(sql`update services set title = 'Renamed by hand' where id = 1`);
    const after = await get("/api/catalogue", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().services.find((s: { id: number }) => s.id === 1).title).toBe("Renamed by hand");
    const categories = await get("/api/categories");
    await t.database.db.execute(sql`update categories set title = 'Renamed too' where id = 1`);
    const renamed = await get("/api/categories", { "if-none-match": String(categories.headers.etag) });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data[0].category_title).toBe("Renamed too");
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
