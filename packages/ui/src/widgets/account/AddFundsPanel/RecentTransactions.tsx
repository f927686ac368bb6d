import { EMPTY_STATES, isPaymentMethodId, PAYMENT_METHODS, TOAST_MESSAGES, type Transaction } from "@smm/domain";
import { Receipt } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { TableCell, TableRow } from "../../../data/Table";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";
import { formatDate } from "../../shared/formatDate";
import { ResultsTable } from "../../shared/ResultsTable";
import { SectionCard } from "../shared/SectionCard";

const COLUMNS = ["ID", "Date", "Method", "Amount"] as const;

export type RecentTransactionsProps = Omit<React.ComponentProps<"div">, "children"> & {
  transactions: readonly Transaction[];
  loading?: boolean;
  /** Why the list could not be loaded; shown instead of the table. */
  error?: string;
  onRetry?: () => void;
};

function methodLabel(method: string): string {
  return isPaymentMethodId(method) ? PAYMENT_METHODS[method].label : method;
}

/** The customer's deposits: ID, date, method and amount, or 'No transactions found'. */
export function RecentTransactions({
  transactions,
  loading = false,
  error,
  onRetry,
  ...props
}: RecentTransactionsProps) {
  const formatMoney = useFormatMoney();
  const headingId = useId();
  return (
    <SectionCard title="Recent Transactions" headingId={headingId} data-slot="recent-transactions" {...props}>
      <ResultsTable
        labelledBy={headingId}
        columns={COLUMNS}
        rows={transactions}
        renderRow={(transaction) => (
          <TableRow key={transaction.id}>
            <TableCell label="ID" className="tabular-nums">
              {transaction.id}
            </TableCell>
            <TableCell label="Date">
              <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
            </TableCell>
            <TableCell label="Method">{methodLabel(transaction.method)}</TableCell>
            <TableCell label="Amount" className="tabular-nums">
              {formatMoney(transaction.amount)}
            </TableCell>
          </TableRow>
        )}
        isLoading={loading}
        loadingRows={3}
        error={error}
        errorTitle={TOAST_MESSAGES.fetchTransactionsFailed}
        onRetry={onRetry}
        emptyIcon={<Receipt />}
        emptyText={EMPTY_STATES.transactions}
      />
    </SectionCard>
  );
}
