import { type CurrencyCode, type CustomerPricing, SAMPLE_EXCHANGE_RATES } from "@smm/domain";
import type { Decorator } from "@storybook/react-vite";
import { MoneyDisplayProvider } from "./MoneyDisplay";

/**
 * For stories (not exported from the package): the widget as a customer sees it who reads `currency` at the sample
 * rates and pays `pricing` (a discount).
 */
export const shownTo =
  (currency: CurrencyCode, pricing?: CustomerPricing): Decorator =>
  (Story) => (
    <MoneyDisplayProvider currency={currency} rates={SAMPLE_EXCHANGE_RATES} pricing={pricing}>
      <Story />
    </MoneyDisplayProvider>
  );

/** For stories: the widget on a panel that keeps its money in `base` (a USD child panel), read in that currency. */
export const onPanelIn =
  (base: CurrencyCode): Decorator =>
  (Story) => (
    <MoneyDisplayProvider currency={base} base={base} rates={SAMPLE_EXCHANGE_RATES}>
      <Story />
    </MoneyDisplayProvider>
  );
