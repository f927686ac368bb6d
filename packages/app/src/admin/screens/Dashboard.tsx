import { AdminStatCards, errorMessage, LaunchChecklist, Overview30Days, QuickActions, ZERO_ADMIN_STATS } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { renderRouterLink } from "../../lib/renderLink";
import { ADMIN_QUICK_ACTIONS } from "../../routeManifest/admin";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useMayRead } from "../lib/navAccess";

/**
 * `/admin` and `/admin/dashboard`: the launch checklist until every step is done, then every figure computed by the
 * server from the database, already in the operator's reporting currency (never converted here with the customers'
 * display rates).
 */
export default function Component() {
  const dashboard = useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => adminApi.dashboard.get({ signal }),
    refetchInterval: 60_000,
  });
  const loading = dashboard.isPending;
  const error = dashboard.error ? errorMessage(dashboard.error) : undefined;
  const retry = () => void dashboard.refetch();
  const stats = dashboard.data ?? ZERO_ADMIN_STATS;

  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Dashboard</h1>
      <LaunchChecklistCard />
      <AdminStatCards stats={stats} loading={loading} error={error} onRetry={retry} />
      <Overview30Days
        overview={stats.last30Days}
        currency={stats.currency}
        daily={dashboard.data?.last30Days.series}
        loading={loading}
        error={error}
        onRetry={retry}
      />
      <QuickActions actions={ADMIN_QUICK_ACTIONS} renderLink={renderRouterLink} />
    </>
  );
}

/**
 * What the panel still lacks before it takes money, above the figures while any step is open; once all are done it is
 * gone. Only for a role that may read it (support agents do not open the dashboard; finance reads it).
 */
function LaunchChecklistCard() {
  const mayRead = useMayRead("/api/admin/launch-checklist");
  const checklist = useQuery({
    queryKey: adminKeys.launchChecklist,
    queryFn: ({ signal }) => adminApi.dashboard.launchChecklist({ signal }),
    enabled: mayRead,
  });
  if (!mayRead || checklist.data?.ready) return null;
  return (
    <LaunchChecklist
      checklist={checklist.data}
      loading={checklist.isPending}
      error={checklist.error ? errorMessage(checklist.error) : undefined}
      onRetry={() => void checklist.refetch()}
      renderLink={renderRouterLink}
    />
  );
}
