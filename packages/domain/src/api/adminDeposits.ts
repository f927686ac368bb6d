/**
 * The operator's list of deposits (/admin/deposits): every method's, filterable; manual bank transfers wait there
 * until an operator approves (credits once) or rejects them.
 */
import type { PaymentMethodId } from "../payments/methods";
import type { StatusInfo } from "../statuses";
import type { AdminListQuery } from "./admin";
import type { DecimalString, IsoDateTime } from "./types";

export const DEPOSIT_STATUSES = ["pending", "completed", "failed"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_INFO: Record<DepositStatus, StatusInfo<DepositStatus>> = {
  pending: { value: "pending", label: "Pending", tone: "warning" },
  completed: { value: "completed", label: "Completed", tone: "success" },
  failed: { value: "failed", label: "Rejected or failed", tone: "danger" },
};

export const DEPOSIT_DECISIONS = ["approve", "reject"] as const;
export type DepositDecision = (typeof DEPOSIT_DECISIONS)[number];

/** GET /admin/deposits: newest first; `search` matches the reference, the transfer reference or the username. */
export interface AdminDepositQuery extends Omit<AdminListQuery, "sort" | "direction"> {
  status?: DepositStatus;
  method?: PaymentMethodId;
}

export interface AdminDeposit {
  id: number;
  reference: string;
  userId: number;
  username: string;
  method: PaymentMethodId;
  provider: string;
  amount: DecimalString;
  bonus: DecimalString;
  status: DepositStatus;
  /** Bank transfers: the reference the customer says they used. */
  transferReference: string | null;
  createdAt: IsoDateTime;
  /** When it was credited, rejected or failed. */
  decidedAt: IsoDateTime | null;
}

/** Whether an operator decides this deposit by hand: a bank transfer still pending. */
export const isAwaitingApproval = (deposit: Pick<AdminDeposit, "provider" | "status">): boolean =>
  deposit.provider === "bank_transfer" && deposit.status === "pending";
