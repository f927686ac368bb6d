import { formatAmount, type Provider, type ProviderHealth } from "@smm/domain";
import { AdminTable, Badge, type BadgeVariant, Button, type DataTableColumn, Dialog, DialogContent } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { api } from "../../lib/api";
import { ProviderImportForm } from "../components/ProviderImportForm";
import { adminKeys } from "../lib/adminKeys";
import { formatDateTime } from "../lib/formatDateTime";
import { useAdminAction } from "../lib/useAdminAction";
import { wholeListProps } from "../lib/wholeListProps";

const HEALTH: Record<ProviderHealth, { label: string; variant: BadgeVariant }> = {
  ok: { label: "OK", variant: "success" },
  degraded: { label: "Degraded", variant: "warning" },
  down: { label: "Down", variant: "danger" },
};

/** One check, sync or import this operator ran here, with what the server answered. */
type Run = { id: number; at: string; provider: string; action: string; result: string };

/** `/admin/api-providers`: upstream providers with balance and health; check, sync and import; the runs' results. */
export function Component() {
  const [importing, setImporting] = useState<Provider | null>(null);
  const [runs, setRuns] = useState<Run[]>([]);
  const providers = useQuery({
    queryKey: adminKeys.providers,
    queryFn: ({ signal }) => api.admin.providers.list({ signal }),
  });
  const logRun = (provider: Provider, action: string, result: string) =>
    setRuns((previous) => [
      { id: Date.now() + previous.length, at: new Date().toISOString(), provider: provider.name, action, result },
      ...previous,
    ]);
  const stale = [adminKeys.providers, adminKeys.list("services")];
  const check = useAdminAction(
    async (provider: Provider) => {
      const checked = await api.admin.providers.check(provider.id);
      logRun(provider, "Check", `${HEALTH[checked.health].label}, balance ${checked.balance ?? "unknown"}`);
      return checked;
    },
    { success: (provider) => `${provider.name}: ${HEALTH[provider.health].label}`, invalidate: stale },
  );
  const sync = useAdminAction(
    async (provider: Provider) => {
      const result = await api.admin.providers.sync(provider.id);
      const summary = `${result.updated} updated, ${result.disabled} disabled, ${result.unchanged} unchanged`;
      logRun(provider, "Sync", summary);
      return summary;
    },
    { success: (summary) => `Synced: ${summary}`, invalidate: stale },
  );

  const columns: readonly DataTableColumn<Provider>[] = [
    { id: "name", header: "Name", cell: (provider) => provider.name, sortValue: (provider) => provider.name },
    { id: "url", header: "URL", cell: (provider) => <span title={provider.url}>{provider.url}</span> },
    { id: "key", header: "Key", cell: (provider) => `•••• ${provider.key_last_four}`, width: "7rem" },
    {
      id: "balance",
      header: "Balance",
      cell: (provider) =>
        provider.balance === null ? "—" : `${formatAmount(provider.balance)} ${provider.currency ?? ""}`.trim(),
      align: "end",
    },
    {
      id: "health",
      header: "Health",
      cell: (provider) => (
        <Badge variant={HEALTH[provider.health].variant} title={provider.last_error ?? undefined}>
          {HEALTH[provider.health].label}
        </Badge>
      ),
      width: "7rem",
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
          <Button size="sm" variant="outline" aria-label={`Sync ${provider.name}`} onClick={() => sync.run(provider)}>
            Sync
          </Button>
          <Button size="sm" aria-label={`Import from ${provider.name}`} onClick={() => setImporting(provider)}>
            Import
          </Button>
        </div>
      ),
      width: "15rem",
    },
  ];

  return (
    <>
      <AdminTable
        title="API Providers"
        description="Prices, limits and availability also sync on a schedule; a service the provider drops is disabled."
        actions={
          <Button asChild size="sm">
            <Link to="/admin/add-provider">Add provider</Link>
          </Button>
        }
        columns={columns}
        getRowId={(provider) => provider.id}
        emptyMessage="No providers yet"
        tableClassName="min-w-4xl"
        {...wholeListProps(providers, providers.data?.data ?? [])}
      />
      <AdminTable
        headingLevel="h2"
        title="Sync log"
        description="The checks, syncs and imports run from this page, with the server's answers."
        columns={[
          { id: "at", header: "Time", cell: (run) => formatDateTime(run.at), width: "11rem" },
          { id: "provider", header: "Provider", cell: (run) => run.provider },
          { id: "action", header: "Action", cell: (run) => run.action, width: "7rem" },
          { id: "result", header: "Result", cell: (run) => run.result, width: "45%" },
        ]}
        rows={runs}
        total={runs.length}
        pageSize={Math.max(runs.length, 1)}
        getRowId={(run) => run.id}
        searchPlaceholder={null}
        emptyMessage="Nothing run yet"
      />
      <Dialog open={importing !== null} onOpenChange={(open) => (open ? undefined : setImporting(null))}>
        <DialogContent
          title={`Import from ${importing?.name ?? "provider"}`}
          description="Imported services get your markup on the provider's rate, converted to Naira."
          className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
        >
          {importing ? (
            <ProviderImportForm
              provider={importing}
              onImported={(result) => {
                logRun(importing, "Import", `${result.imported} imported, ${result.skipped} skipped`);
                setImporting(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
