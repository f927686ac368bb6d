import { panelBrandOf } from "@smm/domain";
import { AdminForm, BrandingForm, Skeleton, StorefrontForm } from "@smm/ui";
import { queryKeys } from "../../lib/queryKeys";
import { useMainPanel, usePanelCurrency } from "../../lib/settings";
import { useScrollToHash } from "../../lib/useScrollToHash";
import { LoadFailure } from "../components/LoadFailure";
import { PaymentGatewaysForm } from "../components/PaymentGatewaysForm";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { SETTINGS_SECTIONS } from "../lib/settingsForms";
import { useAdminAction } from "../lib/useAdminAction";
import { useAdminSettings } from "../lib/useAdminSettings";

/** The sections of the main panel only: a child panel sells none. */
const CHILD_PANEL_SECTIONS = new Set(["child-panel-sales", "child-panel"]);

/**
 * `/admin/settings`: one form per group, the panel's brand and storefront first; each saves only its own part of the
 * settings. The brand and the storefront show on the panel's pages as soon as they are saved (the public settings are
 * refetched; the server rewrites the pages from then on).
 */
export default function Component() {
  const settings = useAdminSettings();
  // A child panel sells none: its sales and terms are not asked for.
  const mainPanel = useMainPanel();
  const panel = usePanelCurrency();
  // The public settings (rates, banner, minimums, storefront) feed every customer screen; the legal pages are read apart.
  const save = useAdminAction(adminApi.system.saveSettings, {
    success: "Settings saved",
    invalidate: [adminKeys.settings, queryKeys.settings, queryKeys.legalPages, adminKeys.dashboard],
  });
  const current = settings.data;
  // A launch checklist step links to its section (#branding, #payments…).
  useScrollToHash(current !== undefined && mainPanel !== undefined);
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
            id="branding"
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
          {SETTINGS_SECTIONS.filter((section) => mainPanel !== false || !CHILD_PANEL_SECTIONS.has(section.id)).map(
            (section) => (
              <AdminForm
                key={`${section.id}-${settings.dataUpdatedAt}`}
                id={section.id}
                title={section.title}
                description={section.description}
                fields={section.fields(current, panel)}
                defaultValues={section.values(current)}
                onSubmit={async (values) => {
                  await save.submit(section.change(values, current, panel));
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
