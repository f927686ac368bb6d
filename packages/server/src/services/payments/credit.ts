import { type CurrencyCode, isDecimalString, isPositive, percentOf, toDecimal } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { payments, users } from "../../db/schema";
import { credit } from "../ledger";
import { panelCurrency } from "../panels/currency";
import { readSettings } from "../settings";
import type { PaymentProviderName } from "./provider";

export type PaymentRow = typeof payments.$inferSelect;

/** What the gateway says was paid; compared with the deposit before anything is credited. */
export interface PaidAmount {
  /** In the panel's currency, an exact decimal string (a gateway's number converted without floats). */
  amount: string;
  currency: string;
}

export interface CreditRequest {
  reference: string;
  /** Only a deposit started with this provider may be completed by it. */
  provider: PaymentProviderName;
  /** The sandbox: only the deposit's own customer confirms it. */
  userId?: number;
  /** Gateways: the amount and currency they report must be the deposit's, to the kobo. */
  paid?: PaidAmount;
}

export type CreditOutcome =
  | { result: "credited"; payment: PaymentRow }
  /** Completed or failed before: nothing moves (a replayed webhook, a second approval). */
  | { result: "decided"; payment: PaymentRow }
  | { result: "not-found" }
  | { result: "mismatch"; payment: PaymentRow; reason: string };

/** Why a gateway's report does not match the deposit, or undefined when it does. */
function mismatchOf(payment: PaymentRow, paid: PaidAmount, currency: CurrencyCode): string | undefined {
  if (paid.currency.toUpperCase() !== currency) {
    return `currency ${paid.currency || "(none)"} instead of ${currency}`;
  }
  if (!isDecimalString(paid.amount) || !toDecimal(paid.amount).equals(toDecimal(payment.amount))) {
    return `amount ${paid.amount || "(none)"} instead of ${payment.amount}`;
  }
  return undefined;
}

/**
 * THE way a deposit becomes money, for every path (sandbox confirmation in demo mode, Paystack webhook, crypto IPN,
 * an operator's approval of a bank transfer): checks the deposit is the provider's (and the customer's, and what
 * the gateway says was paid), flips it pending → completed with a conditional update, and credits amount + bonus
 * (+ the referrer's commission) with their ledger rows, all in the caller's transaction. However often a
 * confirmation arrives, only one finds the deposit pending, so a reference is credited exactly once; commission
 * is only ever paid from a deposit credited here.
 */
export async function creditPendingPayment(tx: Tx, request: CreditRequest): Promise<CreditOutcome> {
  const [existing] = await tx.select().from(payments).where(eq(payments.reference, request.reference)).limit(1);
  if (
    !existing ||
    existing.provider !== request.provider ||
    (request.userId !== undefined && existing.userId !== request.userId)
  ) {
    return { result: "not-found" };
  }
  const mismatch = request.paid ? mismatchOf(existing, request.paid, await panelCurrency(tx)) : undefined;
  if (mismatch) return { result: "mismatch", payment: existing, reason: mismatch };
  const [payment] = await tx
    .update(payments)
    .set({ status: "completed", completedAt: new Date() })
    .where(and(eq(payments.id, existing.id), eq(payments.status, "pending")))
    .returning();
  if (!payment) return { result: "decided", payment: existing };

  const settings = await readSettings(tx);
  const label = settings.payment_methods.find((entry) => entry.id === payment.method)?.name ?? payment.method;
  const reference = payment.reference;
  await credit(tx, payment.amount, { userId: payment.userId, kind: "deposit", method: label, reference });
  if (isPositive(payment.bonus)) {
    await credit(tx, payment.bonus, { userId: payment.userId, kind: "bonus", method: `${label} bonus`, reference });
  }
  const [owner] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, payment.userId));
  if (owner?.referredBy) {
    const commission = percentOf(payment.amount, settings.affiliate.commission_percent);
    if (isPositive(commission)) {
      await credit(tx, commission, {
        userId: owner.referredBy,
        kind: "commission",
        method: "Affiliate commission",
        reference,
      });
    }
  }
  return { result: "credited", payment };
}

/** pending → failed, conditionally: a rejected transfer or a gateway's failed payment. Undefined when not pending. */
export async function failPendingPayment(tx: Tx, paymentId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .update(payments)
    .set({ status: "failed", completedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning();
  return payment;
}
