import { CHILD_PANEL_MESSAGES, type ChildPanel, type ChildPanelValues } from "@smm/domain";
import { ChildPanelForm, ChildPanelList, EmptyState, type PanelAccessState, toast } from "@smm/ui";
import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { childPanelsQuery } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { queryKeys, refreshAccount } from "../../lib/queryKeys";
import { settingsQuery, usePublicSettings, useSellsChildPanels } from "../../lib/settings";
import { useSubmissionKey } from "../../lib/useSubmissionKey";
import { queryClient } from "../../queryClient";

export const childPanelOrderedMessage = (domain: string) => `Child panel for ${domain} ordered`;

/** The panels are asked for only where they are sold (the settings say: a child panel sells none). */
export async function clientLoader() {
  const settings = await queryClient.ensureQueryData(settingsQuery).catch(() => undefined);
  return settings?.sells_child_panels === false ? null : preload(childPanelsQuery);
}

/**
 * `/dashboard/child-panel`: order a panel on your domain at the operator's monthly price (Settings; the first month is
 * charged) and see those ordered. A child panel sells none: there the page is not offered.
 */
export default function Component() {
  if (useSellsChildPanels() === false) {
    return <EmptyState titleAs="h1" title="Page not found" description={CHILD_PANEL_MESSAGES.notSold} />;
  }
  return <ChildPanelPage />;
}

function ChildPanelPage() {
  const queryClient = useQueryClient();
  const submitOnce = useSubmissionKey();
  const pricePerMonth = usePublicSettings().data?.child_panel.price_per_month;
  const panels = useQuery(childPanelsQuery);
  const accessOf = usePanelAccess(panels.data ?? []);

  const order = async (values: ChildPanelValues) => {
    const panel = await submitOnce(values, (idempotencyKey) => api.childPanels.create(values, { idempotencyKey }));
    toast.success(childPanelOrderedMessage(panel.domain));
    await Promise.all([
      refreshAccount(queryClient),
      queryClient.invalidateQueries({ queryKey: queryKeys.childPanels }),
    ]);
  };

  return (
    <>
      <PageTitle>Child Panel</PageTitle>
      <ChildPanelForm onSubmit={order} pricePerMonth={pricePerMonth} />
      <ChildPanelList
        panels={panels.data ?? []}
        loading={panels.isPending}
        error={panels.isError ? { message: panels.error.message, retry: () => void panels.refetch() } : null}
        accessOf={accessOf}
      />
    </>
  );
}

/**
 * Each running panel's links and DNS/certificate check, asked for one by one (a slow resolver holds up only its own
 * card); the server caches each check for a minute.
 */
function usePanelAccess(panels: readonly ChildPanel[]): (panelId: number) => PanelAccessState {
  const running = panels.filter((panel) => panel.running !== null);
  const checks = useQueries({
    queries: running.map((panel) => ({
      queryKey: [...queryKeys.childPanels, panel.id, "access"],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.childPanels.access(panel.id, { signal }),
      staleTime: 60_000,
    })),
  });
  const byId = new Map(running.map((panel, index) => [panel.id, checks[index]]));
  return (panelId) => {
    const check = byId.get(panelId);
    if (!check || check.isPending) return { status: "loading" };
    if (check.isError) return { status: "error", message: check.error.message, retry: () => void check.refetch() };
    return { status: "ready", access: check.data };
  };
}
