import { convertFromNgn, type ExchangeRates } from "./convert";
import type { CurrencyCode } from "./currencies";
import type { DecimalInput } from "./decimal";
import { DEFAULT_LOCALE, formatMoney } from "./format";

/**
 * An amount stored in NGN, shown in the customer's display currency: converted with `rates` (NGN-based, see
 * convert.ts), then formatted. `formatNgnIn("10000", "USD", { USD: "0.00065" })` → "US$6.50".
 */
export function formatNgnIn(
  amountNgn: DecimalInput,
  currency: CurrencyCode,
  rates: ExchangeRates,
  locale = DEFAULT_LOCALE,
): string {
  return formatMoney(convertFromNgn(amountNgn, currency, rates), currency, locale);
}
