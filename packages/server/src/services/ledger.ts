import { subtractMoney, sumMoney, toMoney } from "@smm/domain";
import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { queryRows } from "../db/rows";
import { type LedgerKind, ledgerEntries, users } from "../db/schema";
import { HttpError } from "../errors";

export const INSUFFICIENT_BALANCE_MESSAGE = "Insufficient balance. Please add funds and try again.";

/** What every conditional debit answers when the balance cannot cover it (API v2 words it its own way). */
export class InsufficientBalanceError extends HttpError {
  constructor() {
    super(422, INSUFFICIENT_BALANCE_MESSAGE, { balance: [INSUFFICIENT_BALANCE_MESSAGE] });
  }
}

export const insufficientBalance = () => new InsufficientBalanceError();

interface Movement {
  userId: number;
  kind: LedgerKind;
  method: string;
  reference: string;
  /** The order the movement charges or refunds (its reference is then "order:<id>"). */
  orderId?: number;
}

/**
 * What a debit of several items takes: the total, and per item what the items after it still take, so each item's
 * ledger row can show the balance it left behind (the final balance + that).
 */
export interface DebitPlan {
  total: string;
  later: string[];
}

export function debitPlan(amounts: readonly string[]): DebitPlan {
  const total = sumMoney(...amounts);
  let stillToTake = total;
  const later = amounts.map((amount) => {
    stillToTake = subtractMoney(stillToTake, amount);
    return stillToTake;
  });
  return { total, later };
}

/**
 * The conditional debit as two entries of a WITH list, for a statement to build on (`debit`, `placeOrders`):
 * `debited` takes the total with ONE conditional update and answers the balance after, or no row when the balance
 * cannot cover it (two concurrent debits can never both pass a check only one should; the database's
 * CHECK balance >= 0 is the backstop); `debit_entries` writes a ledger row per item of `items` (a subquery of
 * amount, later, reference, order id or null, position), each with the running balance it left behind, only if
 * `debited` did.
 * Values may be placeholders, for a prepared statement.
 */
export function debitCtes(
  movement: { [K in "userId" | "kind" | "method"]: Movement[K] | Placeholder },
  total: string | Placeholder,
  items: SQL,
): SQL {
  return sql`debited as (
      update ${users} set balance = balance - ${total}::numeric
      where id = ${movement.userId} and balance >= ${total}::numeric
      returning balance
    ), debit_entries as (
      insert into ${ledgerEntries} (user_id, amount, balance_after, kind, method, reference, order_id)
      select ${movement.userId}, -item.amount, debited.balance + item.later, ${movement.kind}, ${movement.method},
        item.reference, item.order_id
      from debited, ${items} as item(amount, later, reference, order_id, position)
      order by item.position
    )`;
}

/**
 * Takes one amount from a balance (payouts, child panels, admin deductions) in ONE statement (`debitCtes`) with its
 * ledger row. Returns the balance after; throws `insufficientBalance` when the balance cannot cover it.
 */
export async function debit(tx: Tx, amount: string, movement: Movement): Promise<string> {
  const { reference, orderId = null, ...rest } = movement;
  const { total } = debitPlan([amount]);
  const item = sql`(select ${total}::numeric, 0::numeric, ${reference}::text, ${orderId}::integer, 1)`;
  const [row] = await queryRows<{ balance: string }>(
    tx,
    sql`with ${debitCtes(rest, total, item)}
    select balance::text as balance from debited`,
  );
  if (!row) throw insufficientBalance();
  return row.balance;
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
