import type { DecimalString } from "../scalars";
import type { CurrencyCode } from "./currencies";
import { type DecimalInput, type MoneyDecimal, toDecimal, toMoney } from "./decimal";

/**
 * Exchange rates with NGN as the base: how many units of each currency one NGN buys, as decimal strings
 * (e.g. `{ USD: "0.00065" }` means ₦1 = $0.00065). NGN itself is always 1 and need not be listed.
 */
export type ExchangeRates = Partial<Record<CurrencyCode, DecimalString>>;

/**
 * Illustrative rates for stories, demos and seed data only; the spec gives no rates, a real deployment
 * supplies its own.
 */
export const SAMPLE_EXCHANGE_RATES: Readonly<Required<ExchangeRates>> = {
  NGN: "1",
  USD: "0.00065",
  EUR: "0.00060",
  GBP: "0.00051",
  CAD: "0.00091",
  AUD: "0.00100",
};

/** How many units of `currency` ₦1 buys (1 for NGN); a missing or non-positive rate is an error. */
export function rateOf(currency: CurrencyCode, rates: ExchangeRates): MoneyDecimal {
  if (currency === "NGN") return toDecimal(1);
  const rate = rates[currency];
  if (rate === undefined) throw new RangeError(`No exchange rate for ${currency}`);
  const decimal = toDecimal(rate);
  if (!decimal.greaterThan(0)) throw new RangeError(`Exchange rate for ${currency} must be positive, got ${rate}`);
  return decimal;
}

/**
 * How many units of `to` one unit of `from` buys, exactly, from NGN-based `rates` (a panel keeps its amounts in its
 * own currency, so the display switcher converts from that, not from NGN): `crossRate("USD", "NGN", { USD: "0.00065" })`
 * is 1538.46…
 */
export function crossRate(from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates): MoneyDecimal {
  if (from === to) return toDecimal(1);
  return rateOf(to, rates).dividedBy(rateOf(from, rates));
}

/** Whether an amount kept in `from` can be shown in `to` with `rates` (both rates known, or the same currency). */
export function canConvert(from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates): boolean {
  const known = (code: CurrencyCode) => code === "NGN" || rates[code] !== undefined;
  return from === to || (known(from) && known(to));
}

/** An amount in `from` written in `to`, exactly (not rounded: formatting rounds once). */
export function convertExact(amount: DecimalInput, from: CurrencyCode, to: CurrencyCode, rates: ExchangeRates) {
  return toDecimal(amount).times(crossRate(from, to, rates));
}

/** An amount in `from` in `to`, rounded half-up to 2 places. */
export function convertBetween(
  amount: DecimalInput,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: ExchangeRates,
): DecimalString {
  return toMoney(convertExact(amount, from, to, rates));
}

/** An NGN amount in `currency`, rounded half-up to 2 places. */
export function convertFromNgn(amountNgn: DecimalInput, currency: CurrencyCode, rates: ExchangeRates): DecimalString {
  return toMoney(toDecimal(amountNgn).times(rateOf(currency, rates)));
}

/** An amount in `currency` back in NGN, rounded half-up to 2 places. */
export function convertToNgn(amount: DecimalInput, currency: CurrencyCode, rates: ExchangeRates): DecimalString {
  return toMoney(toDecimal(amount).dividedBy(rateOf(currency, rates)));
}
