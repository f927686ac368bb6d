export { Money, type MoneyProps } from "./Money";
export {
  type MoneyDisplay,
  MoneyDisplayProvider,
  shownCurrency,
  useFormatMoney,
  useMoneyDisplay,
} from "./MoneyDisplay";
