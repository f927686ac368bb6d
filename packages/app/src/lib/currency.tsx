import {
  type CurrencyCode,
  type CustomerPricing,
  canConvert,
  DEFAULT_CURRENCY,
  type ExchangeRates,
  formatIn,
  isCurrencyCode,
  LIST_PRICING,
} from "@smm/domain";
import { MoneyDisplayProvider } from "@smm/ui";
import type * as React from "react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { usePanelDocument } from "./panelDocument";
import { usePublicSettings } from "./settings";

/** Where the chosen display currency is remembered across visits. */
export const CURRENCY_STORAGE_KEY = "displayCurrency";

export type CurrencyContextValue = {
  /** The display currency; amounts are stored and charged in the panel's currency whatever is chosen. */
  currency: CurrencyCode;
  /** The panel's currency (public settings' `currency`; NGN until they answer on the main panel's pages). */
  panelCurrency: CurrencyCode;
  setCurrency: (currency: CurrencyCode) => void;
  /** NGN-based rates from the server's settings; empty while they load (amounts then show in NGN). */
  rates: ExchangeRates;
  /** An amount of the panel's written in the display currency. */
  format: (amount: string) => string;
};

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/** The visitor's own choice, else the panel's default currency (its brand: a child panel's order currency). */
function storedCurrency(panelDefault: CurrencyCode): CurrencyCode {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : panelDefault;
  } catch {
    return panelDefault;
  }
}

const NO_RATES: ExchangeRates = {};

/**
 * Holds the display currency (remembered in localStorage) and the server's rates, and hands both, with the viewer's
 * `pricing` (a signed-in customer's discount; list prices for visitors), to every @smm/ui money figure through
 * MoneyDisplayProvider, so switching currency changes every amount shown and every price is the one charged.
 */
export function CurrencyProvider({
  pricing = LIST_PRICING,
  children,
}: {
  pricing?: CustomerPricing;
  children: React.ReactNode;
}) {
  const panelDefault = usePanelDocument().brand.default_currency;
  const [currency, setCurrencyState] = useState<CurrencyCode>(() => storedCurrency(panelDefault));
  const settings = usePublicSettings();
  const rates = settings.data?.currency_rates ?? NO_RATES;
  const panelCurrency = settings.data?.currency ?? DEFAULT_CURRENCY;

  const setCurrency = useCallback((next: CurrencyCode) => {
    setCurrencyState(next);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode quotas); the choice still holds for this visit.
    }
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const shown = canConvert(panelCurrency, currency, rates) ? currency : panelCurrency;
    return {
      currency,
      panelCurrency,
      setCurrency,
      rates,
      format: (amount) => formatIn(amount, panelCurrency, shown, rates),
    };
  }, [currency, panelCurrency, setCurrency, rates]);

  return (
    <CurrencyContext.Provider value={value}>
      <MoneyDisplayProvider currency={currency} rates={rates} pricing={pricing} base={panelCurrency}>
        {children}
      </MoneyDisplayProvider>
    </CurrencyContext.Provider>
  );
}

export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error("useCurrency must be used inside <CurrencyProvider>");
  return value;
}
