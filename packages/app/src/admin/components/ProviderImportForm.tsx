import type { ProviderImportPayload } from "@smm/api-client";
import { PARENT_PANEL_URL, type Provider, type ProviderImportResult } from "@smm/domain";
import { CatalogueCopy } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";

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
 * markup; the provider's categories are read live for the preview.
 */
export function ProviderImportForm({
  provider,
  onImported,
}: {
  provider: Provider;
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
  return (
    <CatalogueCopy
      categories={catalogue.data?.data ?? []}
      loading={catalogue.isPending}
      loadError={catalogue.isError ? { message: catalogue.error.message, retry: () => void catalogue.refetch() } : null}
      // The parent prices in this panel's own currency: no rate to ask for.
      {...(provider.url === PARENT_PANEL_URL
        ? {}
        : {
            currencyRateLabel: "NGN per provider currency unit",
            currencyRateHint: "Leave empty when the provider prices in Naira.",
          })}
      onSubmit={async (choice) => onImported(await runImport.submit(choice))}
    />
  );
}
