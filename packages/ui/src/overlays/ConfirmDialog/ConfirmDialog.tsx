import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../primitives/Button";
import { Dialog, DialogContent, DialogFooter } from "../Dialog";

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false when the customer backs out (Cancel, Escape, a click outside) or a confirm has finished. */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Cancel order 1042?": the dialog's accessible name. */
  title: React.ReactNode;
  /** What confirming does; read after the title. */
  description?: React.ReactNode;
  confirmLabel: React.ReactNode;
  cancelLabel?: React.ReactNode;
  /** `destructive` for an action that cannot be taken back. */
  variant?: "default" | "destructive";
  /**
   * Called on confirm. Return nothing to close at once; return a promise to keep the dialog open and pending
   * until it settles: closed when it resolves, left open when it rejects (the caller reports the error).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a confirm handler returns nothing or a promise, as React's own do
  onConfirm: () => void | Promise<unknown>;
  /** Keeps the dialog pending from outside: both buttons disabled, a spinner on confirm, no closing. */
  pending?: boolean;
  /** Where focus goes when the dialog closes, if it is still on the page (otherwise: what had focus before). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  /** Anything to show between the description and the buttons. */
  children?: React.ReactNode;
}

/** Asks once more before an action, with the safe choice focused first. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  variant = "default",
  onConfirm,
  pending = false,
  returnFocusTo,
  children,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // Radix returns focus only to a DialogTrigger; this dialog is opened by the page's own buttons.
  const opener = useRef<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = pending || confirming;

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setConfirming(true);
    result.then(
      () => {
        if (mounted.current) setConfirming(false);
        onOpenChange(false);
      },
      () => {
        if (mounted.current) setConfirming(false);
      },
    );
  };
  // While pending nothing closes the dialog: the answer is still coming.
  const holdWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onOpenChange(false))}>
      <DialogContent
        data-slot="confirm-dialog"
        data-variant={variant}
        aria-busy={busy || undefined}
        title={title}
        description={description}
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          const active = cancel.current?.ownerDocument.activeElement;
          opener.current = active instanceof HTMLElement ? active : null;
          event.preventDefault();
          cancel.current?.focus();
        }}
        onEscapeKeyDown={holdWhileBusy}
        onInteractOutside={holdWhileBusy}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current?.isConnected ? returnFocusTo.current : opener.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {children}
        <DialogFooter>
          <Button ref={cancel} variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={variant} pending={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
