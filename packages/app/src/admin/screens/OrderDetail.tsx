import {
  type AdminOrderDetail,
  type CurrencyCode,
  canResendToProvider,
  formatMoney,
  formatReportingMoney,
  ORDER_STATUS_INFO,
  ORDER_STATUSES,
  type OrderStatus,
  toReportingCurrency,
} from "@smm/domain";
import {
  AdminForm,
  type AdminFormField,
  AdminTable,
  Button,
  formatDateTime,
  OrderExtras,
  RecordCard,
  StatusBadge,
  toast,
} from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { usePanelCurrency } from "../../lib/settings";
import { LoadFailure } from "../components/LoadFailure";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { LEDGER_COLUMNS } from "../lib/ledgerColumns";
import { useAdminAction } from "../lib/useAdminAction";

const STATUS_FIELDS: readonly AdminFormField[] = [
  {
    name: "status",
    label: "Status",
    kind: "select",
    required: true,
    options: ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_INFO[status].label })),
  },
  {
    name: "remains",
    label: "Remains (for Partial)",
    kind: "number",
    step: "1",
    hint: "How many were not delivered; the undelivered share of the charge is refunded.",
  },
];

const COUNTER_FIELDS: readonly AdminFormField[] = [
  { name: "startCount", label: "Start count", kind: "number", step: "1" },
  { name: "remains", label: "Remains", kind: "number", step: "1" },
];

/** Cost and profit are the operator's figures: in the reporting currency, at the operator's own rate. */
function facts(order: AdminOrderDetail, panel: CurrencyCode) {
  const { reporting } = order;
  const figure = (amount: string) =>
    formatReportingMoney(toReportingCurrency(amount, reporting, panel), reporting.code);
  return [
    { label: "User", value: <RowLink to={`/admin/users/${order.userId}`}>{order.username}</RowLink> },
    { label: "Service", value: `#${order.serviceId} ${order.service}` },
    { label: "Link", value: order.link },
    { label: "Quantity", value: order.quantity },
    { label: "Charge", value: formatMoney(order.charge, panel) },
    { label: "Refunded", value: formatMoney(order.refunded, panel) },
    // Recorded as the provider reports its charge (net of its refunds once final), or a manual service's unit cost.
    { label: "Cost", value: order.cost === null ? "Not known yet" : figure(order.cost) },
    { label: "Profit", value: order.profit === null ? "—" : figure(order.profit) },
    { label: "Start count", value: order.startCount ?? "—" },
    { label: "Remains", value: order.remains },
    { label: "Provider order", value: order.providerOrderId ?? "Manual" },
    { label: "Status", value: <StatusBadge status={order.status} /> },
    { label: "Placed", value: formatDateTime(order.createdAt) },
  ];
}

/** Whole numbers typed in a form, leaving out the empty ones. */
function counters(values: Record<string, unknown>, names: readonly string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const name of names) {
    const text = String(values[name] ?? "").trim();
    if (text !== "") result[name] = Number(text);
  }
  return result;
}

/** `/admin/orders/:id`: the order, its ledger rows, a status change (refunds computed by the server) and its counters. */
export default function Component() {
  const id = Number(useParams().id);
  const panel = usePanelCurrency();
  const order = useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => adminApi.orders.get(id, { signal }),
  });
  const stale = [adminKeys.order(id), adminKeys.list("orders"), adminKeys.list("user-orders"), adminKeys.dashboard];
  const setStatus = useAdminAction(
    (change: { status: OrderStatus; remains?: number }) => adminApi.orders.setStatus(id, change),
    { success: (result) => `Order ${result.id} is now ${ORDER_STATUS_INFO[result.status].label}`, invalidate: stale },
  );
  const saveCounters = useAdminAction(
    (change: { startCount?: number; remains?: number }) => adminApi.orders.update(id, change),
    {
      success: "Order saved",
      invalidate: stale,
    },
  );

  const resend = useAdminAction(() => adminApi.orders.resend(id), {
    success: (result) => `Order ${result.id} queued for its provider`,
    invalidate: stale,
  });

  if (order.isError)
    return <LoadFailure title="Could not load this order" error={order.error} onRetry={order.refetch} />;
  const detail = order.data;
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Order {detail ? detail.id : ""}</h1>
      <RecordCard
        title="Details"
        loading={!detail}
        fields={detail ? facts(detail, panel) : []}
        actions={
          detail && canResendToProvider(detail) ? (
            <Button size="sm" variant="outline" pending={resend.pending} onClick={() => resend.run(undefined)}>
              Resend to provider
            </Button>
          ) : null
        }
      />
      {detail && detail.extras.length > 0 ? (
        <OrderExtras
          extras={detail.extras}
          onCopy={(extra) => toast.success(`${extra.label} copied`)}
          onCopyError={(extra) =>
            toast.error(`Could not copy the ${extra.label.toLowerCase()}; select it and copy by hand.`)
          }
        />
      ) : null}
      {detail ? (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <AdminForm
            key={`status-${detail.status}-${detail.remains}`}
            title="Change status"
            description="Canceled refunds the whole charge; Partial refunds the undelivered share. Each refund is a ledger row."
            fields={STATUS_FIELDS}
            defaultValues={{ status: detail.status, remains: String(detail.remains) }}
            submitLabel="Change status"
            onSubmit={async (values) => {
              const status = values.status as OrderStatus;
              await setStatus.submit({ status, ...(status === "partial" ? counters(values, ["remains"]) : {}) });
            }}
          />
          <AdminForm
            key={`counters-${detail.startCount}-${detail.remains}`}
            title="Counters"
            description="Sets the start count and remains by hand; no money moves."
            fields={COUNTER_FIELDS}
            defaultValues={{
              startCount: detail.startCount === null ? "" : String(detail.startCount),
              remains: String(detail.remains),
            }}
            onSubmit={async (values) => {
              await saveCounters.submit(counters(values, ["startCount", "remains"]));
            }}
          />
        </div>
      ) : null}
      <AdminTable
        headingLevel="h2"
        title="Ledger rows"
        columns={LEDGER_COLUMNS}
        rows={detail?.ledger ?? []}
        total={detail?.ledger.length ?? 0}
        getRowId={(entry) => entry.id}
        searchPlaceholder={null}
        isLoading={!detail}
        emptyMessage="No transactions found"
      />
    </>
  );
}
