import { type CurrencyCode, type DecimalString, type ExchangeRates, formatIn } from "@smm/domain";
import type * as React from "react";
import { cn } from "../../../lib/cn";
import { shownCurrency, useMoneyDisplay } from "./MoneyDisplay";

export type MoneyProps = Omit<React.ComponentProps<"data">, "children" | "value"> & {
  /** The amount in the panel's currency (the provider's `base`, NGN by default), as the server sends it ("1234.50"). */
  amount: DecimalString;
  /** The display currency; the nearest MoneyDisplayProvider's (NGN without one) by default. */
  currency?: CurrencyCode;
  /**
   * NGN-based rates (how much of each currency ₦1 buys), the provider's by default. Without the chosen currency's
   * rate the NGN amount is shown.
   */
  rates?: ExchangeRates;
  /** Intl locale; the domain's en-NG by default. */
  locale?: string;
};

/**
 * An amount of the panel's in the selected display currency: converted with the domain's exact decimal maths and
 * written by Intl.NumberFormat (₦1,234.50, US$0.80). The machine-readable amount as kept stays on the element.
 */
export function Money({ amount, currency, rates, locale, className, ...props }: MoneyProps) {
  const display = useMoneyDisplay();
  const shownRates = rates ?? display.rates;
  // While rates load (or if one is missing) the true amount as kept is better than a wrong or blank figure.
  const base = display.base;
  const shown = shownCurrency({ currency: currency ?? display.currency, rates: shownRates, base });
  return (
    <data
      data-slot="money"
      data-currency={shown}
      value={amount}
      className={cn("whitespace-nowrap tabular-nums", className)}
      {...props}
    >
      {formatIn(amount, base ?? "NGN", shown, shownRates, locale)}
    </data>
  );
}
