import {
  EMPTY_STATES,
  formatMoney,
  isPaymentMethodId,
  PAYMENT_METHODS,
  TOAST_MESSAGES,
  type Transaction,
} from "@smm/domain";
import { Receipt } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { formatDate } from "../../customer/shared/formatDate";
import { LoadError } from "../../customer/shared/LoadError";
import { LoadingRows } from "../../customer/shared/TableStateRows";
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
  const headingId = useId();
  return (
    <SectionCard title="Recent Transactions" headingId={headingId} data-slot="recent-transactions" {...props}>
      {error ? (
        <LoadError title={TOAST_MESSAGES.fetchTransactionsFailed} message={error} onRetry={onRetry} />
      ) : (
        <Table aria-labelledby={headingId} aria-busy={loading || undefined}>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column}>{column}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading ? (
              <LoadingRows columns={COLUMNS} rows={3} />
            ) : transactions.length === 0 ? (
              <TableEmpty colSpan={COLUMNS.length} icon={<Receipt />}>
                {EMPTY_STATES.transactions}
              </TableEmpty>
            ) : (
              transactions.map((transaction) => (
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
              ))
            )}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
