import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, fundCustomer, registerCustomer, type TestApp } from "../testing";
import { adminAuth, registeredRoutes } from "./api/admin/test-helpers";

/**
 * The inputs of issue #15 that reached the database and answered 500: each is refused with a 4xx and a message
 * (ids out of range or not numbers, empty updates, NUL bytes, over-long text, huge amounts, deep nesting).
 */
let t: TestApp;
let customer: Record<string, string>;
let operator: Record<string, string>;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerCustomer(t.app);
  customerId = registered.user.id;
  customer = registered.auth;
  await fundCustomer(t.database.db, customerId, "1000.00");
  operator = await adminAuth(t.app);
});
afterAll(() => t.close());

const NUL = "a\u0000b";

async function send(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  return t.app.inject({
    method: method as "POST",
    url,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

function expectRefused(res: { statusCode: number; body: string }, field?: string) {
  expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
  const answer = JSON.parse(res.body) as { message?: unknown; errors?: Record<string, string[]> };
  expect(answer.message).toEqual(expect.any(String));
  if (field) expect(answer.errors, res.body.slice(0, 200)).toHaveProperty([field]);
}

describe("no input gives a 500", () => {
  it.each(["1e309", "-1", "1.5", "abc", "0", "2147483648", "Infinity"])("every :id route refuses id %s", async (id) => {
    for (const route of registeredRoutes(t.app).filter((r) => r.url.includes("/:"))) {
      const url = route.url.replace(/:[A-Za-z]+/g, id);
      for (const headers of [operator, customer]) {
        const res = await send(
          route.method,
          url,
          headers,
          route.method === "GET" || route.method === "DELETE" ? undefined : {},
        );
        expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it.each([
    "/api/services?category_id=1e309",
    "/api/services?category_id=Infinity",
    "/api/service-updates?page=1e309",
    "/api/service-updates?search=a%00b",
  ])("GET %s is a 422 with a field message", async (url) => {
    const res = await send("GET", url, customer);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(422);
    expectRefused(res);
  });

  it.each(["5", "[]", "null", '"text"'])("a body that is no JSON object (%s) is told so on the body", async (body) => {
    for (const [url, headers] of [
      ["/api/orders", customer],
      ["/api/deposits", customer],
      ["/api/affiliate/payouts", customer],
      ["/api/admin/mail", operator],
      ["/api/admin/settings", operator],
    ] as const) {
      const res = await send(url.endsWith("settings") ? "PUT" : "POST", url, headers, body);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(422);
      expect(res.json().errors, url).toEqual({ body: ["The request body must be a JSON object."] });
    }
  });

  it.each(["/api/admin/services/1", "/api/admin/categories/1"])(
    "PATCH %s with no known field is a 422",
    async (url) => {
      for (const body of [{}, { unknown: 1 }]) {
        const res = await send("PATCH", url, operator, body);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(422);
        expectRefused(res);
      }
    },
  );

  it("NUL bytes in free text are refused with the field's message", async () => {
    const cases: Array<[string, string, Record<string, string>, Record<string, unknown>, string]> = [
      ["POST", "/api/tickets", customer, { subject: NUL, message: "Where is my order?" }, "subject"],
      ["POST", "/api/tickets", customer, { subject: "Order", message: NUL }, "message"],
      ["POST", "/api/affiliate/visits", {}, { code: NUL }, "code"],
      ["POST", "/api/login", {}, { login: NUL, password: "Secret123" }, "login"],
      ["PUT", "/api/user", customer, { first_name: NUL, last_name: "Customer" }, "first_name"],
      [
        "POST",
        `/api/admin/users/${customerId}/funds`,
        operator,
        { direction: "add", amount: "10", reason: NUL },
        "reason",
      ],
      ["POST", "/api/admin/services", operator, { ratePer1000: NUL }, "ratePer1000"],
      ["PATCH", "/api/admin/services/1", operator, { price: NUL }, "price"],
    ];
    for (const [method, url, headers, body, field] of cases) {
      const res = await send(method, url, headers, body);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(422);
      expectRefused(res, field);
    }
  });

  it("a price that is no decimal is the price field's 422 on every admin service edit (issue #33: PUT was a 500)", async () => {
    for (const [method, body] of [
      ["PUT", { price: "abc" }],
      ["PUT", { price: "" }],
      ["PATCH", { price: "abc" }],
      ["PATCH", { ratePer1000: "abc" }],
    ] as const) {
      const res = await send(method, "/api/admin/services/1", operator, body);
      expect(res.statusCode, `${method} ${res.body.slice(0, 200)}`).toBe(422);
      expectRefused(res, Object.keys(body)[0]);
    }
  });

  it("over-long ticket text is refused with the field's message", async () => {
    const res = await send("POST", "/api/tickets", customer, { subject: "Order", message: "x".repeat(100_000) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(422);
    expectRefused(res, "message");
  });

  it("amounts beyond the money column and deeply nested or infinite bodies are refused", async () => {
    for (const [url, headers, body] of [
      ["/api/deposits", customer, { method: "card", amount: "99999999999999999999" }],
      [
        `/api/admin/users/${customerId}/funds`,
        operator,
        { direction: "add", amount: "99999999999999999999", reason: "x" },
      ],
      ["/api/orders", customer, '{"service_id":1e309,"link":"https://instagram.com/a","quantity":1e309}'],
      ["/api/orders", customer, `${"[".repeat(10_000)}${"]".repeat(10_000)}`],
      [
        "/api/tickets",
        customer,
        // A field the route does not declare is dropped by its schema; one it reads is refused.
        `{"subject":"Order","message":${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}}`,
      ],
    ] as const) {
      expectRefused(await send("POST", url, headers, body));
    }
  });
});
