/** Display currencies (spec §3, §9). Amounts are stored in NGN; other currencies are for display only. */

export const CURRENCY_CODES = ["NGN", "USD", "EUR", "GBP", "CAD", "AUD"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface CurrencyOption {
  code: CurrencyCode;
  symbol: string;
  name: string;
}

export const DEFAULT_CURRENCY: CurrencyCode = "NGN";

/** In the switcher's order, NGN (the default) first. */
export const CURRENCIES: readonly CurrencyOption[] = [
  { code: "NGN", symbol: "₦", name: "Nigerian Naira" },
  { code: "USD", symbol: "$", name: "US Dollar" },
  { code: "EUR", symbol: "€", name: "Euro" },
  { code: "GBP", symbol: "£", name: "British Pound" },
  { code: "CAD", symbol: "C$", name: "Canadian Dollar" },
  { code: "AUD", symbol: "A$", name: "Australian Dollar" },
];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
}

export function currencyOption(code: CurrencyCode): CurrencyOption {
  const option = CURRENCIES.find((currency) => currency.code === code);
  if (!option) throw new RangeError(`Unknown currency ${code}`);
  return option;
}

/** Currencies a child panel can run in (spec §3): lower-case codes as the form sends them. */
export const CHILD_PANEL_CURRENCIES = ["usd", "ngn", "eur", "gbp"] as const;
export type ChildPanelCurrency = (typeof CHILD_PANEL_CURRENCIES)[number];

export const CHILD_PANEL_CURRENCY_OPTIONS: readonly { value: ChildPanelCurrency; label: string }[] =
  CHILD_PANEL_CURRENCIES.map((value) => {
    const option = currencyOption(value.toUpperCase() as CurrencyCode);
    return { value, label: `${option.code} (${option.symbol})` };
  });
