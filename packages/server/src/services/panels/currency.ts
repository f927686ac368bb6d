import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { currentPanelId, MAIN_PANEL_ID } from "../../db/panel-context";
import { panels } from "../../db/schema";

/**
 * The currency panel `panelId` keeps its amounts in (panels.currency): the main panel's is always NGN (no query, so
 * it runs exactly as before currencies); a child panel's is read by its primary key (pass the transaction inside one).
 */
export async function currencyOfPanel(db: Queryable, panelId: number): Promise<CurrencyCode> {
  if (panelId === MAIN_PANEL_ID) return DEFAULT_CURRENCY;
  const [row] = await db.select({ currency: panels.currency }).from(panels).where(eq(panels.id, panelId));
  return isCurrencyCode(row?.currency) ? row.currency : DEFAULT_CURRENCY;
}

/** The currency of the panel the running code serves (a request's or a job's): every amount it keeps is in it. */
export function panelCurrency(db: Queryable): Promise<CurrencyCode> {
  const panelId = currentPanelId();
  return panelId === undefined ? Promise.resolve(DEFAULT_CURRENCY) : currencyOfPanel(db, panelId);
}
