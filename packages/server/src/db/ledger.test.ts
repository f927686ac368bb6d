import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";
import { ledgerEntries, users } from "./schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("database backstops", () => {
  it("refuses to edit or delete a ledger row", async () => {
    const [row] = await t.database.db.select().from(ledgerEntries).limit(1);
    if (!row) throw new Error("the seed has ledger rows");
    await expect(
      t.database.db.update(ledgerEntries).set({ amount: "1.00" }).where(eq(ledgerEntries.id, row.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.id, row.id))).rejects.toThrow();
    const [after] = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, row.id));
    expect(after?.amount).toBe(row.amount);
  });

  it("refuses a negative balance whatever the code does", async () => {
    await expect(t.database.db.update(users).set({ balance: sql`-1` })).rejects.toThrow();
  });
});
