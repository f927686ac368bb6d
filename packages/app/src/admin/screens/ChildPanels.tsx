import {
  type AdminChildPanel,
  CHILD_PANEL_MESSAGES,
  CHILD_PANEL_STATUS_INFO,
  CHILD_PANEL_STATUSES,
  type ChildPanelStatus,
  compareMoney,
  formatMoney,
} from "@smm/domain";
import { AdminTable, Button, type DataTableColumn, EmptyState, formatDate, formatDateTime, ToneBadge } from "@smm/ui";
import { useMainPanel } from "../../lib/settings";
import { RowLink } from "../components/RowLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { statusFilter } from "../lib/statusFilter";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminList } from "../lib/useAdminList";

type Move = { status: Exclude<ChildPanelStatus, "pending">; label: string };

/** The moves the server allows from each status: pending → active → suspended/cancelled. */
const MOVES: Record<ChildPanelStatus, readonly Move[]> = {
  pending: [
    { status: "active", label: "Approve" },
    { status: "cancelled", label: "Cancel" },
  ],
  active: [
    { status: "suspended", label: "Suspend" },
    { status: "cancelled", label: "Cancel" },
  ],
  suspended: [
    { status: "active", label: "Reactivate" },
    { status: "cancelled", label: "Cancel" },
  ],
  cancelled: [],
};

const STATUS_FILTER = statusFilter(
  { id: "status", label: "Status", allLabel: "All statuses" },
  CHILD_PANEL_STATUSES,
  CHILD_PANEL_STATUS_INFO,
);

/**
 * `/admin/child-panels`: requests to approve, suspend or cancel (a panel never activated is refunded). A child panel
 * has none: there the screen is not offered (the main panel's operator has it whether sales are on or off).
 */
export default function Component() {
  const mainPanel = useMainPanel();
  // Nothing is asked for before the panel is known to sell them.
  if (mainPanel === undefined) return null;
  if (!mainPanel) return <EmptyState titleAs="h1" title="Page not found" description={CHILD_PANEL_MESSAGES.notSold} />;
  return <ChildPanelRequests />;
}

function ChildPanelRequests() {
  const { tableProps } = useAdminList("child-panels", (params, options) => adminApi.childPanels.list(params, options), {
    initial: { sort: { columnId: "created_at", direction: "descending" } },
  });
  const move = useAdminAction(
    ({ id, status }: { id: number; status: Move["status"] }) => adminApi.childPanels.setStatus(id, status),
    {
      success: (panel) =>
        `${panel.domain} is ${CHILD_PANEL_STATUS_INFO[panel.status].label}` +
        (compareMoney(panel.refunded, "0") > 0 ? `; ${formatMoney(panel.refunded)} refunded` : ""),
      invalidate: [adminKeys.list("child-panels"), adminKeys.dashboard],
    },
  );
  const columns: readonly DataTableColumn<AdminChildPanel>[] = [
    { id: "id", header: "ID", cell: (panel) => panel.id, sortValue: (panel) => panel.id, width: "5rem" },
    { id: "domain", header: "Domain", cell: (panel) => panel.domain, sortValue: (panel) => panel.domain, width: "16%" },
    {
      id: "user",
      header: "User",
      cell: (panel) => <RowLink to={`/admin/users/${panel.userId}`}>{panel.username}</RowLink>,
    },
    { id: "price", header: "Per month", cell: (panel) => formatMoney(panel.pricePerMonth), align: "end" },
    {
      id: "status",
      header: "Status",
      // The running panel's next renewal under its status: when an active one is charged, when a suspended one was due.
      cell: (panel) => (
        <span>
          <ToneBadge info={CHILD_PANEL_STATUS_INFO[panel.status]} />
          {panel.running?.renewsAt && (
            // The day is enough for a monthly renewal; it may wrap under the badge rather than be cut off.
            <span className="block whitespace-normal text-muted-foreground text-xs">
              Renews {formatDate(panel.running.renewsAt)}
            </span>
          )}
        </span>
      ),
      width: "8rem",
    },
    {
      id: "volume",
      header: "Last 30 days",
      cell: (panel) =>
        panel.volume ? (
          <span>
            {panel.volume.orders === 1 ? "1 order" : `${panel.volume.orders.toLocaleString("en")} orders`}
            <span className="block text-muted-foreground text-xs">{formatMoney(panel.volume.turnover)}</span>
          </span>
        ) : (
          "—"
        ),
      align: "end",
      width: "7rem",
    },
    {
      id: "created_at",
      header: "Requested",
      cell: (panel) => formatDateTime(panel.createdAt),
      sortValue: (panel) => panel.createdAt,
    },
    {
      id: "actions",
      header: "Actions",
      cell: (panel) => (
        <div className="flex gap-1">
          {MOVES[panel.status].map((next) => (
            <Button
              key={next.status}
              size="sm"
              variant={next.status === "cancelled" ? "destructive" : "outline"}
              aria-label={`${next.label} ${panel.domain}`}
              onClick={() => move.run({ id: panel.id, status: next.status })}
            >
              {next.label}
            </Button>
          ))}
        </div>
      ),
      width: "14rem",
    },
  ];
  return (
    <AdminTable
      title="Child Panels"
      description="Cancelling a panel that was never activated refunds its charge; an active month is not refunded. Running panels renew monthly from their owner's balance."
      columns={columns}
      getRowId={(panel) => panel.id}
      searchPlaceholder="Search by domain or user..."
      filters={[STATUS_FILTER]}
      emptyMessage="No child panels yet"
      {...tableProps}
    />
  );
}
