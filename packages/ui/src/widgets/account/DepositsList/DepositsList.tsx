import { DEPOSIT_STATUS_INFO, type DepositStatus, isPaymentMethodId, PAYMENT_METHODS } from "@smm/domain";
import { Landmark } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Pagination } from "../../../data/Pagination";
import { TableCell, TableRow } from "../../../data/Table";
import { ToneBadge } from "../../admin/ToneBadge";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";
import { formatDate } from "../../shared/formatDate";
import { ResultsTable } from "../../shared/ResultsTable";
import { SectionCard } from "../shared/SectionCard";

/** Chosen wording: the spec lists deposits only as ledger rows. */
export const DEPOSITS_TITLE = "Your Deposits";
export const DEPOSITS_EMPTY = "No deposits yet";
export const DEPOSITS_DESCRIPTION =
  "Every payment you started, with its status. A bank transfer stays Pending until an operator finds it.";

const COLUMNS = ["Date", "Method", "Amount", "Reference", "Status"] as const;

/** A deposit as GET /deposits answers it (the fields this list shows). */
export type DepositRow = {
  reference: string;
  method: string;
  amount: string;
  status: DepositStatus;
  created_at: string;
  /** Bank transfers: the reference the customer wrote on their transfer. */
  transfer_reference?: string;
};

export type DepositsListProps = Omit<React.ComponentProps<"div">, "children"> & {
  deposits: readonly DepositRow[];
  loading?: boolean;
  /** Why the list could not be loaded; shown instead of the table. */
  error?: string;
  onRetry?: () => void;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
};

const methodLabel = (method: string) => (isPaymentMethodId(method) ? PAYMENT_METHODS[method].label : method);

/**
 * The customer's deposits with their status: a pending or rejected bank transfer shows here, where the transactions
 * (money that moved) cannot show it.
 */
export function DepositsList({
  deposits,
  loading = false,
  error,
  onRetry,
  page = 1,
  pageCount = 1,
  onPageChange,
  ...props
}: DepositsListProps) {
  const formatMoney = useFormatMoney();
  const headingId = useId();
  return (
    <SectionCard
      title={DEPOSITS_TITLE}
      description={DEPOSITS_DESCRIPTION}
      headingId={headingId}
      data-slot="deposits-list"
      {...props}
    >
      <ResultsTable
        labelledBy={headingId}
        columns={COLUMNS}
        rows={deposits}
        renderRow={(deposit) => (
          <TableRow key={deposit.reference} data-status={deposit.status}>
            <TableCell label="Date">
              <time dateTime={deposit.created_at}>{formatDate(deposit.created_at)}</time>
            </TableCell>
            <TableCell label="Method">{methodLabel(deposit.method)}</TableCell>
            <TableCell label="Amount" className="tabular-nums">
              {formatMoney(deposit.amount)}
            </TableCell>
            {/* The customer knows a transfer by the reference they wrote on it; other payments by ours. */}
            <TableCell label="Reference">
              <span className="break-all font-mono text-xs">{deposit.transfer_reference ?? deposit.reference}</span>
            </TableCell>
            <TableCell label="Status">
              <ToneBadge info={DEPOSIT_STATUS_INFO[deposit.status]} />
            </TableCell>
          </TableRow>
        )}
        isLoading={loading}
        loadingRows={3}
        error={error}
        errorTitle="Could not load your deposits"
        onRetry={onRetry}
        emptyIcon={<Landmark />}
        emptyText={DEPOSITS_EMPTY}
      />
      {!error && pageCount > 1 && onPageChange ? (
        <Pagination aria-label="Deposits pages" page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </SectionCard>
  );
}
