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

  it("describes every /api/v2 action with its fields, in form and JSON bodies", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const body = document.paths["/api/v2"].post.requestBody.content;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(["application/x-www-form-urlencoded", "application/json"]),
    );
    const actions = body["application/json"].schema.oneOf as Array<{ properties: Record<string, { enum?: string[] }> }>;
    expect(actions.map((action) => action.properties.action?.enum?.[0])).toEqual([
      "services",
      "add",
      "status",
      "balance",
      "refill",
      "refill_status",
      "cancel",
    ]);
    const add = actions[1]?.properties ?? {};
    for (const field of [
      "service",
      "link",
      "quantity",
      "runs",
      "interval",
      "comments",
      "usernames",
      "username",
      "min",
    ]) {
      expect(add, field).toHaveProperty(field);
    }
  });

  it("describes the params and query of the routes", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const parameters = document.paths["/api/orders"].get.parameters as Array<{ name: string; in: string }>;
    expect(parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "service_id", in: "query" })]));
    expect(document.paths["/api/admin/users/{id}"].get.parameters[0]).toMatchObject({
      name: "id",
      in: "path",
      schema: { type: "integer", minimum: 1, maximum: 2147483647 },
    });
    expect(document.paths["/api/login"].post.requestBody.content["application/json"].schema.required).toEqual([
      "login",
      "password",
    ]);
  });
});
