import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from "@smm/domain";
import { isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { currentPanelId, MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { type PanelStatus, panels } from "../../db/schema";
import { readSettings } from "../settings";
import { HostRegistry, normaliseHost } from "./hosts";

/** What the server needs to know of a panel on every request: which it is and whether it is open. */
export interface PanelEntry {
  id: number;
  name: string;
  domain: string | null;
  status: PanelStatus;
  parentId: number | null;
  /** The currency the panel keeps its amounts in (panels.currency). */
  currency: CurrencyCode;
}

/** The address of the panel the running code serves (PanelDirectory.currentUrl), for its mails and payments. */
/**
 * Runs `fn` as the request's panel (set by plugins/app/panel.ts): for hooks that run after the answer, outside the
 * request's own context.
 */
export function asRequestPanel(request: { panel?: PanelEntry }, fn: () => Promise<void>): Promise<void> {
  return request.panel ? withPanel(request.panel.id, fn) : fn();
}

export type PanelUrl = () => Promise<string>;

/**
 * How long a loaded map is trusted. A change made through this process (activation, a new domain) is seen at once
 * (`changed()`); one made by another instance within this time.
 */
const MAX_AGE_MS = 5000;

/**
 * Every panel by name and domain, in process, so resolving a request's host costs no query: one small query loads
 * them all (a thousand panels are a few hundred kilobytes) when the map is older than MAX_AGE_MS or was changed.
 */
export class PanelDirectory {
  private byName = new Map<string, PanelEntry>();
  private byDomain = new Map<string, PanelEntry>();
  private byId = new Map<number, PanelEntry>();
  /** The main panel's own names, with those its operator reserved (hosts.ts). */
  private reserved: Set<string>;
  /** The registry's rules: which names are the main panel's, where temporary addresses live. */
  readonly hosts: HostRegistry;
  private loading: Promise<void> | undefined;
  private loadedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    /** CHILD_PANEL_BASE_DOMAIN: `<name>.<base>` is a panel's temporary address. */
    private readonly baseDomain: string | undefined,
    /** The main panel's address; a child panel's takes its protocol and port (the same server answers). */
    private readonly publicUrl: string,
  ) {
    this.hosts = new HostRegistry(publicUrl, baseDomain);
    this.reserved = this.hosts.reserved([]);
  }

  /**
   * The panel a host names: the main panel's own names (reserved: hosts.ts) first, whatever a panel row says (the
   * registry refuses them; this is the second lock); then a child panel's own domain or `<name>.<base domain>`; any
   * other host is the main panel's (an address, another name pointed here). Under the base domain, a name no panel
   * has names none. A suspended or cancelled panel is resolved (its visitors are told so: plugins/app/panel.ts);
   * one whose data was deleted after its grace period is not in the map at all, nor is a panel a child panel made
   * (child panels sell none: services/child-panels.ts).
   */
  async resolve(host: string): Promise<PanelEntry | undefined> {
    await this.fresh();
    const hostname = normaliseHost(host);
    if (this.reserved.has(hostname)) return this.main();
    const own = this.byDomain.get(hostname);
    if (own) return own;
    const base = this.baseDomain;
    if (base && hostname.endsWith(`.${base}`)) return this.byName.get(hostname.slice(0, -(base.length + 1)));
    return this.main();
  }

  /** Whether `host` is a child panel's own domain or temporary address (the on-demand TLS question). */
  async servesChildPanel(host: string): Promise<boolean> {
    const panel = await this.resolve(host);
    return panel !== undefined && panel.id !== MAIN_PANEL_ID;
  }

  async get(id: number): Promise<PanelEntry | undefined> {
    await this.fresh();
    return this.byId.get(id);
  }

  /**
   * A panel's own address, which the links of its mails and its payment returns use (never the request's Host: a
   * forged one must not reach an inbox): the main panel's PUBLIC_URL; a child panel's own domain while it is active,
   * else its temporary address.
   */
  urlOf(panel: PanelEntry): string {
    if (panel.id === MAIN_PANEL_ID) return this.publicUrl;
    const temporary = this.hosts.temporaryHost(panel.name);
    // Only a domain the registry lets it answer at (not one of the main panel's names, say).
    const domain = panel.domain && this.byDomain.get(panel.domain)?.id === panel.id ? panel.domain : null;
    const url = new URL(this.publicUrl);
    url.hostname = (panel.status === "active" ? domain : null) ?? temporary ?? domain ?? url.hostname;
    return url.origin;
  }

  /** The address of the panel the running code serves (a request's or a job's). */
  async currentUrl(): Promise<string> {
    const id = currentPanelId();
    if (id === MAIN_PANEL_ID) return this.publicUrl;
    // The map as loaded: a link may be made inside a transaction, during which PGlite runs no other query. It holds
    // the panel when a request or a job of it runs in this process (resolved, or activated here); else it is loaded.
    const panel = id === undefined ? undefined : (this.byId.get(id) ?? (await this.get(id)));
    if (!panel) throw new Error(`No panel ${id} to address a link to`);
    return this.urlOf(panel);
  }

  /** The registry changed through this process: reload before the next look-up. */
  changed(): void {
    this.loadedAt = Number.NEGATIVE_INFINITY;
  }

  private main(): PanelEntry {
    return (
      this.byId.get(MAIN_PANEL_ID) ?? {
        id: MAIN_PANEL_ID,
        name: "main",
        domain: null,
        status: "active",
        parentId: null,
        currency: DEFAULT_CURRENCY,
      }
    );
  }

  /**
   * Reloads a map that is too old. While the database cannot be read the last map stays in use (nothing else works
   * then anyway, but the health check must still answer that the database is unreachable); the next request tries
   * again.
   */
  private async fresh(): Promise<void> {
    if (Date.now() - this.loadedAt <= MAX_AGE_MS) return;
    this.loading ??= this.load()
      .catch(() => {})
      .finally(() => {
        this.loading = undefined;
      });
    await this.loading;
  }

  private async load(): Promise<void> {
    const startedAt = Date.now();
    const { reserved_hosts } = await withPanel(MAIN_PANEL_ID, () => readSettings(this.db));
    const all = await this.db
      .select({
        id: panels.id,
        name: panels.name,
        domain: panels.domain,
        status: panels.status,
        parentId: panels.parentId,
        currency: panels.currency,
      })
      .from(panels)
      .where(isNull(panels.purgedAt));
    // The main panel and its children: a panel a child panel made (before child panels sold none) is served nowhere.
    const rows = all
      .filter((row) => row.id === MAIN_PANEL_ID || row.parentId === MAIN_PANEL_ID)
      .map((row) => ({ ...row, currency: isCurrencyCode(row.currency) ? row.currency : DEFAULT_CURRENCY }));
    const reserved = this.hosts.reserved(reserved_hosts ?? []);
    this.byId = new Map(rows.map((row) => [row.id, row]));
    // The main panel has no temporary address: its name is not a label under the base domain.
    this.byName = new Map(rows.filter((row) => row.id !== MAIN_PANEL_ID).map((row) => [row.name, row]));
    // A domain the registry would refuse now (a row older than its rules) is not answered at.
    const domains = rows.filter((row) => row.domain !== null && !this.hosts.ruleRefusal(row.domain, reserved));
    this.byDomain = new Map(domains.map((row) => [row.domain as string, row]));
    this.reserved = reserved;
    this.loadedAt = startedAt;
  }
}
