import { type DecimalInput, isAtLeast, percentOf, toDecimal, toMoney } from "../money/decimal";
import type { DecimalString } from "../scalars";

/** Affiliate programme (spec §9): 4 % lifetime commission on referred deposits, paid weekly from 2000 NGN. */
export const AFFILIATE_COMMISSION_PERCENT: DecimalString = "4";
export const AFFILIATE_MIN_PAYOUT: DecimalString = "2000";
export const AFFILIATE_PAYOUT_SCHEDULE = "weekly" as const;
/**
 * What the affiliate page says of payouts. The spec's weekly schedule holds, but nothing leaves by itself: the customer
 * asks with Request Payout and the operator pays the week's requests. What is automatic (the spec's "auto payout") is
 * the commission, credited to the balance at each referred deposit.
 */
export const AFFILIATE_PAYOUT_SCHEDULE_LABEL = "Weekly, on request";
export const AFFILIATE_COMMISSION_CREDIT_LABEL = "To your balance, automatically";

/** Commission earned on a referred deposit, 2 places; refuses negative deposits. */
export function affiliateCommission(depositAmount: DecimalInput): DecimalString {
  if (toDecimal(depositAmount).isNegative()) throw new RangeError("A deposit amount cannot be negative");
  return percentOf(depositAmount, AFFILIATE_COMMISSION_PERCENT);
}

/**
 * Whether a payout may be requested: available earnings at least the minimum payout (spec §4; the operator may
 * set another minimum in Settings).
 */
export function canRequestPayout(availableEarnings: DecimalInput, minimumPayout: DecimalInput = AFFILIATE_MIN_PAYOUT) {
  return isAtLeast(availableEarnings, minimumPayout);
}

/** Registrations per visit in percent, 2 places ("0.00" with no visits). */
export function conversionRate(visits: number, registrations: number): DecimalString {
  if (visits <= 0) return "0.00";
  return toMoney(toDecimal(registrations).times(100).dividedBy(visits));
}
