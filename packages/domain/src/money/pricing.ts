import type { DecimalString } from "../scalars";
import { type DecimalInput, toDecimal, toExactString, toMoney } from "./decimal";

/**
 * What one customer pays compared with the operator's list prices. This is THE pricing rule: every screen that
 * shows a customer a price (New Order, Mass Order, the catalogues, API v2 `services`) and the server's charge call
 * the functions below with it, so what is shown is what is charged.
 */
export interface CustomerPricing {
  /** The customer's discount in percent, "0" without one. */
  discountPercent: DecimalString;
  /**
   * Rates the operator negotiated with this customer: the unit price they pay, by service id. A custom rate is the
   * price itself: it replaces the list price and the discount is not taken off it again.
   */
  customUnitPrices?: Readonly<Record<number, DecimalString>>;
}

const ONE_HUNDREDTH = toDecimal("0.01");

/** List prices: visitors, and customers without a discount. */
export const LIST_PRICING: CustomerPricing = { discountPercent: "0" };

/** The service fields the price of an order depends on. */
export interface PricedService {
  /** The service's id, for the customer's custom rate; absent for a price that is no one service's (a price change). */
  id?: number;
  /** The list price per unit (for a package, per 1/1000 of the package). */
  unitPrice: DecimalInput;
  /** A package is sold whole: its price is its rate (unit price × 1000), whatever the quantity. */
  isPackage?: boolean;
}

/** The unit price this customer pays for `service`: their custom rate, else the list price less the discount; exact. */
export function customerUnitPrice(service: PricedService, pricing: CustomerPricing): DecimalString {
  const custom = service.id === undefined ? undefined : pricing.customUnitPrices?.[service.id];
  if (custom !== undefined) return toExactString(custom);
  const discount = toDecimal(pricing.discountPercent);
  if (discount.isZero()) return toExactString(service.unitPrice);
  // × 0.01 rather than ÷ 100: the same exact value, without decimal.js's long division (API v2 prices thousands).
  return toExactString(toDecimal(service.unitPrice).times(toDecimal(100).minus(discount)).times(ONE_HUNDREDTH));
}

/**
 * What an order costs this customer, rounded half-up to kobo once, at the end (spec §9: quantity × price,
 * 2 decimals). The server debits exactly this; the forms show exactly this.
 */
export function orderCharge(service: PricedService, quantity: number, pricing: CustomerPricing): DecimalString {
  const unit = toDecimal(customerUnitPrice(service, pricing));
  return toMoney(unit.times(service.isPackage ? 1000 : quantity));
}

/**
 * What 1000 units cost this customer, to kobo: the "rate per 1000" every screen shows and API v2 `services` answers.
 * It is exactly `orderCharge` for 1000, so a customer can check the rate against a charge.
 */
export function customerRatePer1000(
  service: Omit<PricedService, "isPackage">,
  pricing: CustomerPricing,
): DecimalString {
  return orderCharge({ id: service.id, unitPrice: service.unitPrice }, 1000, pricing);
}

/**
 * The pricing of a customer whose discount is `discountPercent` and whose custom rates are `customUnitPrices`
 * (service id → unit price; neither: list prices).
 */
export function customerPricing(
  discountPercent: DecimalString | null | undefined,
  customUnitPrices?: Readonly<Record<number, DecimalString>> | null,
): CustomerPricing {
  const hasCustom = customUnitPrices != null && Object.keys(customUnitPrices).length > 0;
  if (!discountPercent && !hasCustom) return LIST_PRICING;
  return hasCustom
    ? { discountPercent: discountPercent || "0", customUnitPrices }
    : { discountPercent: discountPercent || "0" };
}

/** Total cost of an order at list price: quantity × unit price, exact, rounded half-up to 2 places (spec §9). */
export function totalCost(quantity: number, unitPrice: DecimalInput): DecimalString {
  return orderCharge({ unitPrice }, quantity, LIST_PRICING);
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

/**
 * A reseller's unit price from a provider's (or the parent panel's) price per 1000: × (1 + markup %) × currency rate
 * ÷ 1000, rounded up to 4 places (never below cost). Imports, catalogue copies and syncs price by it, and a test can
 * check a copied price against it.
 */
export function resaleUnitPrice(
  ratePer1000: DecimalInput,
  markupPercent: DecimalInput,
  currencyRate: DecimalInput = 1,
): DecimalString {
  return toDecimal(ratePer1000)
    .times(toDecimal(markupPercent).plus(100))
    .dividedBy(100)
    .times(toDecimal(currencyRate))
    .dividedBy(1000)
    .toDecimalPlaces(4, 0)
    .toFixed(4);
}

/**
 * Profit as a share of revenue in percent, 2 places ("27.50"): the reports' margin. Null without revenue (nothing to
 * take a share of).
 */
export function marginPercent(profit: DecimalInput, revenue: DecimalInput): DecimalString | null {
  const base = toDecimal(revenue);
  if (base.isZero()) return null;
  return toMoney(toDecimal(profit).dividedBy(base).times(100));
}
