import {
  CANCEL_STATE_LABELS,
  type CancelRequestState,
  type OrderRequestSummary,
  REFILL_STATE_LABELS,
  type RefillRequestState,
} from "@smm/domain";
import { CircleCheck, CircleX, Clock, type LucideIcon, Send } from "lucide-react";
import { Badge, type BadgeVariant } from "../../../display/Badge";

type Look = { variant: BadgeVariant; icon: LucideIcon };

const waiting: Look = { variant: "warning", icon: Clock };
const moving: Look = { variant: "info", icon: Send };
const settled: Look = { variant: "success", icon: CircleCheck };
const refused: Look = { variant: "danger", icon: CircleX };

const refillLooks: Record<RefillRequestState, Look> = {
  pending: waiting,
  "in-progress": moving,
  completed: settled,
  rejected: refused,
  error: refused,
};

const cancelLooks: Record<CancelRequestState, Look> = {
  pending: waiting,
  forwarded: moving,
  done: settled,
  rejected: refused,
};

function RequestBadge({ kind, label, look }: { kind: string; label: string; look: Look }) {
  const Icon = look.icon;
  return (
    <Badge data-request={kind} variant={look.variant} icon={<Icon aria-hidden="true" />}>
      {label}
    </Badge>
  );
}

/** The latest refill and cancel request of an order, each as a small badge (text + colour + icon). */
export function OrderRequestBadges({ summary }: { summary: OrderRequestSummary }) {
  const refill = summary.refill.latest;
  const cancel = summary.cancel.latest;
  return (
    <>
      {refill ? (
        <RequestBadge kind="refill" label={REFILL_STATE_LABELS[refill.status]} look={refillLooks[refill.status]} />
      ) : null}
      {cancel ? (
        <RequestBadge kind="cancel" label={CANCEL_STATE_LABELS[cancel.status]} look={cancelLooks[cancel.status]} />
      ) : null}
    </>
  );
}
