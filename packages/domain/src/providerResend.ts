import type { AdminOrder } from "./contract/admin/orders";
import type { OrderStatus } from "./statuses";

/** Orders still waiting for delivery: the only ones an operator can send to their provider again. */
export const RESENDABLE_ORDER_STATUSES: readonly OrderStatus[] = ["pending", "processing", "in-progress"];

/**
 * Whether "Resend to provider" is offered: the order was handed to a provider that has not accepted it (no order
 * id of theirs: the attempt failed, or was left unknown) and it still waits for delivery.
 */
export function canResendToProvider(order: Pick<AdminOrder, "providerId" | "providerOrderId" | "status">): boolean {
  return (
    order.providerId !== null && order.providerOrderId === null && RESENDABLE_ORDER_STATUSES.includes(order.status)
  );
}
