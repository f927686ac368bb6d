import {
  type CurrencyCode,
  type CustomerPricing,
  canConvert,
  DEFAULT_CURRENCY,
  type DecimalString,
  type ExchangeRates,
  formatIn,
  formatServicePrice,
  formatWithCharged,
  LIST_PRICING,
} from "@smm/domain";
import type * as React from "react";
import { createContext, useCallback, useContext, useMemo } from "react";

export type MoneyDisplay = {
  /** The display currency the customer chose. */
  currency: CurrencyCode;
  /** NGN-based rates (how much of each currency ₦1 buys). */
  rates: ExchangeRates;
  /**
   * The panel's currency: every amount it keeps (and the widgets receive) is in it, and display currencies convert
   * from it. NGN (the main panel's) by default.
   */
  base?: CurrencyCode;
  /**
   * What this viewer pays against the list prices (their discount): every price and total below follows it, as the
   * server charges. List prices by default (visitors).
   */
  pricing?: CustomerPricing;
};

const NGN_DISPLAY: MoneyDisplay = { currency: DEFAULT_CURRENCY, rates: {}, pricing: LIST_PRICING };
const MoneyDisplayContext = createContext<MoneyDisplay>(NGN_DISPLAY);

/**
 * The display currency and the viewer's pricing for every amount the widgets below show (balances, charges, prices,
 * earnings). Amounts stay in the panel's currency (`base`) underneath; without a provider (or while the chosen currency
 * has no rate) they show in it, at list prices.
 */
export function MoneyDisplayProvider({
  currency,
  rates,
  pricing = LIST_PRICING,
  base = DEFAULT_CURRENCY,
  children,
}: MoneyDisplay & { children: React.ReactNode }) {
  const value = useMemo(() => ({ currency, rates, pricing, base }), [currency, rates, pricing, base]);
  return <MoneyDisplayContext.Provider value={value}>{children}</MoneyDisplayContext.Provider>;
}

export function useMoneyDisplay(): MoneyDisplay {
  return useContext(MoneyDisplayContext);
}

/** The panel's currency (NGN without a provider): what every amount the widgets receive is in. */
export function usePanelCurrency(): CurrencyCode {
  return useMoneyDisplay().base ?? DEFAULT_CURRENCY;
}

/** The viewer's pricing (list prices without a provider): what a form's total is computed with. */
export function useCustomerPricing(): CustomerPricing {
  return useMoneyDisplay().pricing ?? LIST_PRICING;
}

/**
 * The currency actually shown: the chosen one when it can be converted to from the panel's (both rates known), else
 * the panel's own (better than a wrong figure).
 */
export function shownCurrency({ currency, rates, base = DEFAULT_CURRENCY }: MoneyDisplay): CurrencyCode {
  return canConvert(base, currency, rates) ? currency : base;
}

/** Formats an amount of the panel's in the display currency of the nearest MoneyDisplayProvider: "₦1,234.50", "US$0.80". */
export function useFormatMoney(): (amount: DecimalString) => string {
  const display = useMoneyDisplay();
  const shown = shownCurrency(display);
  const base = display.base ?? DEFAULT_CURRENCY;
  return useCallback((amount) => formatIn(amount, base, shown, display.rates), [base, shown, display.rates]);
}

/**
 * Formats an amount that moves (a deposit, a minimum, a credit) in the display currency with the amount charged, in
 * the panel's currency, beside it: "US$0.68 (₦1,050.00)"; just "₦1,050.00" (or "US$20.00" on a USD panel) when the
 * viewer reads the panel's own currency.
 */
export function useFormatCharge(): (amount: DecimalString) => string {
  const display = useMoneyDisplay();
  const shown = shownCurrency(display);
  const base = display.base ?? DEFAULT_CURRENCY;
  return useCallback((amount) => formatWithCharged(amount, base, shown, display.rates), [base, shown, display.rates]);
}

/**
 * Formats a service's price the one way prices are shown: what 1000 cost this viewer (their custom rate for the
 * service `id`, else its list unit price less their discount), in the display currency ("US$0.78"; say
 * PRICE_UNIT_LABEL, "per 1000", where the unit is not already named).
 */
export function useFormatServicePrice(): (service: { id?: number; unitPrice: DecimalString }) => string {
  const display = useMoneyDisplay();
  const shown = shownCurrency(display);
  const pricing = display.pricing ?? LIST_PRICING;
  const base = display.base ?? DEFAULT_CURRENCY;
  return useCallback(
    (service) => formatServicePrice(service, pricing, shown, display.rates, undefined, base),
    [pricing, shown, display.rates, base],
  );
}
