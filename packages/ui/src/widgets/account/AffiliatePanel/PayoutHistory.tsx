import { EMPTY_STATES, type Payout, type PayoutStatus } from "@smm/domain";
import { Banknote } from "lucide-react";
import { TableCell, TableRow } from "../../../data/Table";
import { Badge, type BadgeVariant } from "../../../display/Badge";
import { useFormatMoney } from "../../common/Money/MoneyDisplay";
import { formatDate } from "../../shared/formatDate";
import { ResultsTable } from "../../shared/ResultsTable";

const COLUMNS = ["Date", "Amount", "Status", "Transaction ID"] as const;

const STATUS_BADGE: Record<PayoutStatus, BadgeVariant> = {
  Completed: "success",
  Pending: "warning",
  Failed: "danger",
};

export type PayoutHistoryProps = {
  payouts: readonly Payout[];
  loading?: boolean;
  labelledBy: string;
};

/** Past payouts: date, amount, status and transaction ID, or 'No payouts yet'. */
export function PayoutHistory({ payouts, loading = false, labelledBy }: PayoutHistoryProps) {
  const formatMoney = useFormatMoney();
  return (
    <ResultsTable
      labelledBy={labelledBy}
      columns={COLUMNS}
      rows={payouts}
      renderRow={(payout) => (
        <TableRow key={payout.transactionId}>
          <TableCell label="Date">
            <time dateTime={payout.date}>{formatDate(payout.date)}</time>
          </TableCell>
          <TableCell label="Amount" className="tabular-nums">
            {formatMoney(payout.amount)}
          </TableCell>
          <TableCell label="Status">
            <Badge variant={STATUS_BADGE[payout.status]}>{payout.status}</Badge>
          </TableCell>
          <TableCell label="Transaction ID" className="font-mono text-xs">
            {payout.transactionId}
          </TableCell>
        </TableRow>
      )}
      isLoading={loading}
      loadingRows={2}
      emptyIcon={<Banknote />}
      emptyText={EMPTY_STATES.payouts}
    />
  );
}
