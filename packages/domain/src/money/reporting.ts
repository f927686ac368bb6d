import type { DecimalString } from "../api/types";
import type { CurrencyCode } from "./currencies";
import { type DecimalInput, toDecimal, toMoney } from "./decimal";
import { DEFAULT_LOCALE, formatMoney } from "./format";

/**
 * The currency the operator's figures (dashboard, reports, order cost and profit) are shown in, with the operator's
 * own rate: units of `code` per ₦1. It is kept apart from the customers' display rates on purpose, so repricing
 * what customers see never rewrites the operator's revenue. NGN (no conversion) has rate "1".
 */
export interface ReportingCurrency {
  code: CurrencyCode;
  rate: DecimalString;
}

export const DEFAULT_REPORTING_CURRENCY: Readonly<ReportingCurrency> = { code: "NGN", rate: "1" };

/** An NGN amount in the reporting currency: exact product, rounded half-up to 2 places once. */
export function toReportingCurrency(amountNgn: DecimalInput, reporting: ReportingCurrency): DecimalString {
  if (reporting.code === "NGN") return toMoney(amountNgn);
  return toMoney(toDecimal(amountNgn).times(reporting.rate));
}

/**
 * An admin figure already in the reporting currency, written out: USD in the admin dashboard's US format (spec §9,
 * "$12,345.67"), the others as the rest of the panel writes them ("₦12,345.67").
 */
export function formatReportingMoney(amount: DecimalInput, code: CurrencyCode): string {
  return formatMoney(amount, code, code === "USD" ? "en-US" : DEFAULT_LOCALE);
}
