import { type DecimalInput, isAtLeast, isMoneyInput, percentOf, sumMoney, toDecimal } from "../money/decimal";
import type { DecimalString } from "../scalars";

/**
 * Payment methods of Add Funds (spec §9), plus a manual bank transfer an operator approves. Amounts in NGN.
 * card and crypto complete through their gateway's signed callback; bank_transfer through an operator's approval.
 */
export const PAYMENT_METHOD_IDS = ["card", "crypto", "bank_transfer"] as const;
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

/** A deposit method as the settings describe it; amounts in NGN, `bonus_percent` e.g. "5". */
export interface PaymentMethodSettings {
  id: PaymentMethodId;
  name: string;
  min_amount: DecimalString;
  bonus_percent: DecimalString;
}

export const PAYMENT_METHODS: Readonly<Record<PaymentMethodId, PaymentMethod>> = {
  card: {
    id: "card",
    label: "Card / Bank Transfer",
    description: "Pay with a debit card or bank transfer through our payment provider.",
    minimum: "100",
    maximum: null,
    bonusPercent: "5",
  },
  crypto: {
    id: "crypto",
    label: "Cryptocurrency",
    description: "Pay with cryptocurrency.",
    minimum: "500",
    maximum: null,
    bonusPercent: "0",
  },
  bank_transfer: {
    id: "bank_transfer",
    label: "Manual bank transfer",
    description: "Transfer to our bank account, then enter your transfer reference. An operator confirms it.",
    minimum: "1000",
    maximum: null,
    bonusPercent: "0",
  },
};

/** Whether a method's deposits wait for an operator's approval (the customer says what they paid). */
export const isManualMethod = (method: unknown): boolean => method === "bank_transfer";

/**
 * The largest single deposit: a technical bound, not a business rule (methods have no maximum), so that a balance
 * of many such deposits plus their bonuses stays far inside the money column's range (numeric(14,2)).
 */
export const DEPOSIT_AMOUNT_MAX: DecimalString = "1000000000";

/** The spec's two methods (card, crypto), in the order the Add Funds picker lists them. */
export const PAYMENT_METHOD_LIST: readonly PaymentMethod[] = [PAYMENT_METHODS.card, PAYMENT_METHODS.crypto];

/**
 * The methods with the operator's numbers (Settings: name, minimum, bonus) in place of the built-in ones, in the
 * settings' order; methods the settings do not list are not offered.
 */
export function paymentMethodsFromSettings(settings: readonly PaymentMethodSettings[]): PaymentMethod[] {
  return settings.map((entry) => ({
    ...PAYMENT_METHODS[entry.id],
    label: entry.name,
    minimum: entry.min_amount,
    bonusPercent: entry.bonus_percent,
  }));
}

/** A method by id (the built-in rules) or as given (e.g. from the settings). */
export type PaymentMethodRef = PaymentMethodId | PaymentMethod;
const rulesOf = (method: PaymentMethodRef): PaymentMethod =>
  typeof method === "string" ? PAYMENT_METHODS[method] : method;

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === "string" && (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/** The bonus a deposit of `amount` earns with `method`, 2 places; refuses negative amounts. */
export function depositBonus(amount: DecimalInput, method: PaymentMethodRef): DecimalString {
  if (toDecimal(amount).isNegative()) throw new RangeError("A deposit amount cannot be negative");
  return percentOf(amount, rulesOf(method).bonusPercent);
}

/** What the balance receives for a deposit: the amount plus its bonus. */
export function depositCredit(amount: DecimalInput, method: PaymentMethodRef): DecimalString {
  return sumMoney(amount, depositBonus(amount, method));
}

/**
 * Whether Pay Now is enabled (spec §4): the typed amount is a valid money amount, at least the method's
 * minimum and not above its maximum, if it has one.
 */
export function canPay(amountInput: string, method: PaymentMethodRef): boolean {
  if (!isMoneyInput(amountInput)) return false;
  const { minimum, maximum } = rulesOf(method);
  const amount = amountInput.trim();
  return (
    isAtLeast(amount, minimum) &&
    (maximum === null || isAtLeast(maximum, amount)) &&
    isAtLeast(DEPOSIT_AMOUNT_MAX, amount)
  );
}
