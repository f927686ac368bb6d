export { ADD_FUNDS_NOTICE, AddFundsPanel, type AddFundsPanelProps, addFundsNotice } from "./AddFundsPanel";
export { methodTerms, PaymentMethodPicker, type PaymentMethodPickerProps } from "./PaymentMethodPicker";
export { RecentTransactions, type RecentTransactionsProps } from "./RecentTransactions";
