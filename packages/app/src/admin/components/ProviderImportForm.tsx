import type { ProviderImportPayload } from "@smm/api-client";
import { type CurrencyCode, PARENT_PANEL_URL, type Provider, type ProviderImportResult } from "@smm/domain";
import { CatalogueCopy } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { yourRate } from "./ProviderRate";

/** "18 services copied, 4 new categories", or what was skipped when nothing was new. */
export function importedMessage(result: ProviderImportResult): string {
  if (result.imported === 0) return `Nothing new to copy: ${result.skipped} services already copied`;
  return (
    `${result.imported} services copied, ${result.categories_created} new ${result.categories_created === 1 ? "category" : "categories"}` +
    (result.skipped > 0 ? `, ${result.skipped} already copied skipped` : "")
  );
}

/**
 * Copies a provider's catalogue in one step (CatalogueCopy): all or chosen categories, kept with their services, at a
 * markup; the provider's categories are read live for the preview. Prices are converted to the panel's currency at
 * the owner's rate, asked for when the provider's currency is another or unknown.
 */
export function ProviderImportForm({
  provider,
  panelCurrency,
  onImported,
}: {
  provider: Provider;
  /** The panel's currency, which the provider's prices are converted to. */
  panelCurrency: CurrencyCode;
  onImported: (result: ProviderImportResult) => void;
}) {
  const catalogue = useQuery({
    queryKey: [...adminKeys.providers, provider.id, "catalogue"],
    queryFn: ({ signal }) => adminApi.providers.catalogue(provider.id, { signal }),
  });
  const runImport = useAdminAction(
    (request: ProviderImportPayload) => adminApi.providers.importServices(provider.id, request),
    {
      success: importedMessage,
      invalidate: [
        adminKeys.providers,
        adminKeys.list("services"),
        adminKeys.categories,
        adminKeys.list("provider-sync"),
      ],
    },
  );
  const rate = yourRate(provider, panelCurrency);
  // The parent's currency is known: its rate is asked for only when it is not this panel's.
  const asksRate = rate !== null || provider.url !== PARENT_PANEL_URL;
  return (
    <CatalogueCopy
      categories={catalogue.data?.data ?? []}
      loading={catalogue.isPending}
      loadError={catalogue.isError ? { message: catalogue.error.message, retry: () => void catalogue.refetch() } : null}
      {...(asksRate
        ? {
            currencyRateLabel: `Your rate (${panelCurrency} per provider currency unit)`,
            currencyRateHint: rate
              ? `Prices are converted at your rate, ${rate}, now and at each sync. Leave empty to keep it.`
              : `Leave empty when the provider prices in ${panelCurrency}.`,
          }
        : {})}
      onSubmit={async (choice) => onImported(await runImport.submit(choice))}
    />
  );
}
