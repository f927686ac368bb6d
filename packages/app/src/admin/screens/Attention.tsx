import type { AttentionOrder, AttentionReassign } from "@smm/domain";
import { AttentionQueue, ConfirmDialog } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadFailure } from "../components/LoadFailure";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";

/**
 * `/admin/attention`: orders whose forwarding failed for good (with the provider's last error), orders sent without a
 * readable answer (outcome unknown) and orders late for their service. The operator resends, sends to another
 * provider, enters the provider's order id (outcome unknown), or cancels with a full refund. Sending an order of
 * unknown outcome again is confirmed first: the provider may already have it, and would be paid twice.
 */
export default function Component() {
  const [cancelling, setCancelling] = useState<AttentionOrder | null>(null);
  const [resending, setResending] = useState<AttentionOrder | null>(null);
  const queue = useQuery({
    queryKey: adminKeys.attention,
    queryFn: ({ signal }) => adminApi.attention.list({ signal }),
  });
  const providers = useQuery({
    queryKey: adminKeys.providers,
    queryFn: ({ signal }) => adminApi.providers.list({ signal }),
  });
  const stale = [adminKeys.attention, adminKeys.list("orders"), adminKeys.dashboard];
  const resend = useAdminAction((order: AttentionOrder) => adminApi.attention.resend(order.id), {
    success: (order) => `Order #${order.id} is queued for its provider again`,
    invalidate: stale,
  });
  const reassign = useAdminAction(
    ({ order, target }: { order: AttentionOrder; target: AttentionReassign }) =>
      adminApi.attention.reassign(order.id, target),
    { success: (order) => `Order #${order.id} is queued for the other provider`, invalidate: stale },
  );
  const upstreamId = useAdminAction(
    ({ order, providerOrderId }: { order: AttentionOrder; providerOrderId: string }) =>
      adminApi.attention.setUpstreamId(order.id, { providerOrderId }),
    { success: (order) => `Order #${order.id} is tracked with its provider's order id`, invalidate: stale },
  );
  const cancel = useAdminAction((order: AttentionOrder) => adminApi.attention.cancel(order.id), {
    success: (order) => `Order #${order.id} is canceled; ${order.refunded} refunded`,
    invalidate: stale,
  });

  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">Needs attention</h1>
        <p className="text-muted-foreground text-sm">
          Orders whose forwarding to the provider failed or got no readable answer, and orders late for their service's
          usual delivery time.
        </p>
      </div>
      {queue.isError ? (
        <LoadFailure title="The queue could not be loaded" error={queue.error} onRetry={queue.refetch} />
      ) : (
        <AttentionQueue
          orders={queue.data}
          providers={providers.data?.data ?? []}
          busy={resend.pending || reassign.pending || cancel.pending || upstreamId.pending}
          onResend={(order) => (order.reason === "unknown" ? setResending(order) : resend.run(order))}
          onReassign={(order, target) => reassign.run({ order, target })}
          onCancel={setCancelling}
          onSetUpstreamId={(order, providerOrderId) => upstreamId.run({ order, providerOrderId })}
          orderLink={(order) => <RowLink to={`/admin/orders/${order.id}`}>#{order.id}</RowLink>}
        />
      )}
      <ConfirmDialog
        open={resending !== null}
        title={`Send order #${resending?.id ?? ""} again?`}
        description="The provider may already have this order. Send it again only if their panel does not show it: otherwise it is bought twice."
        confirmLabel="Send again"
        cancelLabel="Go back"
        onConfirm={() => {
          if (resending) resend.run(resending);
        }}
        onOpenChange={(open) => (open ? undefined : setResending(null))}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={`Cancel order #${cancelling?.id ?? ""}?`}
        description={`The customer gets the full charge (${cancelling?.charge ?? ""}) back on their balance.`}
        confirmLabel="Cancel & refund"
        cancelLabel="Go back"
        variant="destructive"
        onConfirm={() => {
          if (cancelling) cancel.run(cancelling);
        }}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
      />
    </div>
  );
}
