import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, fundCustomer, registerCustomer, type TestApp } from "../testing";

/**
 * Property: whatever JSON arrives at an endpoint (wrong types, unknown fields, huge strings, not an object at
 * all), the answer is a 4xx with a readable message, never a 500, and nothing is written.
 */
let t: TestApp;
let auth: Record<string, string>;

const TABLES = [
  "users",
  "sessions",
  "orders",
  "ledger_entries",
  "payments",
  "idempotency_keys",
  "tickets",
  "ticket_messages",
  "child_panels",
  "affiliate_payouts",
  "password_resets",
  "outbox_mail",
  "api_keys",
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: Array<{ n: number }>;
    };
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  const customer = await registerCustomer(t.app);
  await fundCustomer(t.database.db, customer.user.id, "100000.00");
  auth = customer.auth;
});
afterAll(() => t.close());

const ENDPOINTS: Array<{ method: "POST" | "PUT"; url: string; fields: string[]; authed: boolean }> = [
  { method: "POST", url: "/api/login", fields: ["login", "password", "remember"], authed: false },
  {
    method: "POST",
    url: "/api/register",
    fields: ["username", "email", "first_name", "last_name", "password", "password_confirmation", "referral_code"],
    authed: false,
  },
  { method: "POST", url: "/api/admin/login", fields: ["email", "password"], authed: false },
  { method: "POST", url: "/api/orders", fields: ["service_id", "link", "quantity"], authed: true },
  { method: "POST", url: "/api/mass-orders", fields: ["orders"], authed: true },
  { method: "POST", url: "/api/deposits", fields: ["method", "amount", "provider"], authed: true },
  // Names alone could be a valid profile edit by chance, so only fields the endpoint must ignore are fuzzed.
  { method: "PUT", url: "/api/user", fields: ["balance", "role", "username", "email"], authed: true },
  {
    method: "PUT",
    url: "/api/user/password",
    fields: ["current_password", "password", "password_confirmation"],
    authed: true,
  },
  {
    method: "POST",
    url: "/api/child-panels",
    fields: ["domain", "currency", "adminUsername", "adminPassword", "confirmPassword", "pricePerMonth"],
    authed: true,
  },
  { method: "POST", url: "/api/affiliate/payouts", fields: ["amount"], authed: true },
  // Any non-blank subject and message make a valid ticket, so the message is never sent here.
  { method: "POST", url: "/api/tickets", fields: ["subject", "status", "user_id"], authed: true },
  { method: "POST", url: "/api/forgot-password", fields: ["email"], authed: false },
  { method: "POST", url: "/api/reset-password", fields: ["token", "password", "password_confirmation"], authed: false },
];

const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((n) => "x".repeat(n));

/** Bodies that are anything at all, or shaped like the endpoint's payload with wrong or extreme values. */
function bodies(fields: string[]) {
  const value = fc.oneof(fc.jsonValue(), hugeString, fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "null"));
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...fields, "id", "balance", "__proto__", "constructor"), value, { maxKeys: 8 }),
  );
}

const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

describe("fuzz: arbitrary JSON to every JSON endpoint", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url} answers 4xx with a message and writes nothing`, async () => {
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.fields), address, async (body, remoteAddress) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { "content-type": "application/json", ...(endpoint.authed ? auth : {}) },
            payload: JSON.stringify(body),
            remoteAddress,
          });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          const answer = res.json() as { message?: unknown };
          expect(typeof answer.message).toBe("string");
          expect((answer.message as string).length).toBeGreaterThan(0);
        }),
        { numRuns: 60 },
      );
      expect(await rowCounts()).toEqual(before);
    }, 120_000);
  }

  it("malformed JSON and wrong content types answer 4xx with a message", async () => {
    for (const [contentType, payload] of [
      ["application/json", "{not json"],
      ["application/json", ""],
      ["text/plain", "hello"],
      ["application/xml", "<a/>"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { ...auth, "content-type": contentType },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("arbitrary query strings on the list endpoints answer 200 or 4xx, never 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/orders", "/api/services", "/api/transactions"),
        fc.dictionary(
          fc.constantFrom("status", "search", "service_id", "page", "per_page", "category_id", "limit"),
          fc.string({ maxLength: 40 }),
          {
            maxKeys: 5,
          },
        ),
        async (path, query) => {
          const res = await t.app.inject({ method: "GET", url: path, query, headers: auth });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe("string");
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});
