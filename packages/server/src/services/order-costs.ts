import { toDecimal } from "@smm/domain";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { queryRows } from "../db/rows";
import type { orders } from "../db/schema";

type OrderRow = typeof orders.$inferSelect;

/**
 * What an order of `quantity` is expected to cost the operator when it is placed, exact to 6 places: the cost of one
 * unit (`operatorUnitCost`: a provider's rate per 1000 / 1000 × the source's currency rate, or a manual service's
 * unit cost) × quantity; null when the service has neither.
 */
export function expectedCost(unitCost: string | null, quantity: number): string | null {
  return unitCost === null ? null : toDecimal(unitCost).times(quantity).toFixed(6);
}

/**
 * One unit's cost to the operator, in the panel's currency, as placing reads it beside the service (`services` joined
 * with its `service_sources` row, if any): the provider's rate per 1000 converted, else the manual unit cost.
 */
export function operatorUnitCost(source: {
  providerRate: SQLWrapper;
  currencyRate: SQLWrapper;
  sourced: SQLWrapper;
  unitCost: SQLWrapper;
}): SQL<string | null> {
  return sql<string | null>`(case when ${source.sourced} is not null
    then ${source.providerRate} * ${source.currencyRate} / 1000 else ${source.unitCost} end)::text`;
}

/**
 * The cost every profit figure counts for an order (dashboard, reports, order detail, exports), null when none is
 * known: once final, its settled cost (order_costs); while open, its provider's latest word when it gave one, else
 * the cost expected when it was placed. So a pending order is never counted at its full charge as profit. The rule
 * is the database's `counted_cost` (migration 0033), which the triggers recording its changes use too.
 */
export function countedCost(order: { status: SQLWrapper; expectedCost: SQLWrapper }, recorded: SQLWrapper): SQL {
  return sql`counted_cost(${order.status}, ${order.expectedCost}, ${recorded})`;
}

/**
 * `countedCost` of the order aliased `o` in the caller's statement, its recorded cost looked up by its key
 * (order_costs_pkey) in a sub-select: a figure over a range of orders reads the costs of those orders only, where a
 * join may be planned as a hash of every cost ever recorded.
 */
export const countedCostOfAliasedOrder = (): SQL =>
  countedCost(
    { status: sql`o.status`, expectedCost: sql`o.expected_cost` },
    sql`(select c.cost from order_costs c where c.order_id = o.id)`,
  );

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
 * Settles the cost of an order that just became final (called by OrderService.setStatus in its transaction):
 * - Canceled: nothing (the provider refunds it all; a manual order delivered nothing).
 * - Forwarded, with a charge its provider told: Partial is the provider's latest charge when it is below its full
 *   charge (the provider says what it refunded), else the full charge × delivered / quantity; Completed is the
 *   latest charge; a provider that told its charge only once final is taken at its word.
 * - Otherwise the cost expected when it was placed (or, for an order from before that was recorded, the manual
 *   service's unit cost × quantity) × delivered / quantity: all of it when Completed, its share when Partial.
 * Nothing known: nothing recorded.
 */
export async function settleCost(db: Queryable, order: OrderRow): Promise<void> {
  const [known] = await queryRows<{ charged: string | null; reported: string | null; unit_cost: string | null }>(
    db,
    sql`select c.charged::text as charged, c.reported::text as reported, s.unit_cost::text as unit_cost
        from services s left join order_costs c on c.order_id = ${order.id}
        where s.id = ${order.serviceId}`,
  );
  const delivered = order.status === "canceled" ? 0 : order.quantity - order.remains;
  const share = (full: string) => toDecimal(full).times(delivered).dividedBy(order.quantity).toFixed(6);
  let cost: string | undefined;
  if (order.status === "canceled") cost = "0";
  else if (known?.reported != null) {
    const { charged, reported } = known;
    if (order.status === "partial" && charged !== null && !toDecimal(reported).lessThan(charged)) cost = share(charged);
    else cost = reported;
  } else {
    const full = order.expectedCost ?? expectedCost(known?.unit_cost ?? null, order.quantity);
    if (full !== null) cost = share(full);
  }
  if (cost === undefined) return;
  await db.execute(sql`
    insert into order_costs (order_id, cost) values (${order.id}, ${cost})
    on conflict (order_id) do update set cost = excluded.cost, updated_at = now()`);
}
