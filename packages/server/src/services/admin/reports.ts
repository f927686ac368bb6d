import {
  type AdminReport,
  type AdminReportGrouping,
  type AdminReportQuery,
  type AdminReportRow,
  type DecimalInput,
  marginPercent,
  toDecimal,
  toReportingCurrency,
} from "@smm/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { validationError } from "../../errors";
import { dailyOrderFigures, rolledUpTo, serviceDayFigures } from "../aggregates";
import { countedCostOfAliasedOrder } from "../order-costs";
import { panelCurrency } from "../panels/currency";
import { readSettings } from "../settings";
import { csvLine } from "./csv";

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

/**
 * What a report row is grouped by: the column it is summed by (`id`) in the day-and-service roll-up (`rolledUp`,
 * aliased `f`), in each order of the range (`perOrder`, aliased `o`), or neither (by day: the daily roll-up); then the
 * row's key (sortable) and label, read from the group's own table once per row of the report, not once per order.
 */
const GROUPS: Record<
  AdminReportGrouping,
  { rolledUp?: SQL; perOrder?: SQL; key: SQL; label: SQL; join: SQL; order: SQL }
> = {
  day: {
    key: sql`g.id::text`,
    label: sql`g.id::text`,
    join: sql``,
    order: sql`1`,
  },
  service: {
    rolledUp: sql`f.service_id`,
    key: sql`s.number::text`,
    label: sql`s.title`,
    join: sql`join services s on s.id = g.id`,
    order: sql`revenue desc, 1`,
  },
  provider: {
    // Its provider only when the report is by provider: the other groupings need not look it up for every order.
    perOrder: sql`(select po.provider_id from provider_orders po where po.order_id = o.id and po.run = 0)`,
    key: sql`coalesce(g.id::text, '')`,
    label: sql`coalesce(p.name, 'Manual')`,
    join: sql`left join providers p on p.id = g.id`,
    order: sql`revenue desc, 1`,
  },
  customer: {
    perOrder: sql`o.user_id`,
    key: sql`u.number::text`,
    label: sql`u.username`,
    join: sql`join users u on u.id = g.id`,
    order: sql`revenue desc, 1`,
  },
};

/**
 * The figures of the orders placed in [from, end) summed per group (id, orders, charged, refunds, cost). By day:
 * from the daily roll-up (aggregates.ts `dailyOrderFigures`); by service, from the day-and-service one
 * (`serviceDayFigures`); each its rows of those days plus the rows written since its horizon, so a report reads
 * what its days hold, whatever the history. By provider or customer: the range's
 * orders through orders_created_idx (row-level security's `panel_id` leads it), and each order's refunds, cost and
 * (by provider only) provider as a look-up of that order by index (ledger_order_idx, order_costs_pkey,
 * provider_orders_order_run_idx); written as joins, PostgreSQL would hash whole tables once a range holds a few
 * percent of the history, and a sub-select per order cannot be planned that way.
 */
function groupedFigures(by: AdminReportGrouping, horizon: Date, from: Date, end: Date): SQL {
  const group = GROUPS[by];
  if (by === "day") {
    return sql`select day as id, orders, charged, refunds, cost from (${dailyOrderFigures(horizon, from, end)}) f`;
  }
  if (group.rolledUp) {
    return sql`select ${group.rolledUp} as id, sum(f.orders)::int as orders, sum(f.charged) as charged,
        sum(f.refunds) as refunds, sum(f.cost) as cost
      from (${serviceDayFigures(horizon, from, end)}) f
      group by 1`;
  }
  return sql`select ${group.perOrder} as id, count(*)::int as orders, sum(o.charge) as charged,
      coalesce(sum((select sum(l.amount) from ledger_entries l where l.order_id = o.id and l.kind = 'refund')), 0)
        as refunds,
      coalesce(sum(${countedCostOfAliasedOrder()}), 0) as cost
    from orders o
    where o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz
    group by 1`;
}

/** "2026-11-22" → midnight UTC of that day, or undefined when it is not a real date. */
function dayStart(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value ? undefined : at;
}

/**
 * Revenue, cost, profit, orders and refunds of the orders placed in [from, to] (UTC days, inclusive), grouped by
 * day, service, provider or customer (`groupedFigures`). Every figure comes from the ledger and the recorded costs:
 * an order's charge, the refund rows naming it (`order_id`; whenever they happened), and its cost as profit counts it
 * (order-costs.ts `countedCost`: settled once final, expected while open; none known: 0). Summed per group, then
 * labelled. Revenue = charged − refunds; profit = revenue − cost. One read-only snapshot, so the totals equal the
 * rows and the roll-up and the rows since its horizon meet exactly.
 */
export async function reportFigures(
  db: Db,
  query: AdminReportQuery,
  { allRows = false }: { allRows?: boolean } = {},
): Promise<AdminReport> {
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
        sql`with g as (${groupedFigures(query.by, await rolledUpTo(tx), from, end)})
            select ${group.key} as key, ${group.label} as label, g.orders, g.charged::text as charged,
              g.refunds::text as refunds, g.cost::text as cost, g.charged - g.refunds as revenue
            from g ${group.join}
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
    rows: (allRows ? rows : rows.slice(0, REPORT_MAX_ROWS)).map(toRow),
    truncated: !allRows && rows.length > REPORT_MAX_ROWS,
    totals,
  };
}

const GROUP_HEADERS: Record<AdminReportGrouping, string> = {
  day: "day",
  service: "service",
  provider: "provider",
  customer: "customer",
};

/**
 * A report as CSV lines (csv.ts: formula-like cells quoted): its rows, every one of them (the screen lists the 200
 * largest), then the totals; money in the report's currency, with the margin (profit's share of revenue).
 */
export function reportCsv(report: AdminReport): string[] {
  const line = (row: AdminReportRow, label: string) =>
    csvLine([
      label,
      row.orders,
      row.charged,
      row.refunds,
      row.revenue,
      row.cost,
      row.profit,
      marginPercent(row.profit, row.revenue),
      report.currency,
    ]);
  return [
    csvLine([
      GROUP_HEADERS[report.by],
      "orders",
      "charged",
      "refunds",
      "revenue",
      "cost",
      "profit",
      "margin_percent",
      "currency",
    ]),
    ...report.rows.map((row) => line(row, row.label)),
    line(report.totals, "Total"),
  ];
}

/** The file name of a report's CSV: "report-by-day-2026-11-01-to-2026-11-30.csv". */
export const reportCsvName = (report: Pick<AdminReport, "by" | "from" | "to">) =>
  `report-by-${report.by}-${report.from}-to-${report.to}.csv`;
