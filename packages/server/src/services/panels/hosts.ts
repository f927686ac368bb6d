import { CHILD_PANEL_MESSAGES, isDomainName } from "@smm/domain";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { childPanels, panels } from "../../db/schema";

/** A host name as requests carry it: lower case, without a port or a final dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
}

/** The order a panel row was registered for: its own claim does not stand in its way. */
export interface OwnClaim {
  parentId: number;
  orderId: number;
}

/**
 * The registry of host names: every host a panel answers on is one panel's. A child panel answers at its own
 * domain (`panels.domain`) and at its temporary address `<name>.<CHILD_PANEL_BASE_DOMAIN>` (`panels.name`); both
 * columns have a unique index, and no custom domain may sit under the base domain, so the two never meet and the
 * database itself keeps any two panels from holding one host, whatever races. The main panel's own names are
 * reserved: its PUBLIC_URL host and its `www.`, the base domain, localhost and the operator's list (Settings).
 */
export class HostRegistry {
  private readonly own: readonly string[];

  constructor(
    publicUrl: string,
    /** CHILD_PANEL_BASE_DOMAIN. */
    readonly baseDomain: string | undefined,
  ) {
    const host = normaliseHost(new URL(publicUrl).hostname);
    const bare = host.replace(/^www\./, "");
    this.own = [bare, `www.${bare}`, "localhost", ...(baseDomain ? [normaliseHost(baseDomain)] : [])];
  }

  /** The main panel's names, with the ones its operator reserved (Settings → reserved host names). */
  reserved(operatorReserved: readonly string[]): Set<string> {
    return new Set([...this.own, ...operatorReserved.map(normaliseHost)]);
  }

  /** A child panel's temporary address, or none without a base domain. */
  temporaryHost(name: string): string | null {
    return this.baseDomain ? `${name}.${this.baseDomain}` : null;
  }

  /**
   * Why `domain` can be no child panel's own domain, whoever holds what: not a domain name (an IP address,
   * `localhost`), one of the main panel's names, or an address in the temporary addresses' space.
   */
  ruleRefusal(domain: string, reserved: ReadonlySet<string>): string | null {
    const host = normaliseHost(domain);
    if (!isDomainName(host)) return CHILD_PANEL_MESSAGES.domainInvalid;
    if (reserved.has(host)) return CHILD_PANEL_MESSAGES.domainReserved;
    const base = this.baseDomain;
    if (base && host.endsWith(`.${base}`)) return CHILD_PANEL_MESSAGES.domainTemporary(base);
    return null;
  }

  /**
   * Why `domain` cannot be claimed now, read in `db` (the ordering or activating transaction): the rules above, a
   * panel that holds it (also one cancelled and kept for its grace period), or, for a new order (`own` absent), an
   * order of this panel that waits for or holds it. Transactions claiming one host take turns (a lock held to their
   * end), so of two orders of one domain at once the later sees the first.
   */
  async refusal(
    db: Queryable,
    domain: string,
    operatorReserved: readonly string[],
    own?: OwnClaim,
  ): Promise<string | null> {
    const host = normaliseHost(domain);
    const ruled = this.ruleRefusal(host, this.reserved(operatorReserved));
    if (ruled) return ruled;
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`panel-host:${host}`}))`);
    const notOwn = own ? or(ne(panels.parentId, own.parentId), ne(panels.orderId, own.orderId)) : undefined;
    const held = await db
      .select({ id: panels.id })
      .from(panels)
      .where(and(eq(panels.domain, host), notOwn))
      .limit(1);
    if (held.length > 0) return CHILD_PANEL_MESSAGES.domainTaken;
    if (own) return null;
    const ordered = await db
      .select({ id: childPanels.id })
      .from(childPanels)
      .where(
        and(
          sql`lower(${childPanels.domain}) = ${host}`,
          inArray(childPanels.status, ["pending", "active", "suspended"]),
        ),
      )
      .limit(1);
    return ordered.length > 0 ? CHILD_PANEL_MESSAGES.domainTaken : null;
  }
}
