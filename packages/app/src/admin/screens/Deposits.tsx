import {
  type AdminDeposit,
  DEPOSIT_STATUS_INFO,
  DEPOSIT_STATUSES,
  type DepositDecision,
  isAwaitingApproval,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
} from "@smm/domain";
import { AdminTable, type AdminTableFilter, Button, type DataTableColumn, formatDateTime, ToneBadge } from "@smm/ui";
import { useState } from "react";
import { DepositDecisionDialog, type PendingDepositDecision } from "../components/DepositDecisionDialog";
import { ExportCsvButton } from "../components/ExportCsvButton";
import { PanelMoney } from "../components/PanelMoney";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { statusFilter } from "../lib/statusFilter";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminList } from "../lib/useAdminList";

const DECISION_LABEL: Record<DepositDecision, string> = { approve: "Approve", reject: "Reject" };

const STATUS_FILTER = statusFilter(
  { id: "status", label: "Status", allLabel: "All statuses" },
  DEPOSIT_STATUSES,
  DEPOSIT_STATUS_INFO,
);

const METHOD_FILTER: AdminTableFilter = {
  id: "method",
  label: "Method",
  allLabel: "All methods",
  options: PAYMENT_METHOD_IDS.map((id) => ({ value: id, label: PAYMENT_METHODS[id].label })),
};

/**
 * `/admin/deposits`: every customer's deposits. Manual bank transfers wait here (pending first by default) until an
 * operator, having found the money on the statement, approves (credits once) or rejects them; gateways' deposits
 * are shown for reference.
 */
export default function Component() {
  const { params, tableProps } = useAdminList(
    "deposits",
    (params, options) => adminApi.deposits.list(params, options),
    {
      initial: { filters: { status: "pending" } },
      inUrl: true,
    },
  );
  const [pending, setPending] = useState<PendingDepositDecision | null>(null);
  const decide = useAdminAction(
    ({ deposit, decision }: PendingDepositDecision) => adminApi.deposits.decide(deposit.id, decision),
    {
      success: (deposit) =>
        `Bank transfer ${deposit.reference}: ${deposit.status === "completed" ? "approved and credited" : "rejected"}`,
      invalidate: [adminKeys.list("deposits"), adminKeys.dashboard],
    },
  );

  const columns: readonly DataTableColumn<AdminDeposit>[] = [
    {
      id: "reference",
      header: "Deposit",
      cell: (deposit) => (
        <span className="grid gap-1">
          <code className="font-mono text-xs">{deposit.reference}</code>
          <span className="text-muted-foreground text-xs">{formatDateTime(deposit.createdAt)}</span>
        </span>
      ),
      width: "13rem",
    },
    {
      id: "user",
      header: "User",
      cell: (deposit) => <RowLink to={`/admin/users/${deposit.userId}`}>{deposit.username}</RowLink>,
      width: "7rem",
    },
    {
      id: "method",
      header: "Method",
      cell: (deposit) => (
        <span className="grid gap-1">
          <span>{PAYMENT_METHODS[deposit.method]?.label ?? deposit.method}</span>
          {deposit.transferReference ? (
            <span className="text-muted-foreground text-xs">Ref. {deposit.transferReference}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "amount",
      header: "Amount",
      cell: (deposit) => <PanelMoney amount={deposit.amount} />,
      align: "end",
      width: "7rem",
    },
    {
      id: "status",
      header: "Status",
      cell: (deposit) => <ToneBadge info={DEPOSIT_STATUS_INFO[deposit.status]} />,
      width: "9rem",
    },
    {
      id: "actions",
      header: "Actions",
      cell: (deposit) =>
        isAwaitingApproval(deposit) ? (
          <div className="flex flex-wrap gap-1">
            {(["approve", "reject"] as const).map((decision) => (
              <Button
                key={decision}
                size="sm"
                variant={decision === "reject" ? "destructive" : "outline"}
                aria-label={`${DECISION_LABEL[decision]}: bank transfer ${deposit.reference}`}
                onClick={() => setPending({ deposit, decision })}
              >
                {DECISION_LABEL[decision]}
              </Button>
            ))}
          </div>
        ) : (
          <span className="text-muted-foreground text-xs">
            {deposit.provider === "bank_transfer"
              ? `Decided ${formatDateTime(deposit.decidedAt)}`
              : "Confirmed by the gateway"}
          </span>
        ),
      width: "11rem",
    },
  ];

  return (
    <>
      <AdminTable
        title="Deposits"
        description="Bank transfers wait here: approve one only once the money is on your statement (it is credited once, with its bonus); a rejection tells the customer."
        columns={columns}
        getRowId={(deposit) => String(deposit.id)}
        searchPlaceholder="Search references or users"
        filters={[STATUS_FILTER, METHOD_FILTER]}
        actions={<ExportCsvButton list="payments" params={params} />}
        emptyMessage="No deposits here"
        {...tableProps}
      />
      <DepositDecisionDialog
        pending={pending}
        busy={decide.pending}
        onClose={() => setPending(null)}
        onConfirm={(decision) => {
          decide.run(decision);
          setPending(null);
        }}
      />
    </>
  );
}
