import { type AdminSettings, PARENT_PANEL_URL, panelNameOr } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { currentPanelId, withPanel } from "../../db/panel-context";
import { aggregatesState, catalogueState, panels, providers } from "../../db/schema";
import { parentProviderCurrency } from "../providers/rate";
import { grantPanelKey } from "../reseller-api/keys";
import { readSettings, writeDefaultSettings } from "../settings";
import { newToken } from "../tokens";
import { currencyOfPanel } from "./currency";

export interface NewPanel {
  /** The temporary address's label (`<name>.<CHILD_PANEL_BASE_DOMAIN>`). */
  name: string;
  domain: string | null;
  parentId: number;
  ownerUserId?: number;
  orderId?: number;
  pricePerMonth?: string;
  /** The currency the panel keeps its amounts in; NGN by default. */
  currency?: string;
}

/**
 * Registers a panel and gives it what every panel has from the start: the default settings and the one-row states
 * of its roll-ups and catalogue. The rows are written as the new panel (its row-level security lets nothing else);
 * each step may run again, so a provisioning that stopped half-way is finished by the next try.
 */
export async function createPanel(db: Db, panel: NewPanel): Promise<number> {
  const [row] = await db.insert(panels).values(panel).returning({ id: panels.id });
  if (!row) throw new Error("The panel was not created");
  await withPanel(row.id, () => preparePanelData(db));
  return row.id;
}

/** The current panel's first rows (`firstSettings` instead of the defaults); nothing when they exist. */
export async function preparePanelData(db: Db, firstSettings?: Partial<AdminSettings>): Promise<void> {
  await db.transaction(async (tx) => {
    await writeDefaultSettings(tx, firstSettings);
    await tx.insert(aggregatesState).values({ id: 1 }).onConflictDoNothing();
    await tx.insert(catalogueState).values({ id: 1 }).onConflictDoNothing();
  });
}

/**
 * Makes the running panel the provider of its child panel `childId`, through the account of the child's owner
 * here: on the child a provider named after this panel, whose key is an API v2 key of the owner here, so the child's
 * orders are charged to the owner's balance at the owner's prices. The key is written on the child first and made
 * live here after, so a retry finds it on the child and finishes with it: one provider and one key however often
 * this runs.
 */
export async function supplyFromParent(db: Db, childId: number, ownerUserId: number): Promise<void> {
  const { site_name } = await readSettings(db);
  // A production main panel may not be named yet.
  const parentName = panelNameOr(site_name, "Parent panel");
  const parentId = currentPanelId();
  if (parentId === undefined) throw new Error("A panel is supplied as its parent panel");
  // The parent's prices are in its currency; the child converts them at the owner's rate (providers/rate.ts).
  const terms = parentProviderCurrency(await currencyOfPanel(db, parentId), await currencyOfPanel(db, childId));
  const key = await withPanel(childId, () => parentProviderKey(db, parentName, terms));
  await grantPanelKey(db, ownerUserId, childId, key);
}

/** The key of the current panel's provider that is its parent; the provider is made when there is none. */
async function parentProviderKey(
  db: Db,
  parentName: string,
  terms: { currency: string; currencyRate: string },
): Promise<string> {
  const [existing] = await db
    .select({ apiKey: providers.apiKey })
    .from(providers)
    .where(eq(providers.url, PARENT_PANEL_URL))
    .limit(1);
  if (existing) return existing.apiKey;
  const apiKey = newToken();
  await db.insert(providers).values({ name: parentName, url: PARENT_PANEL_URL, apiKey, ...terms });
  return apiKey;
}
