export { ADD_FUNDS_NOTICE, AddFundsPanel, type AddFundsPanelProps } from "./AddFundsPanel";
export { methodTerms, PaymentMethodPicker, type PaymentMethodPickerProps } from "./PaymentMethodPicker";
export { RecentTransactions, type RecentTransactionsProps } from "./RecentTransactions";
