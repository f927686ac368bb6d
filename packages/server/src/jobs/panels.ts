import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { withPanel } from "../db/panel-context";
import { queryRows } from "../db/rows";

/**
 * Runs `work` as each panel that `panelsWithWork` (one of migration 0019's functions, which see every panel) names,
 * one after another. A panel that fails does not stop the others; the first failure is thrown at the end, so the
 * job is retried as before.
 */
export async function forEachPanelWithWork(db: Db, panelsWithWork: SQL, work: () => Promise<void>): Promise<void> {
  const panels = await queryRows<{ panel_id: number }>(db, sql`select p as panel_id from ${panelsWithWork} p`);
  let firstError: unknown;
  for (const { panel_id } of panels) {
    try {
      await withPanel(panel_id, work);
    } catch (error) {
      firstError ??= error;
    }
  }
  if (firstError !== undefined) throw firstError;
}
