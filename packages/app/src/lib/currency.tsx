import {
  type CurrencyCode,
  type CustomerPricing,
  type ExchangeRates,
  formatNgnIn,
  isCurrencyCode,
  LIST_PRICING,
} from "@smm/domain";
import { MoneyDisplayProvider } from "@smm/ui";
import type * as React from "react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { PAGE_BRAND } from "./brand";
import { usePublicSettings } from "./settings";

/** Where the chosen display currency is remembered across visits. */
export const CURRENCY_STORAGE_KEY = "displayCurrency";

export type CurrencyContextValue = {
  /** The display currency; amounts are stored and charged in NGN whatever is chosen. */
  currency: CurrencyCode;
  setCurrency: (currency: CurrencyCode) => void;
  /** NGN-based rates from the server's settings; empty while they load (amounts then show in NGN). */
  rates: ExchangeRates;
  /** An NGN amount written in the display currency. */
  format: (amountNgn: string) => string;
};

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/** The visitor's own choice, else the panel's default currency (its brand: a child panel's order currency). */
function storedCurrency(): CurrencyCode {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrencyCode(stored) ? stored : PAGE_BRAND.default_currency;
  } catch {
    return PAGE_BRAND.default_currency;
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
  const [currency, setCurrencyState] = useState<CurrencyCode>(storedCurrency);
  const settings = usePublicSettings();
  const rates = settings.data?.currency_rates ?? NO_RATES;

  const setCurrency = useCallback((next: CurrencyCode) => {
    setCurrencyState(next);
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode quotas); the choice still holds for this visit.
    }
  }, []);

  const value = useMemo<CurrencyContextValue>(() => {
    const shown = currency === "NGN" || rates[currency] !== undefined ? currency : "NGN";
    return { currency, setCurrency, rates, format: (amount) => formatNgnIn(amount, shown, rates) };
  }, [currency, setCurrency, rates]);

  return (
    <CurrencyContext.Provider value={value}>
      <MoneyDisplayProvider currency={currency} rates={rates} pricing={pricing}>
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
