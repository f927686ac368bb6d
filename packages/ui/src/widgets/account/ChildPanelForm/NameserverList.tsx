import { CHILD_PANEL_NAMESERVERS } from "@smm/domain";
import { Fragment } from "react";
import { CopyButton } from "../../../feedback/CopyButton";

/**
 * A host name that wraps only after its dots ("ns1.smmpanelhost." / "com"), never inside a label, unless a
 * single label is wider than the whole box.
 */
function HostName({ host }: { host: string }) {
  return (
    <code className="min-w-0 wrap-break-word font-mono">
      {host.split(".").map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a host's labels are its parts in a fixed order (the position is their identity)
        <Fragment key={index}>
          {index > 0 ? (
            <>
              .<wbr />
            </>
          ) : null}
          <span data-slot="host-label">{label}</span>
        </Fragment>
      ))}
    </code>
  );
}

/** The two fixed nameserver hosts the customer points the domain at, each with a copy button. */
export function NameserverList({ labelledBy }: { labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} data-slot="nameservers" className="grid gap-2">
      {CHILD_PANEL_NAMESERVERS.map((host, index) => (
        <li key={host} className="flex items-center gap-3 rounded-md border bg-muted px-3 py-2 text-sm">
          {/* The host drops below its label when the row is narrow (never truncated: it must stay readable). */}
          <div className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3">
            <span className="text-muted-foreground">Nameserver {index + 1}</span>
            <HostName host={host} />
          </div>
          <CopyButton value={host} label={host} size="sm" />
        </li>
      ))}
    </ul>
  );
}
