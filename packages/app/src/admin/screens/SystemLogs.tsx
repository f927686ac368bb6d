import { SYSTEM_LOG_TYPES, type SystemLogEntry, type SystemLogType } from "@smm/domain";
import {
  AdminTable,
  type AdminTableFilter,
  Badge,
  type BadgeVariant,
  type DataTableColumn,
  formatDateTime,
} from "@smm/ui";
import { adminApi } from "../lib/adminApi";
import { useAdminList } from "../lib/useAdminList";

const TYPE_LABELS: Record<SystemLogType, string> = { audit: "Audit", security: "Security", error: "Error" };
const TYPE_BADGES: Record<SystemLogType, BadgeVariant> = { audit: "info", security: "warning", error: "danger" };

const TYPE_FILTER: AdminTableFilter = {
  id: "type",
  label: "Type",
  allLabel: "All types",
  options: SYSTEM_LOG_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
};

/** Long values truncate in their column; the full text shows on hover. */
const full = (text: string) => <span title={text}>{text}</span>;

// Fixed columns take 54.5rem; Message takes the rest, at least its own 16rem (DataTable sets the table's minimum from
// the columns): in a narrower box the table scrolls sideways rather than squeeze Message and run its header into IP's.
const COLUMNS: readonly DataTableColumn<SystemLogEntry>[] = [
  {
    id: "created_at",
    header: "Time",
    cell: (entry) => formatDateTime(entry.createdAt),
    sortValue: (entry) => entry.createdAt,
    width: "11rem",
  },
  {
    id: "type",
    header: "Type",
    cell: (entry) => <Badge variant={TYPE_BADGES[entry.type]}>{TYPE_LABELS[entry.type]}</Badge>,
    width: "6.5rem",
  },
  { id: "action", header: "Action", cell: (entry) => full(entry.action), width: "10rem" },
  { id: "actor", header: "Actor", cell: (entry) => full(entry.actor), width: "12.5rem" },
  { id: "target", header: "Target", cell: (entry) => entry.target ?? "—", width: "6.5rem" },
  { id: "message", header: "Message", cell: (entry) => full(entry.message), minWidth: "16rem" },
  { id: "ip", header: "IP", cell: (entry) => entry.ip ?? "—", width: "8rem" },
];

/** `/admin/system-logs`: admin actions, security events (logins, failed logins, key changes) and job/provider errors. */
export default function Component() {
  const { tableProps } = useAdminList("logs", (params, options) => adminApi.system.logs(params, options), {
    initial: { sort: { columnId: "created_at", direction: "descending" } },
  });
  return (
    <AdminTable
      title="System Logs"
      description="The audit trail: who did what, when and from where."
      columns={COLUMNS}
      getRowId={(entry) => entry.id}
      searchPlaceholder="Search by action, actor or message..."
      filters={[TYPE_FILTER]}
      emptyMessage="No log entries found"
      {...tableProps}
    />
  );
}
