export {
  ADD_FUNDS_NOTICE,
  AddFundsPanel,
  type AddFundsPanelProps,
  addFundsNotice,
  DEMO_PAYMENT_LABEL,
  NO_METHODS_MESSAGE,
} from "./AddFundsPanel";
export { methodTerms, PaymentMethodPicker, type PaymentMethodPickerProps } from "./PaymentMethodPicker";
export { RecentTransactions, type RecentTransactionsProps } from "./RecentTransactions";
