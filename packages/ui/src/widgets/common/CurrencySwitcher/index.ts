export { CurrencySwitcher, CurrencySwitcherPlaceholder, type CurrencySwitcherProps } from "./CurrencySwitcher";
