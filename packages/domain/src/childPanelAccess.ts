import type { IsoDateTime } from "./api/types";

/**
 * Whether a child panel's domain reaches this server, as its DNS answers: `ok` (an A/AAAA record is one of the
 * server's addresses, or a CNAME names the server's host), `elsewhere` (it answers with other addresses), `missing`
 * (no record, or no such domain), `unknown` (the resolver did not answer in time, or the server's own address is not
 * known to compare with).
 */
export type DnsState = "ok" | "elsewhere" | "missing" | "unknown";

export interface ChildPanelDns {
  state: DnsState;
  /** What the domain's DNS answered: addresses, or the host a CNAME names. */
  found: string[];
  /** The addresses (and host name) of this server that the domain should point at. */
  expected: string[];
}

/** Where an owner finds their panel and whether it is reachable: GET /api/child-panels/:id/access. */
export interface ChildPanelAccess {
  /** The panel on its own domain; null until it runs. */
  panelUrl: string | null;
  /** Its operator sign-in (`/admin/login`) on its own domain; null until it runs. */
  adminUrl: string | null;
  /** `https://<name>.<CHILD_PANEL_BASE_DOMAIN>`, which works before the domain does; null without a base domain. */
  temporaryUrl: string | null;
  dns: ChildPanelDns;
  /** When the TLS endpoint last approved a certificate for the domain (on-demand TLS asks before it issues one). */
  certificateApprovedAt: IsoDateTime | null;
  /** A certificate is in place: approved by the TLS endpoint and the domain reaches the server. */
  certificateInPlace: boolean;
  /** What the owner does next, in order; empty when all is well. */
  advice: string[];
}

/** Where the owner points their domain: the server's IPv4 and IPv6 addresses (a name is for a CNAME). */
function records(domain: string, expected: readonly string[]): string {
  const v4 = expected.filter((address) => /^\d{1,3}(\.\d{1,3}){3}$/.test(address));
  const v6 = expected.filter((address) => address.includes(":"));
  const parts = [
    ...v4.map((address) => `an A record for ${domain} at ${address}`),
    ...v6.map((address) => `an AAAA record for ${domain} at ${address}`),
  ];
  return parts.length > 0 ? parts.join(" and ") : `${domain} at this server`;
}

/**
 * What an owner must do for their panel to be reached at its domain with a certificate, from what the server sees:
 * point the domain (A/AAAA at the server's addresses, or the nameservers the order form named), wait for DNS, then
 * open the panel once over https so that a certificate is requested.
 */
export function childPanelAdvice(
  domain: string,
  dns: ChildPanelDns,
  certificateApproved: boolean,
  nameservers: readonly string[],
): string[] {
  const ns = nameservers.length > 0 ? ` (or set its nameservers to ${nameservers.join(" and ")})` : "";
  switch (dns.state) {
    case "missing":
      return [`Point ${records(domain, dns.expected)}${ns}. DNS changes can take up to 48 hours to spread.`];
    case "elsewhere":
      return [
        `${domain} points at ${dns.found.join(", ")}, not at this server. Change it to ${records(domain, dns.expected)}${ns}.`,
      ];
    case "unknown":
      return [
        `The DNS of ${domain} could not be checked just now. Make sure ${records(domain, dns.expected)}${ns}, then check again.`,
      ];
    case "ok":
      return certificateApproved
        ? []
        : [`DNS is set. Open https://${domain} once: its certificate is issued on the first visit.`];
  }
}
