import type { AdminOrderRequest, AdminOrderRequestDecision } from "@smm/domain";
import { Button, Dialog, DialogClose, DialogContent, DialogFooter, Field, Textarea } from "@smm/ui";
import { useState } from "react";

/** A decision waiting for the operator's confirmation. */
export interface PendingDecision {
  request: AdminOrderRequest;
  state: AdminOrderRequestDecision["state"];
}

const REASON_MAX = 500;

/** What each decision does, as the dialog asks it. */
function wording({ request, state }: PendingDecision): { title: string; description: string; confirm: string } {
  const order = `order #${request.orderId}`;
  if (request.kind === "cancel") {
    return state === "done"
      ? {
          title: `Cancel ${order} and refund?`,
          description: `${request.username} gets the full charge back on their balance. This cannot be undone.`,
          confirm: "Cancel and refund",
        }
      : {
          title: `Reject the cancel request for ${order}?`,
          description: `The order goes on. ${request.username} sees the reason you give.`,
          confirm: "Reject request",
        };
  }
  const words = {
    "in-progress": { verb: "Start", confirm: "Start refill", note: "The customer sees that the refill is under way." },
    completed: { verb: "Complete", confirm: "Mark completed", note: "Mark it done once the refill is delivered." },
    rejected: { verb: "Reject", confirm: "Reject refill", note: "The customer is told the refill was rejected." },
  } as const;
  const word = words[state as keyof typeof words] ?? words.rejected;
  return { title: `${word.verb} the refill of ${order}?`, description: word.note, confirm: word.confirm };
}

/**
 * Asks before a request is decided: refunds and rejections reach the customer. Rejecting a cancel needs a reason
 * (the customer reads it).
 */
export function RequestDecisionDialog({
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pending: PendingDecision | null;
  busy: boolean;
  onConfirm: (decision: PendingDecision & { reason?: string }) => void;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(pending);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  if (pending && pending !== current) {
    setCurrent(pending);
    setReason("");
    setMissing(false);
  }
  const needsReason = current?.request.kind === "cancel" && current.state === "rejected";
  const text = current ? wording(current) : null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {current && text ? (
        <DialogContent title={text.title} description={text.description}>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (needsReason && reason.trim() === "") return setMissing(true);
              onConfirm(needsReason ? { ...current, reason: reason.trim() } : current);
            }}
          >
            {needsReason ? (
              <Field label="Reason" required error={missing ? "Tell the customer why." : undefined}>
                <Textarea
                  value={reason}
                  maxLength={REASON_MAX}
                  rows={3}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setMissing(false);
                  }}
                />
              </Field>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Go back
                </Button>
              </DialogClose>
              <Button
                type="submit"
                disabled={busy}
                variant={current.state === "rejected" || current.state === "done" ? "destructive" : "default"}
              >
                {text.confirm}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
