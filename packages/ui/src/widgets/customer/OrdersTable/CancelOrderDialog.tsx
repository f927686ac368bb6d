import type { Order } from "@smm/domain";
import type * as React from "react";
import { useState } from "react";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../overlays/Dialog";
import { Button } from "../../../primitives/Button";

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
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {current ? (
        <DialogContent
          title={`Cancel order ${current.id}?`}
          description="We ask for the order to be stopped. Once it is cancelled, its charge is refunded to your balance in full."
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep order</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                onConfirm(current);
                onClose();
              }}
            >
              Cancel order
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
