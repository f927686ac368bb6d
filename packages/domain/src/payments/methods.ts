import type { DecimalString } from "../api/types";
import { type DecimalInput, isAtLeast, isMoneyInput, percentOf, sumMoney, toDecimal } from "../money/decimal";

/** Payment methods of Add Funds (spec §9). Amounts in NGN. */
export const PAYMENT_METHOD_IDS = ["card", "crypto"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  description: string;
  minimum: DecimalString;
  /** `null`: no maximum. */
  maximum: DecimalString | null;
  /** Bonus credited on every deposit, in percent of the amount. */
  bonusPercent: DecimalString;
}

export const PAYMENT_METHODS: Readonly<Record<PaymentMethodId, PaymentMethod>> = {
  card: {
    id: "card",
    label: "Card / Bank Transfer",
    description: "Pay with a debit card or bank transfer through our payment provider. 5% bonus on every deposit.",
    minimum: "100",
    maximum: null,
    bonusPercent: "5",
  },
  crypto: {
    id: "crypto",
    label: "Cryptocurrency",
    description: "Pay with cryptocurrency. Minimum 500 NGN, no maximum.",
    minimum: "500",
    maximum: null,
    bonusPercent: "0",
  },
};

/** In the order the Add Funds picker lists them. */
export const PAYMENT_METHOD_LIST: readonly PaymentMethod[] = PAYMENT_METHOD_IDS.map((id) => PAYMENT_METHODS[id]);

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === "string" && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/** The bonus a deposit of `amount` earns with `method`, 2 places; refuses negative amounts. */
export function depositBonus(amount: DecimalInput, method: PaymentMethodId): DecimalString {
  if (toDecimal(amount).isNegative()) throw new RangeError("A deposit amount cannot be negative");
  return percentOf(amount, PAYMENT_METHODS[method].bonusPercent);
}

/** What the balance receives for a deposit: the amount plus its bonus. */
export function depositCredit(amount: DecimalInput, method: PaymentMethodId): DecimalString {
  return sumMoney(amount, depositBonus(amount, method));
}

/**
 * Whether Pay Now is enabled (spec §4): the typed amount is a valid money amount, at least the method's
 * minimum and not above its maximum, if it has one.
 */
export function canPay(amountInput: string, method: PaymentMethodId): boolean {
  if (!isMoneyInput(amountInput)) return false;
  const { minimum, maximum } = PAYMENT_METHODS[method];
  const amount = amountInput.trim();
  return isAtLeast(amount, minimum) && (maximum === null || isAtLeast(maximum, amount));
}
