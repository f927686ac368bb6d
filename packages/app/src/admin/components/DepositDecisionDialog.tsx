import { type AdminDeposit, type DepositDecision, sumMoney } from "@smm/domain";
import { Button, Dialog, DialogClose, DialogContent, DialogFooter } from "@smm/ui";
import { useFormatPanelMoney } from "./PanelMoney";

/** A decision on a bank transfer waiting for the operator's confirmation. */
export interface PendingDepositDecision {
  deposit: AdminDeposit;
  decision: DepositDecision;
}

/** What each decision does, as the dialog asks it. */
function wording({ deposit, decision }: PendingDepositDecision, formatMoney: (amount: string) => string) {
  const transfer = `${formatMoney(deposit.amount)} from ${deposit.username}`;
  const reference = deposit.transferReference ? ` (transfer reference ${deposit.transferReference})` : "";
  return decision === "approve"
    ? {
        title: `Approve the bank transfer of ${transfer}?`,
        description: `Only once the money is on your account statement${reference}. ${deposit.username} is credited ${formatMoney(sumMoney(deposit.amount, deposit.bonus))} (bonus included). This cannot be undone.`,
        confirm: "Approve and credit",
      }
    : {
        title: `Reject the bank transfer of ${transfer}?`,
        description: `Nothing is credited, and ${deposit.username} is told the transfer could not be confirmed${reference}.`,
        confirm: "Reject transfer",
      };
}

/** Asks before a bank transfer is approved (money reaches a balance) or rejected. */
export function DepositDecisionDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingDepositDecision | null;
  busy: boolean;
  onConfirm: (decision: PendingDepositDecision) => void;
  onClose: () => void;
}) {
  const formatMoney = useFormatPanelMoney();
  const text = pending ? wording(pending, formatMoney) : null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {pending && text ? (
        <DialogContent title={text.title} description={text.description}>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Go back
              </Button>
            </DialogClose>
            <Button
              type="button"
              disabled={busy}
              variant={pending.decision === "reject" ? "destructive" : "default"}
              onClick={() => onConfirm(pending)}
            >
              {text.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
