import type { OrderStatus } from "./statuses";

/** Why an order is in the admin's "Needs attention" queue. */
export type AttentionReason = "failed" | "stuck";

/** One order the operator has to act on: its last forward failed for good, or it is late. */
export interface AttentionOrder {
  id: number;
  userId: number;
  username: string;
  serviceId: number;
  serviceTitle: string;
  /** The provider it was last sent to (null: a manual service). */
  providerId: number | null;
  providerName: string | null;
  quantity: number;
  charge: string;
  status: OrderStatus;
  createdAt: string;
  reason: AttentionReason;
  /** The last forward error (failed), or how late it is (stuck). */
  detail: string;
}

/** The operator's choice of another provider for a failed order: the provider and its id for the service. */
export interface AttentionReassign {
  providerId: number;
  providerServiceId: string;
}
