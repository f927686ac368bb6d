import type { DecimalString } from "../scalars";
import type { CurrencyCode } from "./currencies";
import { type DecimalInput, toDecimal, toMoney } from "./decimal";
import { DEFAULT_LOCALE, formatMoney } from "./format";

/**
 * The currency the operator's figures (dashboard, reports, order cost and profit) are shown in, with the operator's
 * own rate: units of `code` per one unit of the panel's currency (₦1 on the main panel, US$1 on a USD child panel). It is kept apart from the customers' display rates on purpose, so repricing
 * what customers see never rewrites the operator's revenue. The panel's own currency (no conversion) has rate "1".
 */
export interface ReportingCurrency {
  code: CurrencyCode;
  rate: DecimalString;
}

export const DEFAULT_REPORTING_CURRENCY: Readonly<ReportingCurrency> = { code: "NGN", rate: "1" };

/**
 * An amount the panel keeps (in `panelCurrency`, NGN on the main panel) in the reporting currency: exact product,
 * rounded half-up to 2 places once; unchanged when the reporting currency is the panel's own.
 */
export function toReportingCurrency(
  amount: DecimalInput,
  reporting: ReportingCurrency,
  panelCurrency: CurrencyCode = "NGN",
): DecimalString {
  if (reporting.code === panelCurrency) return toMoney(amount);
  return toMoney(toDecimal(amount).times(reporting.rate));
}

/**
 * An admin figure already in the reporting currency, written out: USD in the admin dashboard's US format (spec §9,
 * "$12,345.67"), the others as the rest of the panel writes them ("₦12,345.67").
 */
export function formatReportingMoney(amount: DecimalInput, code: CurrencyCode): string {
  return formatMoney(amount, code, code === "USD" ? "en-US" : DEFAULT_LOCALE);
}
