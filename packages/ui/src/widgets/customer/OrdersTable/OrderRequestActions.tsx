import type { Order, OrderRequestSummary } from "@smm/domain";
import { Ban, RotateCcw } from "lucide-react";
import { Button } from "../../../primitives/Button";
import { OrderRequestBadges } from "./OrderRequestBadges";

export type OrderRequestKind = "refill" | "cancel";

export interface OrderRequestActionsProps {
  order: Order;
  /** The order's request states; without them the row offers nothing. */
  summary: OrderRequestSummary | undefined;
  /** The request being sent for this order, if any: its button shows a spinner and both wait. */
  pending: OrderRequestKind | undefined;
  /** Asks for a refill (the table confirms first, then returns focus to `trigger`). */
  onRefill?: ((order: Order, trigger: HTMLButtonElement) => void) | undefined;
  /** Asks to cancel (the table confirms first, then returns focus to `trigger`). */
  onCancel?: ((order: Order, trigger: HTMLButtonElement) => void) | undefined;
}

/** The order's request badges, and a Refill / Cancel button when the server says it can be asked now. */
export function OrderRequestActions({ order, summary, pending, onRefill, onCancel }: OrderRequestActionsProps) {
  if (!summary) return null;
  const canRefill = onRefill !== undefined && summary.refill.available;
  const canCancel = onCancel !== undefined && summary.cancel.available;
  if (!canRefill && !canCancel && !summary.refill.latest && !summary.cancel.latest) return null;
  // While one request is sent the other button is disabled; the pressed one is pending, so it keeps the focus.
  const busy = pending !== undefined;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <OrderRequestBadges summary={summary} />
      {canRefill ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Refill order ${order.id}`}
          pending={pending === "refill"}
          disabled={busy && pending !== "refill"}
          onClick={(event) => onRefill?.(order, event.currentTarget)}
        >
          <RotateCcw aria-hidden="true" />
          Refill
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Cancel order ${order.id}`}
          pending={pending === "cancel"}
          disabled={busy && pending !== "cancel"}
          onClick={(event) => onCancel?.(order, event.currentTarget)}
        >
          <Ban aria-hidden="true" />
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
