import { subtractMoney, sumMoney, toMoney } from "@smm/domain";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { queryRows } from "../db/rows";
import { type LedgerKind, ledgerEntries, users } from "../db/schema";
import { HttpError } from "../errors";

export const INSUFFICIENT_BALANCE_MESSAGE = "Insufficient balance. Please add funds and try again.";

/** What every conditional debit answers when the balance cannot cover it. */
export const insufficientBalance = () =>
  new HttpError(422, INSUFFICIENT_BALANCE_MESSAGE, { balance: [INSUFFICIENT_BALANCE_MESSAGE] });

interface Movement {
  userId: number;
  kind: LedgerKind;
  method: string;
  reference: string;
}

/**
 * Takes a sum from a balance with ONE conditional update: two concurrent debits can never both pass a check that
 * only one of them should (the database's CHECK balance >= 0 is the backstop). All or nothing: each item (an
 * order of a batch) gets its own ledger row with the running balance it left behind, written by the same
 * statement (a data-modifying CTE; the items travel as one JSON parameter). Returns the balance after.
 */
export async function debitEach(
  tx: Tx,
  items: ReadonlyArray<{ amount: string; reference: string }>,
  movement: Omit<Movement, "reference">,
): Promise<string> {
  const total = sumMoney(...items.map((item) => item.amount));
  // Each row's balance after = the final balance + what the items after it still take.
  let stillToTake = total;
  const entries = items.map((item) => {
    stillToTake = subtractMoney(stillToTake, item.amount);
    return { amount: subtractMoney("0", item.amount), later: stillToTake, reference: item.reference };
  });
  const [row] = await queryRows<{ balance: string }>(
    tx,
    sql`
    with debited as (
      update ${users} set balance = balance - ${total}::numeric
      where id = ${movement.userId} and balance >= ${total}::numeric
      returning balance
    ), entries as (
      insert into ${ledgerEntries} (user_id, amount, balance_after, kind, method, reference)
      select ${movement.userId}, item.amount, debited.balance + item.later, ${movement.kind}, ${movement.method},
        item.reference
      from debited,
        rows from (json_to_recordset(${JSON.stringify(entries)}::json) as (amount numeric, later numeric, reference text))
          with ordinality as item(amount, later, reference, position)
      order by item.position
    )
    select balance::text as balance from debited`,
  );
  if (!row) throw insufficientBalance();
  return row.balance;
}

/** One amount taken from a balance (payouts, child panels, admin deductions): `debitEach` with one item. */
export function debit(tx: Tx, amount: string, movement: Movement): Promise<string> {
  const { reference, ...rest } = movement;
  return debitEach(tx, [{ amount, reference }], rest);
}

/** Adds `amount` to a balance and writes its ledger row in the same transaction. Returns the balance after. */
export async function credit(tx: Tx, amount: string, movement: Movement): Promise<string> {
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}::numeric` })
    .where(eq(users.id, movement.userId))
    .returning({ balance: users.balance });
  if (!row) throw new HttpError(404, "Account not found");
  await tx.insert(ledgerEntries).values({ ...movement, amount: toMoney(amount), balanceAfter: row.balance });
  return row.balance;
}
