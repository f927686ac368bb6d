import { eq, type SQL, sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { queryRows } from "../db/rows";
import { aggregatesState } from "../db/schema";
import { countedCostOfAliasedOrder } from "./order-costs";

/**
 * The counted cost the order aliased `o` was placed at: its cost now less the changes recorded since
 * (order_cost_changes, by its id), so each change is counted by when it was written.
 */
const placedCost = sql`coalesce(${countedCostOfAliasedOrder()}, 0)
  - coalesce((select sum(c.amount) from order_cost_changes c where c.order_id = o.id), 0)`;

/** How often service popularity is copied into the catalogue (each copy changes the catalogue's ETag). */
export const POPULARITY_PUBLISH_MS = 60 * 60 * 1000;

/**
 * The daily figures of the rows written in [from, to) (`written_at`; no end when `to` is null), one row per UTC day
 * of the row's own date (`created_at`, an imported row's original one): orders placed, their charges and cost,
 * refunds and cost changes (counted on the day of their order, whenever they happened; see
 * `serviceDayFiguresWrittenBetween`), deposits, sign-ups. Every part is an index
 * range scan on its table's write time (orders_written_idx, ledger_kind_written_idx, users_written_idx) and a refund
 * finds its order by its id (ledger `order_id`), so its cost follows the rows in the range, not the history. The
 * bounds are values, never a sub-select, so PostgreSQL plans for the few rows they hold.
 */
export function figuresWrittenBetween(from: Date, to: Date | null): SQL {
  const written = (column: SQL) => writtenBetween(column, from, to);
  const day = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
  return sql`
    select day, sum(orders)::int as orders, sum(charges) as order_charges, sum(refunds) as order_refunds,
      sum(costs) as order_costs, sum(deposits) as deposits, sum(new_users)::int as new_users
    from (
      select ${day(sql`o.created_at`)} as day, count(*) as orders, sum(o.charge) as charges, 0 as refunds,
        sum(${placedCost}) as costs, 0 as deposits, 0 as new_users
      from orders o where ${written(sql`o.written_at`)} group by 1
      union all
      select ${day(sql`o.created_at`)}, 0, 0, sum(l.amount), 0, 0, 0
      from ledger_entries l join orders o on o.id = l.order_id
      where l.kind = 'refund' and ${written(sql`l.written_at`)} group by 1
      union all
      select ${day(sql`o.created_at`)}, 0, 0, 0, sum(c.amount), 0, 0
      from order_cost_changes c join orders o on o.id = c.order_id
      where ${written(sql`c.written_at`)} group by 1
      union all
      select ${day(sql`l.created_at`)}, 0, 0, 0, 0, sum(l.amount), 0
      from ledger_entries l where l.kind = 'deposit' and ${written(sql`l.written_at`)} group by 1
      union all
      select ${day(sql`u.created_at`)}, 0, 0, 0, 0, 0, count(*)
      from users u where ${written(sql`u.written_at`)} group by 1
    ) parts
    group by day`;
}

/**
 * The report figures of the rows written in [from, to) (`written_at`; no end when `to` is null), one row per UTC
 * day of the order's own date and service: orders placed, their charges and counted cost as placed (its cost now
 * less its recorded changes), refunds (ledger `order_id`) and cost changes (order_cost_changes, migration 0033), each
 * counted by when its own row was written, on its order's day. Index range scans on the write times, each order
 * found by its id, so its cost follows the rows in the range, not the history.
 */
export function serviceDayFiguresWrittenBetween(from: Date, to: Date | null): SQL {
  const written = (column: SQL) => writtenBetween(column, from, to);
  const day = sql`(o.created_at at time zone 'UTC')::date`;
  return sql`
    select day, service_id, sum(orders)::int as orders, sum(charged) as charged, sum(refunds) as refunds,
      sum(cost) as cost
    from (
      select ${day} as day, o.service_id, count(*) as orders, sum(o.charge) as charged, 0 as refunds,
        sum(${placedCost}) as cost
      from orders o where ${written(sql`o.written_at`)} group by 1, 2
      union all
      select ${day}, o.service_id, 0, 0, sum(l.amount), 0
      from ledger_entries l join orders o on o.id = l.order_id
      where l.kind = 'refund' and ${written(sql`l.written_at`)} group by 1, 2
      union all
      select ${day}, o.service_id, 0, 0, 0, sum(c.amount)
      from order_cost_changes c join orders o on o.id = c.order_id
      where ${written(sql`c.written_at`)} group by 1, 2
    ) parts
    group by day, service_id`;
}

/**
 * The report figures (day, service_id, orders, charged, refunds, cost) of the orders placed on the UTC days
 * [firstDay, endDay): the roll-up's rows of those days plus the rows written since its horizon (`rolledUpTo`, a
 * value), so it reads what the days hold, not the history.
 */
export function serviceDayFigures(horizon: Date, firstDay: Date, endDay: Date): SQL {
  const inRange = sql`day >= ${dayOf(firstDay)}::date and day < ${dayOf(endDay)}::date`;
  return sql`
    select day, service_id, orders, charged, refunds, cost from service_day_figures where ${inRange}
    union all
    select day, service_id, orders, charged, refunds, cost
    from (${serviceDayFiguresWrittenBetween(horizon, null)}) tail where ${inRange}`;
}

/**
 * The daily figures (day, orders, charged, refunds, cost) of the orders placed on the UTC days [firstDay, endDay):
 * daily_figures' rows of those days plus the rows written since the horizon (`rolledUpTo`, a value); only the days
 * with orders (a day of deposits or sign-ups alone has a row too).
 */
export function dailyOrderFigures(horizon: Date, firstDay: Date, endDay: Date): SQL {
  return sql`
    select day, sum(orders)::int as orders, sum(order_charges) as charged, sum(order_refunds) as refunds,
      sum(order_costs) as cost
    from (
      select day, orders, order_charges, order_refunds, order_costs from daily_figures
      union all
      select day, orders, order_charges, order_refunds, order_costs from (${figuresWrittenBetween(horizon, null)}) tail
    ) figures
    where day >= ${dayOf(firstDay)}::date and day < ${dayOf(endDay)}::date
    group by day having sum(orders) > 0`;
}

/** "2026-11-22" for the UTC day `at` falls in. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** `column` (a write time) in [from, to), or from `from` on when `to` is null; the bounds as values. */
function writtenBetween(column: SQL, from: Date, to: Date | null): SQL {
  const at = (value: Date) => sql`${value.toISOString()}::timestamptz`;
  return to ? sql`${column} >= ${at(from)} and ${column} < ${at(to)}` : sql`${column} >= ${at(from)}`;
}

/** How far the roll-ups reach: rows written before it are in them. Read first, so readers pass it as a value. */
export async function rolledUpTo(tx: Queryable): Promise<Date> {
  const [state] = await tx.select({ horizon: aggregatesState.horizon }).from(aggregatesState);
  if (!state) throw new Error("aggregates_state has no row (migration 0008)");
  return state.horizon;
}

/**
 * The roll-ups' horizon as of now: the start of the oldest transaction still open in this database, or now. Rows
 * carry their transaction's start time (`written_at` defaults to now()), so every row written before it belongs to
 * a finished transaction: the roll-up reads each row exactly once, however commits interleave. (Migration 0019's
 * function reads pg_stat_activity as the owner, which sees every session's transaction; PGlite has one connection.)
 */
async function safeHorizon(tx: Queryable): Promise<Date> {
  const [row] = await queryRows<{ horizon: Date | string }>(tx, sql`select oldest_open_transaction_start() as horizon`);
  return new Date(row?.horizon ?? Date.now());
}

/**
 * Moves the roll-ups forward to the current horizon: adds the orders, refunds, deposits and sign-ups written since
 * the last refresh to daily_figures, the orders, refunds and cost changes to service_day_figures, and the orders to the per-service and per-customer counts, in one transaction
 * with the new horizon. The state row is locked for it, so concurrent refreshes (several instances) take turns and
 * never count a row twice. Hourly, it also publishes service popularity to the catalogue.
 */
export async function refreshAggregates(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [state] = await tx.select().from(aggregatesState).where(eq(aggregatesState.id, 1)).for("update");
    if (!state) throw new Error("aggregates_state has no row (migration 0008)");
    const to = await safeHorizon(tx);
    const advance = to > state.horizon;
    if (advance) await rollUp(tx, state.horizon, to);
    const publish = Date.now() - state.popularityPublishedAt.getTime() >= POPULARITY_PUBLISH_MS;
    if (publish) await publishPopularity(tx);
    if (advance || publish) {
      await tx
        .update(aggregatesState)
        .set({ ...(advance ? { horizon: to } : {}), ...(publish ? { popularityPublishedAt: new Date() } : {}) })
        .where(eq(aggregatesState.id, 1));
    }
  });
}

/**
 * Adds the rows written in [from, to) to the daily figures, the report figures, the per-service counts and the
 * customer totals.
 */
async function rollUp(tx: Queryable, from: Date, to: Date): Promise<void> {
  await tx.execute(sql`
    insert into daily_figures (day, orders, order_charges, order_refunds, order_costs, deposits, new_users)
    ${figuresWrittenBetween(from, to)}
    on conflict (panel_id, day) do update set
      orders = daily_figures.orders + excluded.orders,
      order_charges = daily_figures.order_charges + excluded.order_charges,
      order_refunds = daily_figures.order_refunds + excluded.order_refunds,
      order_costs = daily_figures.order_costs + excluded.order_costs,
      deposits = daily_figures.deposits + excluded.deposits,
      new_users = daily_figures.new_users + excluded.new_users`);
  await tx.execute(sql`
    insert into service_day_figures (day, service_id, orders, charged, refunds, cost)
    ${serviceDayFiguresWrittenBetween(from, to)}
    on conflict (panel_id, day, service_id) do update set
      orders = service_day_figures.orders + excluded.orders,
      charged = service_day_figures.charged + excluded.charged,
      refunds = service_day_figures.refunds + excluded.refunds,
      cost = service_day_figures.cost + excluded.cost`);
  const written = (column: SQL) => writtenBetween(column, from, to);
  await tx.execute(sql`
    insert into service_order_counts (service_id, orders)
    select o.service_id, count(*) from orders o where ${written(sql`o.written_at`)} group by 1
    on conflict (service_id) do update set orders = service_order_counts.orders + excluded.orders`);
  await tx.execute(sql`
    insert into customer_totals (user_id, orders, spent)
    select user_id, sum(orders), sum(spent) from (
      select o.user_id, count(*) as orders, 0 as spent from orders o where ${written(sql`o.written_at`)} group by 1
      union all
      select l.user_id, 0, -sum(l.amount) from ledger_entries l
      where l.kind in ('order', 'refund') and ${written(sql`l.written_at`)} group by 1
    ) totals
    group by user_id
    on conflict (user_id) do update set
      orders = customer_totals.orders + excluded.orders, spent = customer_totals.spent + excluded.spent`);
}

/**
 * Copies the per-service order counts into services.order_count, which the public catalogue shows as popularity.
 * Only when a count changed: writing services raises the catalogue's version (and so its ETag) for every visitor.
 */
async function publishPopularity(tx: Queryable): Promise<void> {
  const [row] = await queryRows<{ changed: boolean }>(
    tx,
    sql`select exists (select 1 from services s join service_order_counts c on c.service_id = s.id
          where s.order_count <> c.orders) as changed`,
  );
  if (!row?.changed) return;
  await tx.execute(sql`update services s set order_count = c.orders from service_order_counts c
    where c.service_id = s.id and s.order_count <> c.orders`);
}
