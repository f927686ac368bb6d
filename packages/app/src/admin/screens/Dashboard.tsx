import {
  ADMIN_QUICK_ACTIONS,
  AdminStatCards,
  Overview30Days,
  type QuickAction,
  QuickActions,
  ZERO_ADMIN_STATS,
} from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { Landmark, RotateCcw } from "lucide-react";
import { renderRouterLink } from "../../lib/renderLink";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { dashboardInUsd } from "../lib/dashboardInUsd";
import { errorMessage } from "../lib/errorMessage";
import { useAdminSettings } from "../lib/useAdminSettings";

/**
 * The spec's four shortcuts, then the queues waiting for the operator: refill and cancel requests, bank transfers
 * to approve (the sidebar's links are fixed by the spec).
 */
const QUICK_ACTIONS: readonly QuickAction[] = [
  ...ADMIN_QUICK_ACTIONS,
  { href: "/admin/requests", label: "Refill & Cancel Requests", icon: <RotateCcw /> },
  { href: "/admin/deposits", label: "Bank Transfers to Approve", icon: <Landmark /> },
];

/** `/admin` and `/admin/dashboard`: every figure computed by the server from the database, shown in USD. */
export default function Component() {
  const dashboard = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => adminApi.dashboard.get({ signal }),
    refetchInterval: 60_000,
  });
  const settings = useAdminSettings();
  const loading = dashboard.isPending || settings.isPending;
  const failure = dashboard.error ?? settings.error;
  const error = failure ? errorMessage(failure) : undefined;
  const retry = () => {
    void dashboard.refetch();
    void settings.refetch();
  };
  const figures =
    dashboard.data && settings.data ? dashboardInUsd(dashboard.data, settings.data.currency_rates) : undefined;
  const stats = figures?.stats ?? ZERO_ADMIN_STATS;

  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Dashboard</h1>
      <AdminStatCards stats={stats} loading={loading} error={error} onRetry={retry} />
      <Overview30Days
        overview={stats.last30Days}
        daily={figures?.daily}
        loading={loading}
        error={error}
        onRetry={retry}
      />
      <QuickActions actions={QUICK_ACTIONS} renderLink={renderRouterLink} />
    </>
  );
}
