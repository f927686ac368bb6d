import type { ChildPanelVolume, RunningPanel } from "@smm/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { queryRows } from "../../db/rows";
import { panels } from "../../db/schema";

const VOLUME_DAYS = 30;

/** The running panels of the current panel's child panel orders, by order id (the registry is not per panel). */
export async function runningPanelsOf(db: Queryable, orderIds: readonly number[]): Promise<Map<number, RunningPanel>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: panels.orderId,
      status: panels.status,
      name: panels.name,
      renewsAt: panels.renewsAt,
      suspendedReason: panels.suspendedReason,
    })
    .from(panels)
    .where(and(eq(panels.parentId, sql`current_panel_id()`), inArray(panels.orderId, [...orderIds])));
  return new Map(
    rows.map(({ orderId, renewsAt, ...row }) => [
      orderId as number,
      { ...row, renewsAt: renewsAt?.toISOString() ?? null },
    ]),
  );
}

/**
 * The last 30 days of the current panel's child panels, by order id: their orders and turnover, through
 * `child_panel_volumes` (migration 0023), which answers totals of the caller's own children only.
 */
export async function childPanelVolumes(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, ChildPanelVolume>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<{ order_id: number; orders: string; turnover: string }>(
    db,
    sql`select ${panels.orderId} as order_id, v.orders::text as orders, v.turnover::numeric(14, 2)::text as turnover
      from child_panel_volumes(now() - ${VOLUME_DAYS}::int * interval '1 day') v
      join ${panels} on ${panels.id} = v.panel_id
      where ${inArray(panels.orderId, [...orderIds])}`,
  );
  return new Map(rows.map((row) => [Number(row.order_id), { orders: Number(row.orders), turnover: row.turnover }]));
}
