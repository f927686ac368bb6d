import {
  type AdminSettings,
  CHILD_PANEL_SALES_NOT_READY,
  checkedBranding,
  checkedLegalPages,
  checkedStorefront,
  childPanelSalesReady,
  DEFAULT_SETTINGS,
  defaultAffiliateMinPayout,
  defaultPaymentMethods,
  type PublicSettings,
  panelCurrencyOf,
  panelNameOr,
  publicSettingsOf,
} from "@smm/domain";
import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { currentPanelId, MAIN_PANEL_ID } from "../db/panel-context";
import { settings } from "../db/schema";
import { validationError } from "../errors";
import { type AuditContext, audit } from "./admin/system-log";

type Key = keyof AdminSettings;
const CACHE_MS = 2000;
const KEYS = Object.keys(DEFAULT_SETTINGS) as Key[];

/** One row per top-level setting, its value as JSON; a missing row falls back to the domain's default. */
export async function readSettings(db: Queryable): Promise<AdminSettings> {
  const rows = await db.select().from(settings);
  const stored: Partial<Record<string, unknown>> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // A hand-edited row that is not JSON: the default stands.
    }
  }
  const merged = { ...DEFAULT_SETTINGS } as Record<Key, unknown>;
  for (const key of KEYS) if (stored[key] !== undefined) merged[key] = stored[key];
  const read = merged as unknown as AdminSettings;
  // Pages are written from the brand and the storefront: one that breaks the rules (a hand-edited row) gives way to
  // the default.
  return {
    ...read,
    branding: checkedBranding(read.branding),
    storefront: checkedStorefront(read.storefront),
    legal_pages: checkedLegalPages(read.legal_pages),
  };
}

export async function writeSettings(db: Queryable, values: Partial<AdminSettings>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: [settings.panelId, settings.key], set: { value: sql`excluded.value` } });
}

/**
 * Writes the domain's default (or the given first value) for every setting not stored yet; an operator's values
 * stay.
 */
export async function writeDefaultSettings(db: Queryable, first: Partial<AdminSettings> = {}): Promise<void> {
  await db
    .insert(settings)
    .values(
      Object.entries({ ...DEFAULT_SETTINGS, ...first }).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
    )
    .onConflictDoNothing({ target: [settings.panelId, settings.key] });
}

/**
 * A child panel's first settings: named after its domain and showing prices in the currency of its order form, so
 * nothing of its parent's brand shows before its owner brands it; its deposit minimums and minimum payout are that
 * currency's defaults (@smm/domain), not naira amounts, and its admin figures are reported in it (no conversion).
 */
export function childPanelFirstSettings(order: { domain: string; currency: string }): Partial<AdminSettings> {
  const currency = panelCurrencyOf(order.currency);
  const { branding, affiliate } = DEFAULT_SETTINGS;
  return {
    site_name: order.domain.toLowerCase(),
    branding: { ...branding, default_currency: currency },
    payment_methods: defaultPaymentMethods(currency),
    affiliate: { ...affiliate, min_payout: defaultAffiliateMinPayout(currency) },
    reporting_currency: { code: currency, rate: "1" },
  };
}

/** Reads and validates the operator's settings; the rules that take a setting ask here. */
export class SettingsService {
  /** Per panel: each has its own settings under row-level security. */
  private readonly cached = new Map<number | undefined, { at: number; value: Promise<AdminSettings> }>();

  /**
   * `fallbackHost`: the main panel's host (PUBLIC_URL's), its name until the operator sets one; `demo`: the spec's
   * sample nameservers may be sold on.
   */
  constructor(
    private readonly db: Db,
    private readonly fallbackHost = "localhost",
    private readonly demo = false,
  ) {}

  /** The panel's name as mail and authenticator apps show it: the site name, else the host (never empty). */
  async panelName(db?: Queryable): Promise<string> {
    return panelNameOr((await this.all(db)).site_name, this.fallbackHost);
  }

  /** Inside a transaction: read there. Otherwise the last read, at most CACHE_MS old. */
  all(db?: Queryable): Promise<AdminSettings> {
    if (db) return readSettings(db);
    return this.fresh();
  }

  /**
   * Every customer write asks for the maintenance flag, so a read is kept for CACHE_MS; a change made through
   * this process clears it at once, one made by another instance shows within CACHE_MS.
   */
  private fresh(): Promise<AdminSettings> {
    const now = Date.now();
    const panel = currentPanelId();
    let cached = this.cached.get(panel);
    if (!cached || now - cached.at > CACHE_MS) {
      const value = readSettings(this.db);
      cached = { at: now, value };
      this.cached.set(panel, cached);
      value.catch(() => {
        if (this.cached.get(panel)?.value === value) this.cached.delete(panel);
      });
    }
    return cached.value;
  }

  async public(): Promise<PublicSettings> {
    return publicSettingsOf(await this.fresh());
  }

  /** Saves a change (only the given settings, checked by the route's schema), audited with before and after. */
  async update(context: AuditContext, change: Partial<AdminSettings>): Promise<AdminSettings> {
    const saved = await this.db.transaction(async (tx) => {
      const before = await readSettings(tx);
      await writeSettings(tx, change);
      const after = await readSettings(tx);
      // Child panels are sold only at the operator's own price and nameservers (the launch checklist's last step).
      // Only the main panel sells them: a child's own settings never carry that rule.
      const sells = currentPanelId() === MAIN_PANEL_ID && after.child_panel_sales === "on";
      if (sells && !childPanelSalesReady(after.child_panel, this.demo)) {
        throw validationError({ child_panel_sales: [CHILD_PANEL_SALES_NOT_READY] });
      }
      const changed = (Object.keys(change) as Key[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      await audit(tx, context, "settings.update", "settings", {
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        message: changed.length > 0 ? `Changed: ${changed.join(", ")}` : "Nothing changed",
      });
      return after;
    });
    // Only once committed: a read meanwhile must not cache the old values again.
    this.cached.delete(currentPanelId());
    return saved;
  }
}
