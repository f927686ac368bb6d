import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../db/rows";
import { adminSuite } from "./test-helpers";

/**
 * Property: whatever JSON reaches an admin write (wrong types, unknown fields, huge strings, not an object),
 * the answer is a 4xx with a message, never a 500, and nothing is written. Only endpoints where random input
 * cannot by chance be a valid write are fuzzed (a PATCH of one flag, for instance, could be).
 */
const t = adminSuite();

const TABLES = [
  "services",
  "categories",
  "service_updates",
  "orders",
  "ledger_entries",
  "users",
  "settings",
  "mail_jobs",
  "outbox_mail",
  "tickets",
  "admin_password_resets",
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

const ENDPOINTS: Array<{ method: "POST" | "PUT"; url: string; fields: string[] }> = [
  {
    method: "POST",
    url: "/api/admin/services",
    fields: ["categoryId", "title", "price", "ratePer1000", "minAmount", "maxAmount", "deliveryTime", "type"],
  },
  { method: "POST", url: "/api/admin/categories", fields: ["title", "platform", "icon", "sortOrder", "enabled"] },
  { method: "POST", url: "/api/admin/users/1/funds", fields: ["direction", "amount", "reason"] },
  { method: "POST", url: "/api/admin/mail", fields: ["audience", "subject", "body"] },
  { method: "PUT", url: "/api/admin/tickets/1/status", fields: ["status"] },
  {
    method: "PUT",
    url: "/api/admin/settings",
    fields: ["currency_rates", "payment_methods", "affiliate", "child_panel"],
  },
  { method: "PUT", url: "/api/admin/password", fields: ["current_password", "password", "password_confirmation"] },
  { method: "POST", url: "/api/admin/reset-password", fields: ["token", "password", "password_confirmation"] },
];

const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((n) => "x".repeat(n));

function bodies(fields: string[]) {
  const value = fc.oneof(fc.jsonValue(), hugeString, fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "null"));
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...fields, "id", "__proto__", "constructor"), value, { maxKeys: 8 }),
  );
}

describe("fuzz: arbitrary JSON to the admin writes", () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url} answers 4xx with a message and writes nothing`, async () => {
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.fields), async (body) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { "content-type": "application/json", ...t.admin },
            payload: JSON.stringify(body),
          });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect((res.json() as { message?: unknown }).message).toEqual(expect.any(String));
        }),
        { numRuns: 50 },
      );
      expect(await rowCounts()).toEqual(before);
    }, 120_000);
  }
});
