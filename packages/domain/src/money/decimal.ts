import Decimal from "decimal.js";
import type { DecimalString } from "../scalars";

/**
 * Exact decimal arithmetic for money. Amounts cross every boundary as decimal strings ("1234.50"); inside,
 * they are decimal.js values from this private clone (so nobody's global Decimal settings leak in).
 * Rounding is half-up (away from zero), to 2 places for money.
 */
export const MoneyDecimal = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -30,
  toExpPos: 60,
});
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

/** A string or a safe integer; floats are refused because they are already inexact ("0.1" is fine, 0.1 is not). */
export type DecimalInput = DecimalString | number | MoneyDecimal;

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
/** A non-negative amount with at most 2 decimals, as typed in a form: "100", "99.5", "1234.50". */
const MONEY_INPUT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Whether `value` is a plain decimal string (optional minus, digits, optional fraction; no exponent). */
export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === "string" && DECIMAL_PATTERN.test(value);
}

/** Whether `value` (trimmed) is a non-negative money amount with at most 2 decimals. */
export function isMoneyInput(value: unknown): value is DecimalString {
  return typeof value === "string" && MONEY_INPUT_PATTERN.test(value.trim());
}

export function toDecimal(value: DecimalInput): MoneyDecimal {
  if (value instanceof MoneyDecimal) return value;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Refusing inexact number ${value}: pass a decimal string`);
    return new MoneyDecimal(value);
  }
  const trimmed = value.trim();
  if (!isDecimalString(trimmed)) throw new TypeError(`Not a decimal amount: "${value}"`);
  return new MoneyDecimal(trimmed);
}

/** Rounds half-up to 2 places: "1234.50". Never "-0.00". */
export function toMoney(value: DecimalInput): DecimalString {
  const rounded = toDecimal(value).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
  return (rounded.isZero() ? new MoneyDecimal(0) : rounded).toFixed(2);
}

/** The exact value as a plain decimal string, no rounding and no exponent: "0.0125". */
export function toExactString(value: DecimalInput): DecimalString {
  const decimal = toDecimal(value);
  return (decimal.isZero() ? new MoneyDecimal(0) : decimal).toFixed();
}

/** Sum of any number of amounts, to 2 places. */
export function sumMoney(...amounts: DecimalInput[]): DecimalString {
  return toMoney(amounts.reduce<MoneyDecimal>((total, amount) => total.plus(toDecimal(amount)), new MoneyDecimal(0)));
}

/** `a − b` to 2 places (may be negative: callers that debit check `isAtLeast` first). */
export function subtractMoney(a: DecimalInput, b: DecimalInput): DecimalString {
  return toMoney(toDecimal(a).minus(toDecimal(b)));
}

/** −1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compareMoney(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1;
}

/** Whether `a ≥ b`: a balance covers a charge, an amount meets a minimum. */
export function isAtLeast(a: DecimalInput, b: DecimalInput): boolean {
  return toDecimal(a).greaterThanOrEqualTo(toDecimal(b));
}

export function isPositive(value: DecimalInput): boolean {
  return toDecimal(value).greaterThan(0);
}

/** `percent` % of `amount`, to 2 places (e.g. a 5 % bonus, a 4 % commission). */
export function percentOf(amount: DecimalInput, percent: DecimalInput): DecimalString {
  return toMoney(toDecimal(amount).times(toDecimal(percent)).dividedBy(100));
}
