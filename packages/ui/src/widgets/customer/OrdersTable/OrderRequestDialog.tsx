import type { Order } from "@smm/domain";
import type * as React from "react";
import { useState } from "react";
import { ConfirmDialog } from "../../../overlays/ConfirmDialog";
import type { OrderRequestKind } from "./OrderRequestActions";

/** What each request asks, and what the customer should know before sending it. */
const ASKS: Record<
  OrderRequestKind,
  {
    title: (id: number | string) => string;
    description: string;
    confirmLabel: string;
    cancelLabel: string;
    variant: "default" | "destructive";
  }
> = {
  cancel: {
    title: (id) => `Cancel order ${id}?`,
    description:
      "We ask for the order to be stopped. Once it is cancelled, its charge is refunded to your balance in full.",
    confirmLabel: "Cancel order",
    cancelLabel: "Keep order",
    variant: "destructive",
  },
  refill: {
    title: (id) => `Refill order ${id}?`,
    description:
      "We ask for what dropped since delivery to be delivered again, at no charge. One refill is worked on at a time.",
    confirmLabel: "Request refill",
    cancelLabel: "Not now",
    variant: "default",
  },
};

export interface OrderRequestDialogProps {
  /** The request to confirm; null closes the dialog. */
  request: { order: Order; kind: OrderRequestKind } | null;
  /** Where focus goes back to when the dialog closes (the row's button, if it is still there). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  onConfirm: (order: Order, kind: OrderRequestKind) => void;
  onClose: () => void;
}

/** Asks before a refill or a cancel is sent: neither can be taken back. */
export function OrderRequestDialog({ request, returnFocusTo, onConfirm, onClose }: OrderRequestDialogProps) {
  // The last request stays on screen while the dialog animates closed.
  const [current, setCurrent] = useState(request);
  if (request && request !== current) setCurrent(request);
  const ask = ASKS[current?.kind ?? "cancel"];
  return (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={ask.title(current?.order.id ?? "")}
      description={ask.description}
      cancelLabel={ask.cancelLabel}
      confirmLabel={ask.confirmLabel}
      variant={ask.variant}
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (current) onConfirm(current.order, current.kind);
      }}
    />
  );
}
