import { type ChildPanel, type ChildPanelAccess, type ChildPanelDns, childPanelAdvice } from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { panels } from "../../db/schema";
import type { DnsCheck } from "./dns-check";
import type { HostRegistry } from "./hosts";

/**
 * Where an owner finds their child panel and whether it is reachable: its links (own domain, `/admin/login`,
 * temporary address), whether the domain's DNS reaches this server (dns-check.ts) and whether a certificate is in
 * place as the TLS endpoint sees it (it approved the domain: routes/api/tls, and the DNS reaches here), with what to
 * do when not.
 */
export class PanelAccess {
  constructor(
    private readonly db: Db,
    /** PUBLIC_URL: a panel's links take its protocol and port (the same server answers every panel). */
    private readonly publicUrl: string,
    private readonly hosts: HostRegistry,
    /** Replaceable: tests put a stubbed resolver here. */
    public dns: DnsCheck,
  ) {}

  private urlAt(host: string): string {
    const url = new URL(this.publicUrl);
    url.hostname = host;
    return url.origin;
  }

  /** `panel` is one of the current panel's (its owner's) orders, read through ChildPanelService.get. */
  async of(panel: ChildPanel): Promise<ChildPanelAccess> {
    const [running] = await this.db
      .select({ name: panels.name, domain: panels.domain, approvedAt: panels.domainTlsApprovedAt })
      .from(panels)
      .where(and(eq(panels.parentId, sql`current_panel_id()`), eq(panels.orderId, panel.id)));
    const domain = running?.domain ?? panel.domain;
    const temporary = running ? this.hosts.temporaryHost(running.name) : null;
    const dns: ChildPanelDns = await this.dns.check(domain);
    const approvedAt = running?.approvedAt ?? null;
    const inPlace = approvedAt !== null && dns.state === "ok";
    return {
      panelUrl: running ? this.urlAt(domain) : null,
      adminUrl: running ? `${this.urlAt(domain)}/admin/login` : null,
      temporaryUrl: temporary ? this.urlAt(temporary) : null,
      dns,
      certificateApprovedAt: approvedAt?.toISOString() ?? null,
      certificateInPlace: inPlace,
      advice: childPanelAdvice(domain, dns, approvedAt !== null, panel.nameservers),
    };
  }

  /** The TLS endpoint approved a certificate for `host`: kept when it is a panel's own domain. */
  async approved(host: string): Promise<void> {
    await this.db.update(panels).set({ domainTlsApprovedAt: new Date() }).where(eq(panels.domain, host));
  }
}
