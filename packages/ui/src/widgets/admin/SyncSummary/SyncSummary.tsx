import type { ProviderSyncResult } from "@smm/domain";
import { useId } from "react";
import { Badge, type BadgeVariant } from "../../../display/Badge";

/** How many names a group lists before "and N more". */
const NAMES_SHOWN = 8;

const GROUPS = [
  { key: "added", label: "Added", variant: "success" },
  { key: "repriced", label: "Re-priced", variant: "info" },
  { key: "updated", label: "Updated", variant: "neutral" },
  { key: "disabled", label: "Disabled", variant: "warning" },
] as const satisfies readonly { key: keyof ProviderSyncResult["changes"]; label: string; variant: BadgeVariant }[];

export const IN_STEP_MESSAGE = "Nothing changed: the catalogue is in step with the provider.";

export type SyncSummaryProps = {
  result: ProviderSyncResult;
  /** The heading, e.g. "Synced with the parent panel" or "Last automatic sync, 07:00". */
  title?: string;
};

/**
 * What a sync changed: the services added (new in a copied category), re-priced (through the same markup), updated
 * (description or order bounds) and disabled (dropped or no longer priced by the provider), counted and named.
 */
export function SyncSummary({ result, title = "What changed" }: SyncSummaryProps) {
  const headingId = useId();
  const changed = GROUPS.filter((group) => result.changes[group.key].length > 0);
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-slot="sync-summary">
      <h3 id={headingId} className="font-semibold text-sm">
        {title}
      </h3>
      <ul aria-label="Counts" className="flex flex-wrap gap-2">
        {GROUPS.map((group) => (
          <li key={group.key}>
            <Badge variant={result[group.key] > 0 ? group.variant : "neutral"}>
              {group.label}: {result[group.key]}
            </Badge>
          </li>
        ))}
      </ul>
      {changed.length === 0 ? (
        <p className="text-muted-foreground text-sm">{IN_STEP_MESSAGE}</p>
      ) : (
        <dl className="grid gap-2 text-sm">
          {changed.map((group) => {
            const names = result.changes[group.key];
            const more = names.length - NAMES_SHOWN;
            return (
              <div key={group.key} className="grid gap-0.5">
                <dt className="font-medium">{group.label}</dt>
                <dd className="break-words text-muted-foreground">
                  {names.slice(0, NAMES_SHOWN).join(", ")}
                  {more > 0 ? ` and ${more} more` : ""}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {result.bad_rate > 0 ? (
        <p className="text-muted-foreground text-sm">
          {result.bad_rate} listed at a rate that is no price: taken off sale until you put them back.
        </p>
      ) : null}
    </section>
  );
}
