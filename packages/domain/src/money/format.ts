import type { CurrencyCode } from "./currencies";
import { type DecimalInput, toMoney } from "./decimal";

/** en-NG writes NGN as ₦ (en-US would write "NGN 1,000.00") and keeps other symbols unambiguous (US$, CA$, A$). */
export const DEFAULT_LOCALE = "en-NG";

// Building an Intl.NumberFormat is costly; lists of thousands of prices reuse one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency?: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style: Intl.NumberFormatOptions = currency ? { style: "currency", currency } : { style: "decimal" };
    formatter = new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in `currency` through Intl.NumberFormat: formatMoney("1234.5") → "₦1,234.50",
 * formatMoney("99", "USD", "en-US") → "$99.00". The amount is rounded half-up with decimal.js first and
 * handed to Intl as a string, so no float ever touches it.
 */
export function formatMoney(amount: DecimalInput, currency: CurrencyCode = "NGN", locale = DEFAULT_LOCALE): string {
  const rounded = toMoney(amount) as `${number}`;
  return formatterFor(locale, currency).format(rounded);
}

/** Just the number with grouping and 2 decimals, for tables that show the symbol in the header: "1,234.50". */
export function formatAmount(amount: DecimalInput, locale = DEFAULT_LOCALE): string {
  const rounded = toMoney(amount) as `${number}`;
  return formatterFor(locale).format(rounded);
}
