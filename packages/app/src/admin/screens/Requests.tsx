import {
  type AdminOrderRequest,
  decisionsFor,
  ORDER_REQUEST_KINDS,
  ORDER_REQUEST_STATE_INFO,
  ORDER_REQUEST_STATES,
  type OrderRequestKind,
} from "@smm/domain";
import { AdminTable, type AdminTableFilter, Button, type DataTableColumn, formatDateTime, ToneBadge } from "@smm/ui";
import { useState } from "react";
import { Link } from "react-router";
import { type PendingDecision, RequestDecisionDialog } from "../components/RequestDecisionDialog";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { statusFilter } from "../lib/statusFilter";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminList } from "../lib/useAdminList";

const KIND_LABEL: Record<OrderRequestKind, string> = { refill: "Refill", cancel: "Cancel" };

/** Button labels of each decision. */
const DECISION_LABEL: Record<PendingDecision["state"], string> = {
  "in-progress": "Start",
  completed: "Complete",
  done: "Cancel & refund",
  rejected: "Reject",
};

const KIND_FILTER: AdminTableFilter = {
  id: "kind",
  label: "Kind",
  allLabel: "Refills and cancels",
  options: ORDER_REQUEST_KINDS.map((kind) => ({ value: kind, label: KIND_LABEL[kind] })),
};

const STATE_FILTER = statusFilter(
  { id: "state", label: "State", allLabel: "All states" },
  ORDER_REQUEST_STATES,
  ORDER_REQUEST_STATE_INFO,
);

/**
 * `/admin/requests`: customers' refill and cancel requests. Requests for a manual service wait here for the
 * operator; a provider's are forwarded by the server and shown for reference.
 */
export default function Component() {
  const { tableProps } = useAdminList("requests", (params, options) => adminApi.orders.requests(params, options), {
    initial: { filters: { state: "pending" } },
    inUrl: true,
  });
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const decide = useAdminAction(
    ({ request, state, reason }: PendingDecision & { reason?: string }) =>
      adminApi.orders.decideRequest(request.kind, request.id, { state, ...(reason ? { reason } : {}) }),
    {
      success: (request) =>
        `${KIND_LABEL[request.kind]} request for order #${request.orderId}: ${ORDER_REQUEST_STATE_INFO[request.state].label}`,
      invalidate: [adminKeys.list("requests"), adminKeys.list("orders"), adminKeys.dashboard],
    },
  );

  const columns: readonly DataTableColumn<AdminOrderRequest>[] = [
    {
      id: "request",
      header: "Request",
      cell: (request) => `${KIND_LABEL[request.kind]} #${request.id}`,
      width: "8rem",
    },
    {
      id: "order",
      header: "Order",
      cell: (request) => <RowLink to={`/admin/orders/${request.orderId}`}>{request.orderId}</RowLink>,
      width: "6rem",
    },
    {
      id: "user",
      header: "User",
      cell: (request) => <RowLink to={`/admin/users/${request.userId}`}>{request.username}</RowLink>,
      width: "8rem",
    },
    { id: "service", header: "Service", cell: (request) => request.service },
    {
      id: "provider",
      header: "Provider",
      cell: (request) => (request.providerId === null ? "Manual" : request.provider),
      width: "8rem",
    },
    {
      id: "state",
      header: "State",
      cell: (request) => (
        <span className="grid gap-1">
          <ToneBadge info={ORDER_REQUEST_STATE_INFO[request.state]} />
          {request.result ? <span className="text-muted-foreground text-xs">{request.result}</span> : null}
        </span>
      ),
      width: "11rem",
    },
    { id: "created_at", header: "Requested", cell: (request) => formatDateTime(request.createdAt), width: "10rem" },
    {
      id: "actions",
      header: "Actions",
      cell: (request) =>
        request.providerId === null ? (
          <div className="flex flex-wrap gap-1">
            {decisionsFor(request.kind, request.state).map((state) => (
              <Button
                key={state}
                size="sm"
                variant={state === "rejected" || state === "done" ? "destructive" : "outline"}
                aria-label={`${DECISION_LABEL[state]}: ${KIND_LABEL[request.kind].toLowerCase()} request ${request.id}`}
                onClick={() => setPending({ request, state })}
              >
                {DECISION_LABEL[state]}
              </Button>
            ))}
          </div>
        ) : (
          <span className="text-muted-foreground text-xs">Handled by the provider</span>
        ),
      width: "15rem",
    },
  ];

  return (
    <>
      <AdminTable
        title="Refill & Cancel Requests"
        description="Requests for manual services wait here: cancelling refunds the full charge once; a rejection tells the customer why."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/orders">All orders</Link>
          </Button>
        }
        columns={columns}
        getRowId={(request) => `${request.kind}-${request.id}`}
        searchPlaceholder={null}
        filters={[KIND_FILTER, STATE_FILTER]}
        emptyMessage="No requests here"
        {...tableProps}
      />
      <RequestDecisionDialog
        pending={pending}
        busy={decide.pending}
        onClose={() => setPending(null)}
        onConfirm={(decision) => {
          decide.run(decision);
          setPending(null);
        }}
      />
    </>
  );
}
