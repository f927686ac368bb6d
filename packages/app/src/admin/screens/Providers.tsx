import {
  formatAmount,
  PARENT_PANEL_URL,
  type Provider,
  type ProviderHealth,
  type ProviderSyncResult,
} from "@smm/domain";
import {
  AdminForm,
  type AdminFormField,
  AdminTable,
  Badge,
  type BadgeVariant,
  Button,
  ConfirmDialog,
  type DataTableColumn,
  Dialog,
  DialogContent,
  errorMessage,
  formatDateTime,
  SyncSummary,
  toast,
} from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { usePanelCurrency } from "../../lib/settings";
import { ProviderAlerts } from "../components/ProviderAlerts";
import { ProviderImportForm } from "../components/ProviderImportForm";
import { ProviderRateDialog, yourRate } from "../components/ProviderRate";
import { ProviderSyncLog } from "../components/ProviderSyncLog";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";
import { wholeListProps } from "../lib/wholeListProps";

const HEALTH: Record<ProviderHealth, { label: string; variant: BadgeVariant }> = {
  ok: { label: "OK", variant: "success" },
  degraded: { label: "Degraded", variant: "warning" },
  down: { label: "Down", variant: "danger" },
};

const EDIT_FIELDS: readonly AdminFormField[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "url", label: "API URL", kind: "url", required: true },
  {
    name: "key",
    label: "New API key",
    kind: "password",
    autoComplete: "off",
    hint: "Leave empty to keep the current key. A new URL or key is checked with a balance call.",
    wide: true,
  },
  {
    name: "low_balance_threshold",
    label: "Low balance alert",
    kind: "number",
    step: "any",
    hint: "You get a notification and a mail when the provider's balance falls below this amount. Leave empty for no alert.",
    wide: true,
  },
];

/** The balance with its currency, and when the provider answered it; a balance below the alert threshold says so. */
function BalanceCell({ provider }: { provider: Provider }) {
  if (provider.balance === null) return "—";
  const amount = (value: string) => `${formatAmount(value)} ${provider.currency ?? ""}`.trim();
  return (
    <div className="flex flex-col items-end gap-0.5">
      <span>{amount(provider.balance)}</span>
      {provider.balance_at ? (
        <span className="text-muted-foreground text-xs">as of {formatDateTime(provider.balance_at)}</span>
      ) : null}
      {provider.low_balance_since && provider.low_balance_threshold ? (
        <Badge variant="warning">Below {amount(provider.low_balance_threshold)}</Badge>
      ) : null}
    </div>
  );
}

/** Health in words and colour; an unhealthy provider also shows its last error and since when it has been failing. */
function HealthCell({ provider }: { provider: Provider }) {
  return (
    <div className="flex flex-col items-start gap-0.5">
      <Badge variant={HEALTH[provider.health].variant}>{HEALTH[provider.health].label}</Badge>
      {provider.failing_since ? (
        <span className="text-muted-foreground text-xs">since {formatDateTime(provider.failing_since)}</span>
      ) : null}
      {provider.health !== "ok" && provider.last_error ? (
        <span className="break-words text-destructive text-xs">{provider.last_error}</span>
      ) : null}
    </div>
  );
}

/**
 * `/admin/api-providers`: upstream providers with balance (and when it was read) and health (from the panel's own
 * calls); check, sync, import, edit (with the low-balance alert threshold) and remove; the alerts the operator was
 * sent; the sync log from the server's audit trail.
 */
export default function Component() {
  const [importing, setImporting] = useState<Provider | null>(null);
  const [editing, setEditing] = useState<Provider | null>(null);
  const [removing, setRemoving] = useState<Provider | null>(null);
  const [synced, setSynced] = useState<{ provider: Provider; result: ProviderSyncResult } | null>(null);
  const [rating, setRating] = useState<Provider | null>(null);
  const panelCurrency = usePanelCurrency();
  const providers = useQuery({
    queryKey: adminKeys.providers,
    queryFn: ({ signal }) => adminApi.providers.list({ signal }),
  });
  const stale = [
    adminKeys.providers,
    adminKeys.list("services"),
    adminKeys.list("provider-sync"),
    adminKeys.systemStatus,
  ];
  const check = useAdminAction((provider: Provider) => adminApi.providers.check(provider.id), {
    success: (provider) => `${provider.name}: ${HEALTH[provider.health].label}`,
    invalidate: stale,
  });
  const sync = useAdminAction(
    async (provider: Provider) => ({ provider, result: await adminApi.providers.sync(provider.id) }),
    {
      success: ({ result }) =>
        `Synced: ${result.added} added, ${result.repriced} re-priced, ${result.updated} updated, ${result.disabled} disabled`,
      invalidate: stale,
    },
  );
  const parent = providers.data?.data.find((provider) => provider.url === PARENT_PANEL_URL);
  const edit = useAdminAction(
    ({ id, change }: { id: number; change: Parameters<typeof adminApi.providers.update>[1] }) =>
      adminApi.providers.update(id, change),
    { success: (provider) => `Provider ${provider.name} saved`, invalidate: stale },
  );
  const remove = useAdminAction((provider: Provider) => adminApi.providers.remove(provider.id), {
    success: (provider) => `Provider ${provider.name} removed`,
    invalidate: stale,
  });

  const columns: readonly DataTableColumn<Provider>[] = [
    { id: "name", header: "Name", cell: (provider) => provider.name, sortValue: (provider) => provider.name },
    { id: "url", header: "URL", cell: (provider) => <span title={provider.url}>{provider.url}</span> },
    { id: "key", header: "Key", cell: (provider) => `•••• ${provider.key_last_four}`, width: "7rem" },
    {
      id: "balance",
      header: "Balance",
      cell: (provider) => <BalanceCell provider={provider} />,
      align: "end",
    },
    {
      id: "health",
      header: "Health",
      cell: (provider) => <HealthCell provider={provider} />,
      width: "12rem",
    },
    {
      id: "rate",
      header: "Your rate",
      cell: (provider) => {
        const rate = yourRate(provider, panelCurrency);
        return rate ? (
          <Button
            size="sm"
            variant="link"
            className="h-auto px-0"
            aria-label={`Your rate for ${provider.name}: ${rate}. Change it`}
            onClick={() => setRating(provider)}
          >
            {rate}
          </Button>
        ) : (
          "—"
        );
      },
    },
    { id: "checked", header: "Checked", cell: (provider) => formatDateTime(provider.checked_at) },
    { id: "services", header: "Services", cell: (provider) => provider.services, align: "end", width: "6rem" },
    {
      id: "actions",
      header: "Actions",
      cell: (provider) => (
        <div className="flex gap-1">
          <Button size="sm" variant="outline" aria-label={`Check ${provider.name}`} onClick={() => check.run(provider)}>
            Check
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Sync ${provider.name}`}
            onClick={() => void sync.submit(provider).then(setSynced, (error) => toast.error(errorMessage(error)))}
          >
            Sync
          </Button>
          <Button size="sm" aria-label={`Import from ${provider.name}`} onClick={() => setImporting(provider)}>
            Import
          </Button>
          <Button size="sm" variant="outline" aria-label={`Edit ${provider.name}`} onClick={() => setEditing(provider)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="destructive"
            aria-label={`Remove ${provider.name}`}
            onClick={() => setRemoving(provider)}
          >
            Remove
          </Button>
        </div>
      ),
      width: "24rem",
    },
  ];

  return (
    <>
      <AdminTable
        title="API Providers"
        description="Prices, limits and availability also sync on a schedule; a service the provider drops is disabled."
        actions={
          <div className="flex flex-wrap gap-2">
            {parent ? (
              <Button size="sm" onClick={() => setImporting(parent)}>
                Copy the parent's catalogue
              </Button>
            ) : null}
            <Button asChild size="sm" variant={parent ? "outline" : "default"}>
              <Link to="/admin/add-provider">Add provider</Link>
            </Button>
          </div>
        }
        columns={columns}
        getRowId={(provider) => provider.id}
        emptyMessage="No providers yet"
        {...wholeListProps(providers, providers.data?.data ?? [])}
      />
      <ProviderAlerts />
      <ProviderSyncLog providers={providers.data?.data ?? []} />
      <Dialog open={importing !== null} onOpenChange={(open) => (open ? undefined : setImporting(null))}>
        <DialogContent
          title={
            importing?.url === PARENT_PANEL_URL
              ? "Copy the parent's catalogue"
              : `Import from ${importing?.name ?? "provider"}`
          }
          description={`Each category is kept (made here when missing) with its services, at your markup on the provider's price, converted to ${panelCurrency}. Copying again adds only what is new; syncs keep it in step.`}
          className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        >
          {importing ? (
            <ProviderImportForm
              provider={importing}
              panelCurrency={panelCurrency}
              onImported={() => setImporting(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <Dialog open={synced !== null} onOpenChange={(open) => (open ? undefined : setSynced(null))}>
        <DialogContent
          title={`Synced with ${synced?.provider.name ?? "the provider"}`}
          hideTitle
          className="sm:max-w-xl"
        >
          {synced ? <SyncSummary title={`Synced with ${synced.provider.name}`} result={synced.result} /> : null}
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        <DialogContent title={`Edit ${editing?.name ?? "provider"}`} hideTitle className="sm:max-w-xl">
          {editing ? (
            <AdminForm
              bare
              title={`Edit ${editing.name}`}
              fields={EDIT_FIELDS}
              defaultValues={{
                name: editing.name,
                url: editing.url,
                key: "",
                low_balance_threshold: editing.low_balance_threshold ?? "",
              }}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                const key = String(values.key).trim();
                const threshold = String(values.low_balance_threshold).trim();
                const change = {
                  name: String(values.name).trim(),
                  url: String(values.url).trim(),
                  low_balance_threshold: threshold === "" ? null : threshold,
                };
                await edit.submit({ id: editing.id, change: key ? { ...change, key } : change });
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ProviderRateDialog provider={rating} panelCurrency={panelCurrency} onClose={() => setRating(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? "provider"}?`}
        description="Only a provider without imported services or orders can be removed; its key is deleted from the server."
        confirmLabel="Remove provider"
        cancelLabel="Go back"
        variant="destructive"
        onConfirm={() => {
          if (removing) remove.run(removing);
        }}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
      />
    </>
  );
}
