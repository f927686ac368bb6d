import type { AdminSettings } from "@smm/domain";
import type { Db } from "../../db/client";
import { withPanel } from "../../db/panel-context";
import { aggregatesState, catalogueState, panels } from "../../db/schema";
import { writeDefaultSettings } from "../settings";

export interface NewPanel {
  /** The temporary address's label (`<name>.<CHILD_PANEL_BASE_DOMAIN>`). */
  name: string;
  domain: string | null;
  parentId: number;
  ownerUserId?: number;
  orderId?: number;
  pricePerMonth?: string;
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
