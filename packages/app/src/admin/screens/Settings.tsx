import { panelBrandOf } from "@smm/domain";
import { AdminForm, BrandingForm, Skeleton, StorefrontForm } from "@smm/ui";
import { queryKeys } from "../../lib/queryKeys";
import { useSellsChildPanels } from "../../lib/settings";
import { LoadFailure } from "../components/LoadFailure";
import { PaymentGatewaysForm } from "../components/PaymentGatewaysForm";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { SETTINGS_SECTIONS } from "../lib/settingsForms";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminSettings } from "../lib/useAdminSettings";

/**
 * `/admin/settings`: one form per group, the panel's brand and storefront first; each saves only its own part of the
 * settings. The brand and the storefront show on the panel's pages as soon as they are saved (the public settings are
 * refetched; the server rewrites the pages from then on).
 */
export default function Component() {
  const settings = useAdminSettings();
  // A child panel sells none: its terms are not asked for.
  const sellsChildPanels = useSellsChildPanels();
  // The public settings (rates, banner, minimums, storefront) feed every customer screen; the legal pages are read apart.
  const save = useAdminAction(adminApi.system.saveSettings, {
    success: "Settings saved",
    invalidate: [adminKeys.settings, queryKeys.settings, queryKeys.legalPages, adminKeys.dashboard],
  });
  const current = settings.data;
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Settings</h1>
      {settings.isError ? (
        <LoadFailure title="Could not load the settings" error={settings.error} onRetry={settings.refetch} />
      ) : !current ? (
        <Skeleton className="h-96 max-w-3xl" />
      ) : (
        <>
          <BrandingForm
            key={`branding-${settings.dataUpdatedAt}`}
            brand={panelBrandOf(current)}
            onSubmit={async ({ name, ...branding }) => {
              await save.submit({ site_name: name, branding });
            }}
          />
          <StorefrontForm
            key={`storefront-${settings.dataUpdatedAt}`}
            value={{
              storefront: current.storefront,
              support_hours: current.support_hours,
              legal_pages: current.legal_pages,
            }}
            onSubmit={async (values) => {
              await save.submit(values);
            }}
          />
          {SETTINGS_SECTIONS.filter((section) => sellsChildPanels !== false || section.id !== "child-panel").map(
            (section) => (
              <AdminForm
                key={`${section.id}-${settings.dataUpdatedAt}`}
                title={section.title}
                description={section.description}
                fields={section.fields(current)}
                defaultValues={section.values(current)}
                onSubmit={async (values) => {
                  await save.submit(section.change(values, current));
                }}
              />
            ),
          )}
          <PaymentGatewaysForm />
        </>
      )}
    </>
  );
}
