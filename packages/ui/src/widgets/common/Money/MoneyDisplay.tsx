import {
  type CurrencyCode,
  type CustomerPricing,
  DEFAULT_CURRENCY,
  type DecimalString,
  type ExchangeRates,
  formatNgnIn,
  formatNgnWithDisplay,
  formatServicePrice,
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
   * What this viewer pays against the list prices (their discount): every price and total below follows it, as the
   * server charges. List prices by default (visitors).
   */
  pricing?: CustomerPricing;
};

const NGN_DISPLAY: MoneyDisplay = { currency: DEFAULT_CURRENCY, rates: {}, pricing: LIST_PRICING };
const MoneyDisplayContext = createContext<MoneyDisplay>(NGN_DISPLAY);

/**
 * The display currency and the viewer's pricing for every amount the widgets below show (balances, charges, prices,
 * earnings). Amounts stay NGN underneath; without a provider (or while the chosen currency has no rate) they show in
 * NGN, at list prices.
 */
export function MoneyDisplayProvider({
  currency,
  rates,
  pricing = LIST_PRICING,
  children,
}: MoneyDisplay & { children: React.ReactNode }) {
  const value = useMemo(() => ({ currency, rates, pricing }), [currency, rates, pricing]);
  return <MoneyDisplayContext.Provider value={value}>{children}</MoneyDisplayContext.Provider>;
}

export function useMoneyDisplay(): MoneyDisplay {
  return useContext(MoneyDisplayContext);
}

/** The viewer's pricing (list prices without a provider): what a form's total is computed with. */
export function useCustomerPricing(): CustomerPricing {
  return useMoneyDisplay().pricing ?? LIST_PRICING;
}

/** The currency actually shown: the chosen one when its rate is known, else NGN (better than a wrong figure). */
export function shownCurrency({ currency, rates }: MoneyDisplay): CurrencyCode {
  return currency === "NGN" || rates[currency] !== undefined ? currency : "NGN";
}

/** Formats an NGN amount in the display currency of the nearest MoneyDisplayProvider: "₦1,234.50", "US$0.80". */
export function useFormatMoney(): (amountNgn: DecimalString) => string {
  const display = useMoneyDisplay();
  const shown = shownCurrency(display);
  return useCallback((amount) => formatNgnIn(amount, shown, display.rates), [shown, display.rates]);
}

/**
 * Formats naira that moves (a deposit, a minimum, a credit) in the display currency with the naira charged beside it:
 * "US$0.68 (₦1,050.00)", or "₦1,050.00" in NGN.
 */
export function useFormatMoneyWithNaira(): (amountNgn: DecimalString) => string {
  const display = useMoneyDisplay();
  const shown = shownCurrency(display);
  return useCallback((amount) => formatNgnWithDisplay(amount, shown, display.rates), [shown, display.rates]);
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
  return useCallback(
    (service) => formatServicePrice(service, pricing, shown, display.rates),
    [pricing, shown, display.rates],
  );
}
