import { type AdminOrder, type AdminUser, TICKET_STATUS_INFO } from "@smm/domain";
import {
  AdminForm,
  type AdminFormField,
  AdminTable,
  Badge,
  Button,
  CustomRates,
  type DataTableColumn,
  formatDateTime,
  RecordCard,
  StatusBadge,
  ToneBadge,
} from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { ExportCsvButton } from "../components/ExportCsvButton";
import { LoadFailure } from "../components/LoadFailure";
import { PanelMoney, useFormatPanelMoney } from "../components/PanelMoney";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { LEDGER_COLUMNS } from "../lib/ledgerColumns";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminList } from "../lib/useAdminList";
import { wholeListProps } from "../lib/wholeListProps";

const FUNDS_FIELDS: readonly AdminFormField[] = [
  {
    name: "direction",
    label: "Action",
    kind: "select",
    required: true,
    options: [
      { value: "add", label: "Add funds" },
      { value: "deduct", label: "Deduct funds" },
    ],
  },
  { name: "amount", label: "Amount (NGN)", kind: "number", step: "0.01", required: true },
  { name: "reason", label: "Reason", kind: "textarea", rows: 2, wide: true, required: true },
];

const DISCOUNT_FIELDS: readonly AdminFormField[] = [
  {
    name: "discountPercent",
    label: "Discount (%)",
    kind: "number",
    step: "0.01",
    required: true,
    hint: "Taken off this customer's order prices; 0 for none.",
  },
];

const ORDER_COLUMNS: readonly DataTableColumn<AdminOrder>[] = [
  {
    id: "id",
    header: "ID",
    cell: (order) => <RowLink to={`/admin/orders/${order.id}`}>{order.id}</RowLink>,
    width: "6rem",
  },
  { id: "service", header: "Service", cell: (order) => order.service, width: "35%" },
  { id: "charge", header: "Charge", cell: (order) => <PanelMoney amount={order.charge} />, align: "end" },
  { id: "status", header: "Status", cell: (order) => <StatusBadge status={order.status} /> },
  { id: "created_at", header: "Date", cell: (order) => formatDateTime(order.createdAt) },
];

function facts(user: AdminUser) {
  return [
    { label: "Email", value: user.email },
    { label: "Name", value: `${user.firstName} ${user.lastName}`.trim() || "—" },
    { label: "Balance", value: <PanelMoney amount={user.balance} /> },
    { label: "Discount", value: `${user.discountPercent}%` },
    { label: "Orders", value: user.orderCount },
    { label: "Total spent", value: <PanelMoney amount={user.totalSpent} /> },
    { label: "Joined", value: formatDateTime(user.createdAt) },
    {
      label: "Status",
      value: user.suspended ? <Badge variant="danger">Suspended</Badge> : <Badge variant="success">Active</Badge>,
    },
  ];
}

/**
 * `/admin/users/:id`: a customer's account, balance changes with a reason, discount, custom rates, suspension,
 * ledger (exported as CSV), orders, tickets.
 */
export default function Component() {
  const formatPanelMoney = useFormatPanelMoney();
  const id = Number(useParams().id);
  const user = useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => adminApi.users.get(id, { signal }),
  });
  const rates = useQuery({
    queryKey: adminKeys.userRates(id),
    queryFn: ({ signal }) => adminApi.users.rates(id, { signal }),
  });
  const tickets = useQuery({
    queryKey: adminKeys.userTickets(id),
    queryFn: ({ signal }) => adminApi.users.tickets(id, { signal }),
  });
  const ledger = useAdminList("user-ledger", (params, options) => adminApi.users.ledger(id, params, options), {
    scope: id,
  });
  const orders = useAdminList("user-orders", (params, options) => adminApi.orders.list(params, options), {
    scope: id,
    initial: { filters: { user_id: String(id) }, sort: { columnId: "created_at", direction: "descending" } },
  });
  const stale = [adminKeys.user(id), adminKeys.list("users"), adminKeys.list("user-ledger"), adminKeys.dashboard];
  const adjust = useAdminAction(
    (values: { direction: "add" | "deduct"; amount: string; reason: string }) => adminApi.users.adjustFunds(id, values),
    { success: (result) => `Balance is now ${formatPanelMoney(result.balance)}`, invalidate: stale },
  );
  const discount = useAdminAction((percent: string) => adminApi.users.setDiscount(id, percent), {
    success: "Discount saved",
    invalidate: stale,
  });
  const setRate = useAdminAction(
    ({ serviceId, ratePer1000 }: { serviceId: number; ratePer1000: string }) =>
      adminApi.users.setRate(id, serviceId, ratePer1000),
    { success: "Custom rate saved", invalidate: [adminKeys.userRates(id)] },
  );
  const removeRate = useAdminAction((serviceId: number) => adminApi.users.removeRate(id, serviceId), {
    success: "Custom rate removed",
    invalidate: [adminKeys.userRates(id)],
  });
  const [removingRate, setRemovingRate] = useState<number | null>(null);
  const suspension = useAdminAction(
    (suspend: boolean) => (suspend ? adminApi.users.suspend(id) : adminApi.users.reactivate(id)),
    { success: (result) => (result.suspended ? "User suspended" : "User reactivated"), invalidate: stale },
  );
  const reset = useAdminAction(() => adminApi.users.sendPasswordReset(id), {
    success: "Password reset link sent",
    invalidate: [],
  });

  if (user.isError) return <LoadFailure title="Could not load this user" error={user.error} onRetry={user.refetch} />;
  const account = user.data;
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">{account ? account.username : "User"}</h1>
      <RecordCard
        title="Account"
        loading={!account}
        fields={account ? facts(account) : []}
        actions={
          account ? (
            <>
              <Button
                variant={account.suspended ? "default" : "destructive"}
                size="sm"
                pending={suspension.pending}
                onClick={() => suspension.run(!account.suspended)}
              >
                {account.suspended ? "Reactivate" : "Suspend"}
              </Button>
              <Button variant="outline" size="sm" pending={reset.pending} onClick={() => reset.run(undefined)}>
                Send password reset
              </Button>
            </>
          ) : null
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <AdminForm
          title="Add or deduct funds"
          description="Every change is a ledger row with its reason; a deduction cannot take the balance below zero."
          fields={FUNDS_FIELDS}
          defaultValues={{ direction: "add" }}
          submitLabel="Apply"
          resetOnSuccess
          disabled={!account}
          onSubmit={async (values) => {
            await adjust.submit({
              direction: values.direction === "deduct" ? "deduct" : "add",
              amount: String(values.amount),
              reason: String(values.reason),
            });
          }}
        />
        {account ? (
          <AdminForm
            key={account.discountPercent}
            title="Discount"
            fields={DISCOUNT_FIELDS}
            defaultValues={{ discountPercent: account.discountPercent }}
            onSubmit={async (values) => {
              await discount.submit(String(values.discountPercent));
            }}
          />
        ) : null}
        <CustomRates
          className="xl:col-span-2"
          rates={rates.data?.data}
          onSave={async (rate) => {
            await setRate.submit(rate);
          }}
          removing={removeRate.pending ? removingRate : null}
          onRemove={(serviceId) => {
            setRemovingRate(serviceId);
            removeRate.run(serviceId);
          }}
        />
      </div>
      <AdminTable
        headingLevel="h2"
        title="Ledger"
        columns={LEDGER_COLUMNS}
        getRowId={(entry) => entry.id}
        searchPlaceholder={null}
        actions={<ExportCsvButton list="ledger" params={{ ...ledger.params, user_id: id }} />}
        emptyMessage="No transactions found"
        {...ledger.tableProps}
      />
      <AdminTable
        headingLevel="h2"
        title="Orders"
        columns={ORDER_COLUMNS}
        getRowId={(order) => order.id}
        searchPlaceholder="Search by ID, service or link..."
        emptyMessage="No orders found"
        {...orders.tableProps}
      />
      <AdminTable
        headingLevel="h2"
        title="Tickets"
        columns={[
          { id: "id", header: "ID", cell: (ticket) => ticket.id, width: "5rem" },
          { id: "subject", header: "Subject", cell: (ticket) => ticket.subject, width: "50%" },
          { id: "status", header: "Status", cell: (ticket) => <ToneBadge info={TICKET_STATUS_INFO[ticket.status]} /> },
          { id: "updated", header: "Last Update", cell: (ticket) => formatDateTime(ticket.lastUpdate) },
        ]}
        getRowId={(ticket) => ticket.id}
        {...wholeListProps(tickets, tickets.data?.data ?? [])}
        emptyMessage="No tickets found"
      />
    </>
  );
}
