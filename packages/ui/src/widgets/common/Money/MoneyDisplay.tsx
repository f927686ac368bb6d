import { type CurrencyCode, DEFAULT_CURRENCY, type DecimalString, type ExchangeRates, formatNgnIn } from "@smm/domain";
import type * as React from "react";
import { createContext, useCallback, useContext, useMemo } from "react";

export type MoneyDisplay = {
  /** The display currency the customer chose. */
  currency: CurrencyCode;
  /** NGN-based rates (how much of each currency ₦1 buys). */
  rates: ExchangeRates;
};

const NGN_DISPLAY: MoneyDisplay = { currency: DEFAULT_CURRENCY, rates: {} };
const MoneyDisplayContext = createContext<MoneyDisplay>(NGN_DISPLAY);

/**
 * The display currency for every amount the widgets below show (balances, charges, prices, earnings). Amounts stay
 * NGN underneath; without a provider (or while the chosen currency has no rate) they show in NGN.
 */
export function MoneyDisplayProvider({ currency, rates, children }: MoneyDisplay & { children: React.ReactNode }) {
  const value = useMemo(() => ({ currency, rates }), [currency, rates]);
  return <MoneyDisplayContext.Provider value={value}>{children}</MoneyDisplayContext.Provider>;
}

export function useMoneyDisplay(): MoneyDisplay {
  return useContext(MoneyDisplayContext);
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
