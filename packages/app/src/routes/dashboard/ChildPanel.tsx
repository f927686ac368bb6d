import { CHILD_PANEL_MESSAGES, type ChildPanelValues } from "@smm/domain";
import { ChildPanelForm, EmptyState, toast } from "@smm/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PageTitle } from "../../components/PageTitle";
import { api } from "../../lib/api";
import { childPanelsQuery } from "../../lib/customerQueries";
import { preload } from "../../lib/preload";
import { queryKeys, refreshAccount } from "../../lib/queryKeys";
import { settingsQuery, usePublicSettings, useSellsChildPanels } from "../../lib/settings";
import { useSubmissionKey } from "../../lib/useSubmissionKey";
import { queryClient } from "../../queryClient";
import { ChildPanelList } from "./childPanel/ChildPanelList";

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
      <ChildPanelList panels={panels.data ?? []} loading={panels.isPending} />
    </>
  );
}
