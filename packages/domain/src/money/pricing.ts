import type { DecimalString } from "../api/types";
import { type DecimalInput, toDecimal, toExactString, toMoney } from "./decimal";

/** Total cost of an order: quantity × unit price, exact, rounded half-up to 2 places (spec §9). */
export function totalCost(quantity: number, unitPrice: DecimalInput): DecimalString {
  return toMoney(toDecimal(quantity).times(toDecimal(unitPrice)));
}

/** The unit price behind a "per 1000" rate, exact (no rounding): "12.5" per 1000 → "0.0125". */
export function unitPriceFromRatePer1000(ratePer1000: DecimalInput): DecimalString {
  return toExactString(toDecimal(ratePer1000).dividedBy(1000));
}

/** The "per 1000" rate of a unit price, to 2 places for display: "0.0125" → "12.50". */
export function ratePer1000FromUnitPrice(unitPrice: DecimalInput): DecimalString {
  return toMoney(toDecimal(unitPrice).times(1000));
}

/**
 * Signed percentage change from `oldPrice` to `newPrice`, 2 places ("-12.50"); `null` when the old price
 * is zero (a change from nothing has no percentage).
 */
export function priceChangePercent(oldPrice: DecimalInput, newPrice: DecimalInput): DecimalString | null {
  const before = toDecimal(oldPrice);
  if (before.isZero()) return null;
  return toMoney(toDecimal(newPrice).minus(before).dividedBy(before).times(100));
}
