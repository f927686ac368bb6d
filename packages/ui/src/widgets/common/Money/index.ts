export { Money, type MoneyProps } from "./Money";
export {
  type MoneyDisplay,
  MoneyDisplayProvider,
  shownCurrency,
  useCustomerPricing,
  useFormatMoney,
  useFormatMoneyWithNaira,
  useFormatServicePrice,
  useMoneyDisplay,
} from "./MoneyDisplay";
