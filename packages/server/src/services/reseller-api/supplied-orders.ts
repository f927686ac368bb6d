import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";

/**
 * Marks an order placed with a child panel's key as that panel's, so its owner's Order History can tell it from their
 * own. Written right after the placement, not inside its one statement (services/order-placement.ts): a process that
 * dies in between leaves the order unmarked (listed as the owner's own) until the child's retry with the same
 * Idempotency-Key replays the placement and marks it. A label, not money: the charge and its ledger row are atomic.
 */
export async function markSuppliedOrder(db: Db, orderId: number, panelId: number): Promise<void> {
  await db
    .update(orders)
    .set({ suppliedPanelId: panelId })
    .where(and(eq(orders.id, orderId), isNull(orders.suppliedPanelId)));
}
