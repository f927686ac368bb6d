import { CHILD_PANEL_NAMESERVERS } from "@smm/domain";
import { CopyButton } from "../../../feedback/CopyButton";

/** The two fixed nameserver hosts the customer points the domain at, each with a copy button. */
export function NameserverList({ labelledBy }: { labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} data-slot="nameservers" className="grid gap-2">
      {CHILD_PANEL_NAMESERVERS.map((host, index) => (
        <li key={host} className="flex items-center gap-3 rounded-md border bg-muted px-3 py-2 text-sm">
          {/* The host drops below its label when the row is narrow (never truncated: it must stay readable). */}
          <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3">
            <span className="text-muted-foreground">Nameserver {index + 1}</span>
            <code className="min-w-0 break-all font-mono">{host}</code>
          </div>
          <CopyButton value={host} label={host} size="sm" />
        </li>
      ))}
    </ul>
  );
}
