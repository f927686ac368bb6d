import type { ProviderAlert } from "@smm/domain";
import { AdminTable, Badge, Button, formatDateTime } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { wholeListProps } from "../lib/wholeListProps";

const KIND: Record<ProviderAlert["kind"], string> = {
  provider_failing: "Failing",
  provider_low_balance: "Low balance",
};

/**
 * The alerts the operator was sent (each also mailed): a provider that started failing, a balance that fell below
 * its threshold; one per incident, newest first, unread ones marked until the operator marks them read.
 */
export function ProviderAlerts() {
  const alerts = useQuery({
    queryKey: adminKeys.providerAlerts,
    queryFn: ({ signal }) => adminApi.providers.alerts({ signal }),
  });
  const markRead = useAdminAction(() => adminApi.providers.markAlertsRead(), {
    success: "Alerts marked read",
    invalidate: [adminKeys.providerAlerts],
  });
  const unread = alerts.data?.unread ?? 0;
  return (
    <AdminTable
      headingLevel="h2"
      title="Alerts"
      description="Sent to you as a notification and a mail, once per incident."
      actions={
        unread > 0 ? (
          <Button size="sm" variant="outline" onClick={() => markRead.run(undefined)}>
            Mark {unread} read
          </Button>
        ) : null
      }
      columns={[
        {
          id: "at",
          header: "Time",
          cell: (alert: ProviderAlert) => formatDateTime(alert.created_at),
          width: "11rem",
        },
        {
          id: "kind",
          header: "Alert",
          cell: (alert: ProviderAlert) => (
            <Badge variant={alert.kind === "provider_failing" ? "danger" : "warning"}>{KIND[alert.kind]}</Badge>
          ),
          width: "8rem",
        },
        {
          id: "message",
          header: "Message",
          cell: (alert: ProviderAlert) => (
            <span className={alert.read ? undefined : "font-semibold"}>
              {alert.message}
              {alert.read ? null : <span className="sr-only"> (unread)</span>}
            </span>
          ),
        },
      ]}
      getRowId={(alert) => alert.id}
      emptyMessage="No alerts"
      {...wholeListProps(alerts, alerts.data?.data ?? [])}
    />
  );
}
