/**
 * The operator's list of deposits (/admin/deposits): every method's, filterable; manual bank transfers wait there
 * until an operator approves (credits once) or rejects them.
 */
import type { StatusInfo } from "../statuses";

export const DEPOSIT_STATUSES = ["pending", "completed", "failed"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_INFO: Record<DepositStatus, StatusInfo<DepositStatus>> = {
  pending: { value: "pending", label: "Pending", tone: "warning" },
  completed: { value: "completed", label: "Completed", tone: "success" },
  failed: { value: "failed", label: "Rejected or failed", tone: "danger" },
};

export const DEPOSIT_DECISIONS = ["approve", "reject"] as const;
export type DepositDecision = (typeof DEPOSIT_DECISIONS)[number];

/** Whether an operator decides this deposit by hand: a bank transfer still pending. */
export const isAwaitingApproval = (deposit: { provider: string; status: DepositStatus }): boolean =>
  deposit.provider === "bank_transfer" && deposit.status === "pending";
