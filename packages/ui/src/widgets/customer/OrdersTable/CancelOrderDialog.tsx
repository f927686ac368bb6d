import type { Order } from "@smm/domain";
import type * as React from "react";
import { useState } from "react";
import { ConfirmDialog } from "../../../overlays/ConfirmDialog";

export interface CancelOrderDialogProps {
  /** The order to confirm; null closes the dialog. */
  order: Order | null;
  /** Where focus goes back to when the dialog closes (the row's Cancel button, if it is still there). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  onConfirm: (order: Order) => void;
  onClose: () => void;
}

/** Asks before a cancel is sent: it cannot be taken back. */
export function CancelOrderDialog({ order, returnFocusTo, onConfirm, onClose }: CancelOrderDialogProps) {
  // The last order stays on screen while the dialog animates closed.
  const [current, setCurrent] = useState(order);
  if (order && order !== current) setCurrent(order);
  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Cancel order ${current?.id ?? ""}?`}
      description="We ask for the order to be stopped. Once it is cancelled, its charge is refunded to your balance in full."
      cancelLabel="Keep order"
      confirmLabel="Cancel order"
      variant="destructive"
      returnFocusTo={returnFocusTo}
      onConfirm={() => {
        if (current) onConfirm(current);
      }}
    />
  );
}
