import {
  type AdminReport,
  type AdminReportGrouping,
  type AdminReportQuery,
  type AdminReportRow,
  type DecimalInput,
  toDecimal,
  toReportingCurrency,
} from "@smm/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { validationError } from "../../errors";
import { panelCurrency } from "../panels/currency";
import { readSettings } from "../settings";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest range one report covers (a year and a day: a leap year's whole year). */
export const REPORT_MAX_DAYS = 367;
/** Service and customer reports list the largest by revenue; a day or provider report has few rows anyway. */
export const REPORT_MAX_ROWS = 200;

interface Figures {
  key: string;
  label: string;
  orders: number;
  charged: string;
  refunds: string;
  cost: string;
}

/** What a report row is grouped by, as its key (sortable) and its label. */
const GROUPS: Record<AdminReportGrouping, { key: SQL; label: SQL; order: SQL }> = {
  day: { key: sql`o.day::text`, label: sql`o.day::text`, order: sql`1` },
  service: { key: sql`o.service_id::text`, label: sql`s.title`, order: sql`revenue desc, 1` },
  provider: {
    key: sql`coalesce(o.provider_id::text, '')`,
    label: sql`coalesce(p.name, 'Manual')`,
    order: sql`revenue desc, 1`,
  },
  customer: { key: sql`o.user_id::text`, label: sql`u.username`, order: sql`revenue desc, 1` },
};

/** "2026-11-22" → midnight UTC of that day, or undefined when it is not a real date. */
function dayStart(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value ? undefined : at;
}

/**
 * Revenue, cost, profit, orders and refunds of the orders placed in [from, to] (UTC days, inclusive), grouped by
 * day, service, provider or customer. Every figure comes from the ledger and the recorded costs: an order's charge,
 * the refund rows referencing it (whenever they happened), and its order_costs row (no row yet: cost 0).
 * Revenue = charged − refunds; profit = revenue − cost. One read-only snapshot, so the totals equal the rows.
 */
export async function reportFigures(db: Db, query: AdminReportQuery): Promise<AdminReport> {
  const from = dayStart(query.from);
  const to = dayStart(query.to);
  const errors: Record<string, string[]> = {};
  if (!from) errors.from = ["Give the first day as YYYY-MM-DD."];
  if (!to) errors.to = ["Give the last day as YYYY-MM-DD."];
  if (from && to && to < from) errors.to = ["The last day cannot be before the first."];
  if (from && to && (to.getTime() - from.getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS) {
    errors.to = [`A report covers at most ${REPORT_MAX_DAYS} days.`];
  }
  if (!from || !to || Object.keys(errors).length > 0) throw validationError(errors);
  const group = GROUPS[query.by];
  const end = new Date(to.getTime() + DAY_MS);

  const { rows, reporting, panel } = await db.transaction(
    async (tx) => ({
      reporting: (await readSettings(tx)).reporting_currency,
      panel: await panelCurrency(tx),
      rows: await queryRows<Figures>(
        tx,
        sql`with o as materialized (
              select o.id, o.user_id, o.service_id, o.charge, (o.created_at at time zone 'UTC')::date as day,
                po.provider_id, coalesce(c.cost, 0) as cost,
                coalesce((select sum(l.amount) from ledger_entries l
                  where l.reference = 'order:' || o.id and l.kind = 'refund' and l.user_id = o.user_id), 0) as refunds
              from orders o
              left join order_costs c on c.order_id = o.id
              left join provider_orders po on po.order_id = o.id and po.run = 0
              where o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
            )
            select ${group.key} as key, ${group.label} as label, count(*)::int as orders,
              sum(o.charge)::text as charged, sum(o.refunds)::text as refunds, sum(o.cost)::text as cost,
              sum(o.charge) - sum(o.refunds) as revenue
            from o
            join services s on s.id = o.service_id
            join users u on u.id = o.user_id
            left join providers p on p.id = o.provider_id
            group by 1, 2
            order by ${group.order}`,
      ),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  // Summed in the panel's currency, each figure converted once to the operator's reporting currency with its own rate.
  const money = (amount: DecimalInput) => toReportingCurrency(amount, reporting, panel);
  const toRow = (row: Figures): AdminReportRow => {
    const revenue = toDecimal(row.charged).minus(row.refunds);
    return {
      key: row.key,
      label: row.label,
      orders: row.orders,
      charged: money(row.charged),
      refunds: money(row.refunds),
      revenue: money(revenue),
      cost: money(row.cost),
      profit: money(revenue.minus(row.cost)),
    };
  };
  const sum = (pick: (row: Figures) => string) => rows.reduce((total, row) => total.plus(pick(row)), toDecimal(0));
  const totals = toRow({
    key: "",
    label: "Total",
    orders: rows.reduce((n, row) => n + row.orders, 0),
    charged: sum((row) => row.charged).toString(),
    refunds: sum((row) => row.refunds).toString(),
    cost: sum((row) => row.cost).toString(),
  });
  return {
    currency: reporting.code,
    from: query.from,
    to: query.to,
    by: query.by,
    rows: rows.slice(0, REPORT_MAX_ROWS).map(toRow),
    truncated: rows.length > REPORT_MAX_ROWS,
    totals,
  };
}
