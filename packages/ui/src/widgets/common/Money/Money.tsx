import { type CurrencyCode, type DecimalString, type ExchangeRates, formatNgnIn } from "@smm/domain";
import type * as React from "react";
import { cn } from "../../../lib/cn";
import { shownCurrency, useMoneyDisplay } from "./MoneyDisplay";

export type MoneyProps = Omit<React.ComponentProps<"data">, "children" | "value"> & {
  /** The amount in NGN, as the server sends it ("1234.50"). */
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
 * An NGN amount in the selected display currency: converted with the domain's exact decimal maths and written by
 * Intl.NumberFormat (₦1,234.50, US$0.80). The machine-readable NGN value stays on the element.
 */
export function Money({ amount, currency, rates, locale, className, ...props }: MoneyProps) {
  const display = useMoneyDisplay();
  const shownRates = rates ?? display.rates;
  // While rates load (or if one is missing) the true NGN amount is better than a wrong or blank figure.
  const shown = shownCurrency({ currency: currency ?? display.currency, rates: shownRates });
  return (
    <data
      data-slot="money"
      data-currency={shown}
      value={amount}
      className={cn("whitespace-nowrap tabular-nums", className)}
      {...props}
    >
      {formatNgnIn(amount, shown, shownRates, locale)}
    </data>
  );
}
