import { convertExact, type ExchangeRates } from "./convert";
import type { CurrencyCode } from "./currencies";
import type { DecimalInput } from "./decimal";
import { DEFAULT_LOCALE, formatMoney } from "./format";
import { type CustomerPricing, customerRatePer1000, type PricedService } from "./pricing";

/**
 * An amount stored in NGN, shown in the customer's display currency: converted exactly with `rates` (NGN-based, see
 * convert.ts), then formatted once with the display-precision rule (format.ts), so a small amount keeps the digits
 * that make it non-zero. `formatNgnIn("10000", "USD", { USD: "0.00065" })` → "US$6.50",
 * `formatNgnIn("1.2", "USD", { USD: "0.00065" })` → "US$0.00078".
 */
export function formatNgnIn(
  amountNgn: DecimalInput,
  currency: CurrencyCode,
  rates: ExchangeRates,
  locale = DEFAULT_LOCALE,
): string {
  return formatIn(amountNgn, "NGN", currency, rates, locale);
}

/**
 * An amount kept in the panel's currency `base`, shown in the viewer's display currency `shown` (converted exactly,
 * rounded once): `formatIn("20", "USD", "NGN", rates)` → "₦30,769.23". The main panel's base is NGN (formatNgnIn).
 */
export function formatIn(
  amount: DecimalInput,
  base: CurrencyCode,
  shown: CurrencyCode,
  rates: ExchangeRates,
  locale = DEFAULT_LOCALE,
): string {
  return formatMoney(convertExact(amount, base, shown, rates), shown, locale);
}

/**
 * An amount that moves, kept in the panel's currency `base`, in the display currency with the amount charged beside
 * it ("€18.46 (US$20.00)"), or the amount alone when the viewer reads the panel's own currency ("US$20.00").
 */
export function formatWithCharged(
  amount: DecimalInput,
  base: CurrencyCode,
  shown: CurrencyCode,
  rates: ExchangeRates,
  locale = DEFAULT_LOCALE,
): string {
  const charged = formatMoney(amount, base, locale);
  return shown === base ? charged : `${formatIn(amount, base, shown, rates, locale)} (${charged})`;
}

/**
 * An amount of naira that moves (a deposit, a credit, a charge) in the display currency with the naira beside it, so
 * the customer sees what it means to them and exactly what is charged: "US$0.68 (₦1,050.00)"; just "₦1,050.00" when
 * the display currency is NGN.
 */
export function formatNgnWithDisplay(
  amountNgn: DecimalInput,
  currency: CurrencyCode,
  rates: ExchangeRates,
  locale = DEFAULT_LOCALE,
): string {
  return formatWithCharged(amountNgn, "NGN", currency, rates, locale);
}

/** The unit every price is shown per: the panels' "rate per 1000". */
export const PRICE_UNIT_LABEL = "per 1000";

/**
 * THE way a service's price is shown, on every screen and in the API docs: what 1000 of it cost this customer (their
 * pricing applied to the list unit price, exactly what the server charges for 1000), in the display currency.
 * `formatServicePrice({ id: 1, unitPrice: "1.2" }, LIST_PRICING, "NGN", {})` → "₦1,200.00"; add PRICE_UNIT_LABEL where the unit is not
 * already said (a column header, a label).
 */
export function formatServicePrice(
  service: Omit<PricedService, "isPackage">,
  pricing: CustomerPricing,
  currency: CurrencyCode,
  rates: ExchangeRates,
  locale = DEFAULT_LOCALE,
  /** The panel's currency its prices are kept in (NGN on the main panel). */
  base: CurrencyCode = "NGN",
): string {
  return formatIn(customerRatePer1000(service, pricing), base, currency, rates, locale);
}
