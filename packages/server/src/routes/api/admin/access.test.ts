import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCustomer, type TestApp } from "../../../testing";
import { registeredRoutes } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sign-in and reset flow: the only /api/admin routes without a session. */
const PUBLIC = new Set([
  "POST /api/admin/login",
  "POST /api/admin/login/two-factor",
  "POST /api/admin/forgot-password",
  "POST /api/admin/reset-password",
]);

describe("every /api/admin route", () => {
  it("answers 401 without a token and 403 to a customer's token", async () => {
    const routes = registeredRoutes(t.app).filter(
      ({ method, url }) => url.startsWith("/api/admin/") && !PUBLIC.has(`${method} ${url}`),
    );
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: "POST", url: "/api/admin/users/:id/funds" });
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: "GET", url: "/api/admin/requests" },
        { method: "POST", url: "/api/admin/requests/refills/:id" },
        { method: "POST", url: "/api/admin/requests/cancels/:id" },
        { method: "PATCH", url: "/api/admin/providers/:id" },
        { method: "DELETE", url: "/api/admin/providers/:id" },
      ]),
    );
    const customer = await registerCustomer(t.app);
    for (const { method, url } of routes) {
      const path = url.replace(/:\w+/g, "1");
      const request = { method: method as "GET", url: path, ...(method === "GET" ? {} : { payload: {} }) };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      const asCustomer = await t.app.inject({ ...request, headers: customer.auth });
      expect(asCustomer.statusCode, `${method} ${url} as a customer`).toBe(403);
      expect(asCustomer.json()).toEqual({ message: "This action is for operators only." });
    }
  });

  it("are described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/admin/orders/{id}/resend", "/api/admin/users/{id}/funds", "/api/settings"]),
    );
  });
});
