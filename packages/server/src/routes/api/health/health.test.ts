import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing";

describe("GET /api/health", () => {
  // One app for the tests that only read; the one that closes the database builds its own.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers ok after a real query", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database is gone", async () => {
    const closing = await createTestApp();
    try {
      await closing.database.close();
      const res = await closing.app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "error", database: "unreachable" });
    } finally {
      await closing.close();
    }
  });

  it("answers JSON 404 for unknown API paths and the not-built page for app paths", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    const page = await t.app.inject({ method: "GET", url: "/dashboard/orders" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("pnpm build");
  });

  it("sends the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // HSTS only over HTTPS (inject is plain HTTP): plugins/external/security.test.ts.
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
