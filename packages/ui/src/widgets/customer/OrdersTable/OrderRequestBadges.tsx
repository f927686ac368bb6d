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

/**
 * Why a cancel was rejected, in place of its badge: a badge never wraps, a reason must (375 px). A status region,
 * so a screen reader announces the answer when it arrives while the page is open.
 */
function CancelRejection({ reason }: { reason: string }) {
  return (
    <p
      role="status"
      data-request="cancel"
      data-slot="cancel-rejection"
      className="flex max-w-56 items-start gap-1 whitespace-normal break-words font-medium text-destructive text-xs [&_svg]:mt-0.5 [&_svg]:size-3 [&_svg]:shrink-0"
    >
      <CircleX aria-hidden="true" />
      <span>
        {CANCEL_STATE_LABELS.rejected}: {reason}
      </span>
    </p>
  );
}

/**
 * The latest refill and cancel request of an order, each as a small badge (text + colour + icon); a rejected
 * cancel says why.
 */
export function OrderRequestBadges({ summary }: { summary: OrderRequestSummary }) {
  const refill = summary.refill.latest;
  const cancel = summary.cancel.latest;
  return (
    <>
      {refill ? (
        <RequestBadge kind="refill" label={REFILL_STATE_LABELS[refill.status]} look={refillLooks[refill.status]} />
      ) : null}
      {cancel?.status === "rejected" && cancel.reason ? (
        <CancelRejection reason={cancel.reason} />
      ) : cancel ? (
        <RequestBadge kind="cancel" label={CANCEL_STATE_LABELS[cancel.status]} look={cancelLooks[cancel.status]} />
      ) : null}
    </>
  );
}
