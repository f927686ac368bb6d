import type { AdminUser } from "@smm/domain";
import { AdminTable, Badge, type DataTableColumn, formatDateTime } from "@smm/ui";
import { ExportCsvButton } from "../components/ExportCsvButton";
import { PanelMoney } from "../components/PanelMoney";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { useAdminList } from "../lib/useAdminList";

// Column ids that the server can sort by are its sort keys.
const COLUMNS: readonly DataTableColumn<AdminUser>[] = [
  { id: "id", header: "ID", cell: (user) => user.id, sortValue: (user) => user.id, width: "5rem" },
  {
    id: "username",
    header: "Username",
    cell: (user) => <RowLink to={`/admin/users/${user.id}`}>{user.username}</RowLink>,
    sortValue: (user) => user.username,
  },
  { id: "email", header: "Email", cell: (user) => user.email, width: "30%" },
  {
    id: "balance",
    header: "Balance",
    cell: (user) => <PanelMoney amount={user.balance} />,
    sortValue: (user) => Number(user.balance),
    align: "end",
  },
  {
    id: "orders",
    header: "Orders",
    cell: (user) => user.orderCount,
    sortValue: (user) => user.orderCount,
    align: "end",
  },
  {
    id: "status",
    header: "Status",
    cell: (user) =>
      user.suspended ? <Badge variant="danger">Suspended</Badge> : <Badge variant="success">Active</Badge>,
    width: "8rem",
  },
  {
    id: "created_at",
    header: "Joined",
    cell: (user) => formatDateTime(user.createdAt),
    sortValue: (user) => user.createdAt,
  },
];

const STATUS_FILTER = {
  id: "status",
  label: "Status",
  allLabel: "All statuses",
  options: [
    { value: "active", label: "Active" },
    { value: "suspended", label: "Suspended" },
  ],
};

/** `/admin/users`: every customer, searchable by username or email; a row opens the user's page. */
export default function Component() {
  const { params, tableProps } = useAdminList("users", (params, options) => adminApi.users.list(params, options), {
    initial: { sort: { columnId: "created_at", direction: "descending" } },
  });
  return (
    <AdminTable
      title="Users"
      description="Customer accounts: balances, orders, discounts and suspensions."
      columns={COLUMNS}
      getRowId={(user) => user.id}
      searchPlaceholder="Search by username or email..."
      filters={[STATUS_FILTER]}
      actions={<ExportCsvButton list="users" params={params} />}
      emptyMessage="No users found"
      {...tableProps}
    />
  );
}
