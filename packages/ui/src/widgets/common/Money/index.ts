export { Money, type MoneyProps } from "./Money";
export {
  type MoneyDisplay,
  MoneyDisplayProvider,
  shownCurrency,
  useCustomerPricing,
  useFormatMoney,
  useFormatCharge,
  useFormatServicePrice,
  useMoneyDisplay,
  usePanelCurrency,
} from "./MoneyDisplay";
