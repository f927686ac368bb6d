import type { ProviderImportPayload } from "@smm/api-client";
import type { CurrencyCode, Provider, ProviderImportResult, ProviderRemoteService } from "@smm/domain";
import { AdminForm, type AdminFormField, AdminTable, type DataTableColumn } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { useCategoryOptions } from "../lib/useCategories";
import { wholeListProps } from "../lib/wholeListProps";
import { yourRate } from "./ProviderRate";

const REMOTE_COLUMNS: readonly DataTableColumn<ProviderRemoteService>[] = [
  { id: "id", header: "ID", cell: (service) => service.id, sortValue: (service) => Number(service.id), width: "5rem" },
  { id: "name", header: "Service", cell: (service) => service.name, width: "45%" },
  { id: "rate", header: "Rate", cell: (service) => service.rate, align: "end" },
  { id: "limits", header: "Min / Max", cell: (service) => `${service.min} / ${service.max}` },
];

function importFields(
  categories: { value: string; label: string }[],
  provider: Provider,
  panelCurrency: CurrencyCode,
): readonly AdminFormField[] {
  const rate = yourRate(provider, panelCurrency);
  return [
    { name: "category_id", label: "Into category", kind: "select", required: true, options: categories },
    { name: "markup_percent", label: "Markup (%)", kind: "number", step: "0.01", required: true },
    {
      name: "currency_rate",
      label: `Your rate (${panelCurrency} per provider currency unit)`,
      kind: "number",
      step: "any",
      hint: rate
        ? `Prices are converted at your rate, ${rate}, now and at each sync. Leave empty to keep it.`
        : `Leave empty when the provider prices in ${panelCurrency}.`,
    },
    {
      name: "services",
      label: "Service IDs",
      kind: "text",
      hint: "Separated by commas; empty imports every service listed below.",
    },
  ];
}

/** Import a provider's services into a category with a markup; its live service list is shown to choose from. */
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
  const categories = useCategoryOptions();
  const remote = useQuery({
    queryKey: [...adminKeys.providers, provider.id, "services"],
    queryFn: ({ signal }) => adminApi.providers.remoteServices(provider.id, { signal }),
  });
  const runImport = useAdminAction(
    (request: ProviderImportPayload) => adminApi.providers.importServices(provider.id, request),
    {
      success: (result) => `${result.imported} imported, ${result.skipped} skipped`,
      invalidate: [
        adminKeys.providers,
        adminKeys.list("services"),
        adminKeys.categories,
        adminKeys.list("provider-sync"),
      ],
    },
  );
  return (
    <div className="grid gap-4">
      <AdminForm
        bare
        title="Import settings"
        fields={importFields(categories, provider, panelCurrency)}
        defaultValues={{ markup_percent: "20" }}
        submitLabel="Import"
        onSubmit={async (values) => {
          const ids = String(values.services)
            .split(",")
            .map((id) => id.trim())
            .filter((id) => id !== "");
          const rate = String(values.currency_rate).trim();
          const result = await runImport.submit({
            category_id: Number(values.category_id),
            markup_percent: String(values.markup_percent),
            ...(rate ? { currency_rate: rate } : {}),
            ...(ids.length ? { services: ids } : {}),
          });
          onImported(result);
        }}
      />
      <AdminTable
        headingLevel="h2"
        title="The provider's services"
        columns={REMOTE_COLUMNS}
        getRowId={(service) => service.id}
        emptyMessage="The provider lists no services"
        {...wholeListProps(remote, remote.data?.data ?? [])}
      />
    </div>
  );
}
