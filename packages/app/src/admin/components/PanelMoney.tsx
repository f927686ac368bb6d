import { type DecimalString, formatMoney } from "@smm/domain";
import { useCallback } from "react";
import { usePanelCurrency } from "../../lib/settings";

/**
 * An amount the panel keeps, in the panel's currency: "₦1,200.00" on the main panel, "US$8.50" on a USD child panel.
 * The admin area shows amounts as kept, never in a customer's display currency.
 */
export function useFormatPanelMoney(): (amount: DecimalString) => string {
  const currency = usePanelCurrency();
  return useCallback((amount) => formatMoney(amount, currency), [currency]);
}

/** useFormatPanelMoney as a table cell or a value. */
export function PanelMoney({ amount }: { amount: DecimalString }) {
  return <>{useFormatPanelMoney()(amount)}</>;
}
