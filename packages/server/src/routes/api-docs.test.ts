import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

/** The browsable API reference at /api/docs works under the panel's CSP: no inline script, every asset same-origin. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/docs", () => {
  it("serves the reference page with the panel's CSP and only same-origin script files", async () => {
    const res = await t.app.inject({ url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/static\//);
      expect(inline?.trim()).toBe("");
    }
    for (const [, asset] of res.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      expect((await t.app.inject({ url: asset })).statusCode, asset).toBe(200);
    }
  });

  it("reads the same OpenAPI document as /api/openapi.json", async () => {
    const docs = (await t.app.inject({ url: "/api/docs/json" })).json();
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(docs.paths).toEqual(document.paths);
  });
});
