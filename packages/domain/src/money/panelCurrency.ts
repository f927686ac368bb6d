import { PAYMENT_METHODS, type PaymentMethodId, type PaymentMethodSettings } from "../payments/methods";
import type { DecimalString } from "../scalars";
import { type ExchangeRates, SAMPLE_EXCHANGE_RATES } from "./convert";
import { type ChildPanelCurrency, type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from "./currencies";
import { MoneyDecimal, toDecimal } from "./decimal";

/**
 * A panel keeps every amount (balances, ledger, prices, charges, deposits, their minimums and bonuses, affiliate,
 * refunds) in its own currency: the main panel in NGN, a child panel in the currency its order chose. The same exact
 * decimal rules hold in every one (2 places; USD, EUR and GBP have 2 minor units like NGN).
 */
export const PANEL_CURRENCIES = ["NGN", "USD", "EUR", "GBP"] as const satisfies readonly CurrencyCode[];
export type PanelCurrency = (typeof PANEL_CURRENCIES)[number];

/** The panel currency a child panel order's `currency` ("usd") names; NGN for anything else. */
export function panelCurrencyOf(orderCurrency: ChildPanelCurrency | string): CurrencyCode {
  const code = orderCurrency.toUpperCase();
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}

/**
 * A new panel's deposit minimums per method, in its currency: amounts a customer of that currency would call
 * sensible, not the naira minimums converted (₦100 is seven US cents). NGN's are the spec's.
 */
export const DEPOSIT_MINIMUMS: Readonly<Record<PanelCurrency, Record<PaymentMethodId, DecimalString>>> = {
  NGN: {
    card: PAYMENT_METHODS.card.minimum,
    crypto: PAYMENT_METHODS.crypto.minimum,
    bank_transfer: PAYMENT_METHODS.bank_transfer.minimum,
  },
  USD: { card: "1", crypto: "5", bank_transfer: "10" },
  EUR: { card: "1", crypto: "5", bank_transfer: "10" },
  GBP: { card: "1", crypto: "5", bank_transfer: "10" },
};

/** The affiliate programme's minimum payout in a new panel's currency (the spec's 2000 NGN on the main panel). */
export const AFFILIATE_MIN_PAYOUTS: Readonly<Record<PanelCurrency, DecimalString>> = {
  NGN: "2000",
  USD: "5",
  EUR: "5",
  GBP: "5",
};

const panelCurrency = (currency: CurrencyCode): PanelCurrency =>
  (PANEL_CURRENCIES as readonly CurrencyCode[]).includes(currency) ? (currency as PanelCurrency) : "NGN";

/** A new panel's deposit methods in `currency`: the built-in names and bonuses, that currency's minimums. */
export function defaultPaymentMethods(currency: CurrencyCode): PaymentMethodSettings[] {
  const minimums = DEPOSIT_MINIMUMS[panelCurrency(currency)];
  return (["card", "crypto", "bank_transfer"] as const).map((id) => ({
    id,
    name: PAYMENT_METHODS[id].label,
    min_amount: minimums[id],
    bonus_percent: PAYMENT_METHODS[id].bonusPercent,
  }));
}

export function defaultAffiliateMinPayout(currency: CurrencyCode): DecimalString {
  return AFFILIATE_MIN_PAYOUTS[panelCurrency(currency)];
}

/** The currencies Paystack (the card gateway) charges in; a panel in another currency is not offered card payments. */
export const PAYSTACK_CURRENCIES: readonly string[] = ["NGN", "USD", "GHS", "ZAR", "KES"];

export function paystackSupports(currency: CurrencyCode): boolean {
  return PAYSTACK_CURRENCIES.includes(currency);
}

/** What an operator reads when their panel's currency has no card gateway. */
export const cardUnavailableMessage = (currency: CurrencyCode) =>
  `Card payments (Paystack) are not available in ${currency}: your customers can pay by manual bank transfer or cryptocurrency.`;

/**
 * The rate table a child panel's parent provider starts with: units of each currency per 1 NGN. It is only the
 * starting point: the owner sees it as "your rate" on the provider screen and changes it there.
 */
export const DEFAULT_PARENT_RATES: Readonly<ExchangeRates> = SAMPLE_EXCHANGE_RATES;

/** Decimal places a rate is kept with (service_sources.currency_rate is numeric(18, 6)). */
const RATE_PLACES = 6;

/**
 * The default "your rate" of a child panel in `child` buying from a parent in `parent`: units of the child's
 * currency per one unit of the parent's, 6 places (half-up), e.g. NGN → USD "0.000650", USD → NGN "1538.461538".
 */
export function defaultParentRate(parent: CurrencyCode, child: CurrencyCode): DecimalString {
  if (parent === child) return "1";
  const of = (code: CurrencyCode) => toDecimal(code === "NGN" ? "1" : (DEFAULT_PARENT_RATES[code] ?? "1"));
  return of(child).dividedBy(of(parent)).toDecimalPlaces(RATE_PLACES, MoneyDecimal.ROUND_HALF_UP).toFixed(RATE_PLACES);
}
