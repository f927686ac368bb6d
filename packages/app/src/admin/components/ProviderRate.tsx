import type { CurrencyCode, Provider } from "@smm/domain";
import { AdminForm, type AdminFormField, Dialog, DialogContent } from "@smm/ui";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";

/**
 * "Your rate" of a provider that prices in another currency than the panel's: "1 NGN = 0.000650 USD". Null when the
 * provider's currency is the panel's (nothing is converted) or unknown.
 */
export function yourRate(provider: Provider, panelCurrency: CurrencyCode): string | null {
  const theirs = provider.currency?.toUpperCase();
  if (!theirs || theirs === panelCurrency) return null;
  return `1 ${theirs} = ${provider.currency_rate ?? "1"} ${panelCurrency}`;
}

const rateFields = (provider: Provider, panelCurrency: CurrencyCode): readonly AdminFormField[] => [
  {
    name: "currency_rate",
    label: `Your rate (${panelCurrency} per 1 ${provider.currency ?? "provider unit"})`,
    kind: "number",
    step: "any",
    required: true,
    hint: "Every service imported from this provider is re-priced at once: its price × your markup × this rate.",
    wide: true,
  },
];

/** The owner changes their rate for `provider`; imported prices follow through the markup rule. */
export function ProviderRateDialog({
  provider,
  panelCurrency,
  onClose,
}: {
  provider: Provider | null;
  panelCurrency: CurrencyCode;
  onClose: () => void;
}) {
  const change = useAdminAction(({ id, rate }: { id: number; rate: string }) => adminApi.providers.setRate(id, rate), {
    success: (result) => `Your rate is saved: ${result.repriced} prices changed`,
    invalidate: [adminKeys.providers, adminKeys.list("services")],
  });
  return (
    <Dialog open={provider !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Your rate for ${provider?.name ?? "provider"}`} hideTitle className="sm:max-w-xl">
        {provider ? (
          <AdminForm
            bare
            title={`Your rate for ${provider.name}`}
            fields={rateFields(provider, panelCurrency)}
            defaultValues={{ currency_rate: provider.currency_rate ?? "1" }}
            onCancel={onClose}
            onSubmit={async (values) => {
              await change.submit({ id: provider.id, rate: String(values.currency_rate).trim() });
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
