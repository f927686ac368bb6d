export { Money, type MoneyProps } from "./Money";
export {
  type MoneyDisplay,
  MoneyDisplayProvider,
  shownCurrency,
  useCustomerPricing,
  useFormatCharge,
  useFormatMoney,
  useFormatServicePrice,
  useMoneyDisplay,
  usePanelCurrency,
} from "./MoneyDisplay";
