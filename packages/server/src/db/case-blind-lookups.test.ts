import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";
import { queryPlan } from "../testing/query-plan";
import { queryRows } from "./rows";

/**
 * Signing in, signing up and the resets find an account by its name or e-mail in any case. Under row-level security
 * (migration 0019) they still read an index, without marking any built-in function LEAKPROOF (a superuser's change
 * to the whole database): they compare a stored lower-case copy with `=`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The plan of `query` as the application runs it (the main panel, row-level security on), scans discouraged. */
function planOf(query: string): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryPlan(tx, query);
  });
}

describe("case-blind look-ups under row-level security", () => {
  it("leave PostgreSQL's built-in functions as they ship (none marked LEAKPROOF)", async () => {
    const rows = await queryRows<{ name: string; leakproof: boolean }>(
      t.database.db,
      sql`select proname as name, proleakproof as leakproof from pg_proc
          where oid in ('lower(text)'::regprocedure, 'textcat(text,text)'::regprocedure,
                        'texticlike(text,text)'::regprocedure, 'textlike(text,text)'::regprocedure)`,
    );
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.leakproof)).toEqual([]);
  });

  it("read an index for a customer's and an operator's name or e-mail", async () => {
    const lookups = {
      customerEmail: "select id from users where email_lower = lower('Demo@Example.com')",
      customerName: "select id from users where username_lower = lower('Demo') or email_lower = lower('Demo')",
      operatorEmail: "select id from admins where email_lower = lower('Admin@Example.com')",
      operatorName: "select id from admins where username_lower = lower('Owner')",
    };
    for (const [name, query] of Object.entries(lookups)) {
      const plan = await planOf(query);
      expect(plan, name).toMatch(/Index/);
      expect(plan, name).not.toMatch(/Seq Scan/);
    }
  });

  it("keep the lower-case copies in step with the names", async () => {
    const [row] = await queryRows<{ username_lower: string; email_lower: string }>(
      t.database.db,
      sql`update users set username = 'MiXed', email = 'MiXed@Example.COM'
          where id = (select min(id) from users) returning username_lower, email_lower`,
    );
    expect(row).toEqual({ username_lower: "mixed", email_lower: "mixed@example.com" });
  });
});
