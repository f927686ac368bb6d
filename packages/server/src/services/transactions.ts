import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { ledgerEntries } from "../db/schema";
import { toTransaction } from "./serializers";

/** The customer's ledger, newest first: every deposit, bonus, order, refund, commission and payout. */
export async function listTransactions(db: Db, userId: number, limit = 100) {
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
  return rows.map(toTransaction);
}
