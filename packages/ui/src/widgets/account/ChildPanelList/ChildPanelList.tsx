import {
  CHILD_PANEL_STATUS_INFO,
  type ChildPanel,
  type ChildPanelAccess,
  type DnsState,
  renewalDate,
} from "@smm/domain";
import { ExternalLink } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Badge, type BadgeVariant } from "../../../display/Badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../display/Card";
import { KeyValueItem, KeyValueList } from "../../../display/KeyValue";
import { Skeleton } from "../../../display/Skeleton";
import { CopyButton } from "../../../feedback/CopyButton";
import { Button } from "../../../primitives/Button";
import { useFormatCharge } from "../../common/Money/MoneyDisplay";
import { LoadError } from "../../shared/LoadError";

export const NO_CHILD_PANELS = "You have not ordered a child panel yet.";

/** The access check of one panel, as the page loaded it. */
export type PanelAccessState =
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "ready"; access: ChildPanelAccess };

export type ChildPanelListProps = {
  panels: readonly ChildPanel[];
  loading: boolean;
  /** The list could not be loaded: the message, and how to try again. */
  error?: { message: string; retry: () => void } | null;
  /** The links and DNS/certificate check of a running panel (a pending one has none). */
  accessOf: (panelId: number) => PanelAccessState;
};

const DNS: Record<DnsState, { label: string; variant: BadgeVariant }> = {
  ok: { label: "DNS reaches this server", variant: "success" },
  elsewhere: { label: "DNS points elsewhere", variant: "danger" },
  missing: { label: "No DNS record yet", variant: "warning" },
  unknown: { label: "DNS not checked", variant: "neutral" },
};

/** A link out of the dashboard, in a new tab, said so to screen readers. */
function OutLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline">
      <a href={href} target="_blank" rel="noreferrer">
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/** Where the panel is and whether it is reachable: links, temporary address, DNS, certificate, what to do. */
function PanelAccessSection({ domain, state }: { domain: string; state: PanelAccessState }) {
  if (state.status === "loading") {
    return (
      <div role="status" aria-label={`Checking ${domain}`} className="grid gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-5 w-48 max-w-full" />
      </div>
    );
  }
  if (state.status === "error") {
    return <LoadError title={`Could not check ${domain}`} message={state.message} onRetry={state.retry} />;
  }
  const { access } = state;
  const temporaryHost = access.temporaryUrl ? new URL(access.temporaryUrl).host : null;
  return (
    <div className="grid gap-3" data-slot="child-panel-access">
      {access.panelUrl || access.adminUrl ? (
        <div className="flex flex-wrap gap-2">
          {access.panelUrl ? <OutLink href={access.panelUrl}>Open {domain}</OutLink> : null}
          {access.adminUrl ? <OutLink href={access.adminUrl}>Admin sign-in</OutLink> : null}
        </div>
      ) : null}
      <KeyValueList orientation="stacked" className="sm:grid-cols-2">
        {access.temporaryUrl && temporaryHost ? (
          <KeyValueItem label="Temporary address">
            <span className="flex flex-wrap items-center gap-2">
              <a
                href={access.temporaryUrl}
                target="_blank"
                rel="noreferrer"
                className="break-all text-primary underline underline-offset-4"
              >
                {temporaryHost}
              </a>
              <CopyButton value={access.temporaryUrl} label="temporary address" iconOnly size="icon" />
            </span>
          </KeyValueItem>
        ) : null}
        <KeyValueItem label="Domain and certificate">
          <span className="flex flex-wrap gap-2">
            <Badge variant={DNS[access.dns.state].variant}>{DNS[access.dns.state].label}</Badge>
            <Badge variant={access.certificateInPlace ? "success" : "neutral"}>
              {access.certificateInPlace ? "Certificate in place" : "No certificate yet"}
            </Badge>
          </span>
        </KeyValueItem>
      </KeyValueList>
      {access.advice.length > 0 ? (
        <Alert variant={access.dns.state === "elsewhere" ? "warning" : "info"} role="note">
          <AlertTitle>What to do</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {access.advice.map((step) => (
                <li key={step} className="break-words">
                  {step}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}

function PanelCard({ panel, access }: { panel: ChildPanel; access: PanelAccessState | null }) {
  const formatCharge = useFormatCharge();
  const titleId = useId();
  const info = CHILD_PANEL_STATUS_INFO[panel.status];
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4" data-slot="child-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="break-all font-semibold">
          {panel.domain}
        </h3>
        <Badge variant={info.tone === "danger" ? "danger" : "neutral"}>{info.label}</Badge>
      </div>
      {panel.running?.suspendedReason ? (
        <p className="text-muted-foreground text-sm">{panel.running.suspendedReason}</p>
      ) : null}
      <KeyValueList orientation="stacked" className="grid-cols-2 sm:grid-cols-3">
        <KeyValueItem label="Currency">{panel.currency.toUpperCase()}</KeyValueItem>
        <KeyValueItem label="Price per month">
          <span className="tabular-nums">{formatCharge(panel.pricePerMonth)}</span>
        </KeyValueItem>
        <KeyValueItem label="Next renewal">
          {panel.running?.renewsAt ? renewalDate(panel.running.renewsAt) : "—"}
        </KeyValueItem>
      </KeyValueList>
      {access ? (
        <PanelAccessSection domain={panel.domain} state={access} />
      ) : (
        <p className="text-muted-foreground text-sm">Its links appear here once the operator has set it up.</p>
      )}
    </li>
  );
}

/**
 * The customer's ordered panels: status (pending until an operator sets them up), the monthly price (the naira
 * debited, with its display-currency value), the next renewal and why a panel is suspended; for a running panel its
 * links (own domain, admin sign-in, temporary address), whether its domain's DNS reaches the server and a
 * certificate is in place, and what to do when not.
 */
export function ChildPanelList({ panels, loading, error = null, accessOf }: ChildPanelListProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id={headingId}>Your child panels</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label="Loading your child panels">
            <Skeleton className="h-32" />
          </div>
        ) : error ? (
          <LoadError title="Could not load your child panels" message={error.message} onRetry={error.retry} />
        ) : panels.length === 0 ? (
          <p className="text-muted-foreground text-sm">{NO_CHILD_PANELS}</p>
        ) : (
          <ul aria-labelledby={headingId} className="grid gap-4">
            {panels.map((panel) => (
              <PanelCard key={panel.id} panel={panel} access={panel.running ? accessOf(panel.id) : null} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
