import type { Provider, SystemLogEntry } from "@smm/domain";
import { AdminTable, formatDateTime } from "@smm/ui";
import { adminApi } from "../lib/adminApi";
import { useAdminList } from "../lib/useAdminList";

const ACTIONS: Record<string, string> = {
  "provider.add": "Add",
  "provider.check": "Check",
  "provider.sync": "Sync",
  "provider.import": "Import",
  "provider.edit": "Edit",
  "provider.remove": "Remove",
};

/** "updated 1, disabled 0, unchanged 2" from an audit row's plain figures (nested request bodies left out). */
function figures(after: unknown): string {
  if (typeof after !== "object" || after === null) return "";
  return Object.entries(after)
    .filter(([, value]) => ["string", "number", "boolean"].includes(typeof value))
    .map(([name, value]) => `${name.replace(/_/g, " ")} ${String(value)}`)
    .join(", ");
}

const CHANGE_LABELS: Record<string, string> = {
  added: "Added",
  repriced: "Re-priced",
  updated: "Updated",
  disabled: "Disabled",
};

/** A sync's names (its `changes`): "Added: A, B; Re-priced: C", so the last scheduled sync says what it did. */
function changedNames(after: unknown): string {
  const changes = (after as { changes?: Record<string, unknown> } | null)?.changes;
  if (typeof changes !== "object" || changes === null) return "";
  return Object.entries(changes)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)
    .map(([kind, names]) => `${CHANGE_LABELS[kind] ?? kind}: ${names.join(", ")}`)
    .join("; ");
}

function result(entry: SystemLogEntry): string {
  if (entry.message !== "ok") return entry.message;
  const names = changedNames(entry.after);
  return [figures(entry.after) || "ok", names].filter(Boolean).join(". ");
}

/**
 * The providers' log from the server's audit trail: every add, check, sync, import, edit and removal, by an
 * operator or by the scheduled sync ("system"), with its result; failures keep their reason.
 */
export function ProviderSyncLog({ providers }: { providers: readonly Provider[] }) {
  const { tableProps } = useAdminList("provider-sync", (params, options) =>
    adminApi.system.logs({ ...params, type: "audit", action: "provider." }, options),
  );
  const names = new Map(providers.map((provider) => [`provider:${provider.id}`, provider.name]));
  return (
    <AdminTable
      headingLevel="h2"
      title="Sync log"
      description="Every provider action, yours and the scheduled sync's, with the result (from the system log)."
      columns={[
        { id: "at", header: "Time", cell: (entry: SystemLogEntry) => formatDateTime(entry.createdAt), width: "11rem" },
        {
          id: "provider",
          header: "Provider",
          cell: (entry: SystemLogEntry) => (entry.target ? (names.get(entry.target) ?? entry.target) : "—"),
        },
        {
          id: "action",
          header: "Action",
          cell: (entry: SystemLogEntry) => ACTIONS[entry.action] ?? entry.action,
          width: "6rem",
        },
        { id: "result", header: "Result", cell: result, width: "40%" },
        { id: "by", header: "By", cell: (entry: SystemLogEntry) => entry.actor.split(" ").at(-1), width: "12rem" },
      ]}
      getRowId={(entry) => entry.id}
      searchPlaceholder={null}
      emptyMessage="Nothing run yet"
      {...tableProps}
    />
  );
}
