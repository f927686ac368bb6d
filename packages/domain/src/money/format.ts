import type { CurrencyCode } from "./currencies";
import { type DecimalInput, MoneyDecimal, toDecimal } from "./decimal";

/** en-NG writes NGN as ₦ (en-US would write "NGN 1,000.00") and keeps other symbols unambiguous (US$, CA$, A$). */
export const DEFAULT_LOCALE = "en-NG";

/** Significant digits kept for a non-zero amount below 0.01, so it never reads as 0.00 ("US$0.00078"). */
const SMALL_AMOUNT_DIGITS = 2;
/** Intl's own limit on fraction digits. */
const MAX_DECIMALS = 20;

/**
 * The one display-precision rule for money: 2 decimals, except a non-zero amount below 0.01, which keeps two
 * significant digits (0.00078 → "0.00078", 0.006 → "0.006"). A real price or balance converted into a strong
 * currency therefore never shows as 0.00.
 */
export function displayDecimals(amount: DecimalInput): number {
  const value = toDecimal(amount).abs();
  if (value.isZero() || value.greaterThanOrEqualTo("0.01")) return 2;
  const significant = value.toSignificantDigits(SMALL_AMOUNT_DIGITS, MoneyDecimal.ROUND_HALF_UP);
  return Math.min(MAX_DECIMALS, Math.max(2, significant.decimalPlaces()));
}

/** The amount rounded half-up to its display decimals, as the exact string Intl formats (never "-0.00"). */
function displayString(amount: DecimalInput): { text: `${number}`; decimals: number } {
  const decimals = displayDecimals(amount);
  const rounded = toDecimal(amount).toDecimalPlaces(decimals, MoneyDecimal.ROUND_HALF_UP);
  return { text: (rounded.isZero() ? new MoneyDecimal(0) : rounded).toFixed(decimals) as `${number}`, decimals };
}

// Building an Intl.NumberFormat is costly; lists of thousands of prices reuse one per locale, currency and precision.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, decimals: number, currency?: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ""}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style: Intl.NumberFormatOptions = currency ? { style: "currency", currency } : { style: "decimal" };
    formatter = new Intl.NumberFormat(locale, {
      ...style,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in `currency` through Intl.NumberFormat: formatMoney("1234.5") → "₦1,234.50",
 * formatMoney("99", "USD", "en-US") → "$99.00", formatMoney("0.00078", "USD", "en-US") → "$0.00078". The amount is
 * rounded half-up with decimal.js to its display decimals (see `displayDecimals`) and handed to Intl as a string,
 * so no float ever touches it.
 */
export function formatMoney(amount: DecimalInput, currency: CurrencyCode = "NGN", locale = DEFAULT_LOCALE): string {
  const { text, decimals } = displayString(amount);
  return formatterFor(locale, decimals, currency).format(text);
}

/** Just the number with grouping and its display decimals, for tables that show the symbol in the header: "1,234.50". */
export function formatAmount(amount: DecimalInput, locale = DEFAULT_LOCALE): string {
  const { text, decimals } = displayString(amount);
  return formatterFor(locale, decimals).format(text);
}
