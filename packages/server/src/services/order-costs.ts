import { toDecimal } from "@smm/domain";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { queryRows } from "../db/rows";
import type { orders } from "../db/schema";

type OrderRow = typeof orders.$inferSelect;

/** A provider's `charge` as an exact decimal string, or undefined when it gave none (or not a number). */
export function providerCharge(value: unknown): string | undefined {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,12}(\.\d{1,12})?$/.test(text.trim()) ? text.trim() : undefined;
}

/**
 * Records what the provider says an order costs (its add answer or status `charge`, in the provider's currency,
 * converted with the service source's rate). The first charge told while the order is open is its full charge;
 * every later one is kept as the provider's latest word (an unchanged one writes nothing: the sync asks often). The
 * net cost follows the latest word until the order is final, when `settleCost` decides it.
 */
export async function recordProviderCharge(
  db: Queryable,
  orderId: number,
  charge: string,
  options: { final: boolean },
): Promise<void> {
  const converted = sql`${charge}::numeric * s.currency_rate`;
  await db.execute(sql`
    insert into order_costs (order_id, charged, reported, cost)
    select o.id, ${options.final ? sql`null` : converted}, ${converted}, ${converted}
    from orders o join service_sources s on s.service_id = o.service_id
    where o.id = ${orderId}
    on conflict (order_id) do update set
      charged = coalesce(order_costs.charged, excluded.charged),
      reported = excluded.reported,
      cost = excluded.cost,
      updated_at = now()
    where order_costs.reported is distinct from excluded.reported or order_costs.charged is null`);
}

/**
 * The net cost of an order that just became final (called by OrderService.setStatus in its transaction):
 * - Canceled: nothing (the provider refunds it all; a manual order delivered nothing).
 * - Forwarded and Partial: the provider's latest charge when it is below its full charge (the provider says what
 *   it refunded), else the full charge × delivered / quantity (remains-proportional); a provider that told its
 *   charge only once final is taken at its word.
 * - Forwarded and Completed: the provider's latest charge.
 * - Manual: the service's unit cost × the quantity delivered (no unit cost set: nothing recorded).
 */
export async function settleCost(db: Queryable, order: OrderRow): Promise<void> {
  const [known] = await queryRows<{ charged: string | null; reported: string | null; unit_cost: string | null }>(
    db,
    sql`select c.charged::text as charged, c.reported::text as reported, s.unit_cost::text as unit_cost
        from services s left join order_costs c on c.order_id = ${order.id}
        where s.id = ${order.serviceId}`,
  );
  const delivered = order.status === "canceled" ? 0 : order.quantity - order.remains;
  let cost: string | undefined;
  if (known?.reported != null) {
    const { charged, reported } = known;
    if (order.status === "canceled") cost = "0";
    else if (order.status === "partial" && charged !== null && !toDecimal(reported).lessThan(charged)) {
      cost = toDecimal(charged).times(delivered).dividedBy(order.quantity).toFixed(6);
    } else cost = reported;
  } else if (known?.unit_cost != null) {
    cost = toDecimal(known.unit_cost).times(delivered).toFixed(6);
  }
  if (cost === undefined) return;
  await db.execute(sql`
    insert into order_costs (order_id, cost) values (${order.id}, ${cost})
    on conflict (order_id) do update set cost = excluded.cost, updated_at = now()`);
}
