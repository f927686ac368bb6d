import {
  ADMIN_REPORT_GROUPINGS,
  type AdminReportGrouping,
  type AdminReportRow,
  DEFAULT_REPORTING_CURRENCY,
  type DecimalString,
  formatReportingMoney,
  marginPercent,
} from "@smm/domain";
import {
  AdminTable,
  Card,
  CardContent,
  type DataTableColumn,
  Field,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  ReportBars,
} from "@smm/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ExportCsvButton } from "../components/ExportCsvButton";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { wholeListProps } from "../lib/wholeListProps";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The chart shows the largest rows; the table below lists them all. */
const CHART_ROWS = 15;

const GROUP_LABELS: Record<AdminReportGrouping, string> = {
  day: "Day",
  service: "Service",
  provider: "Provider",
  customer: "Customer",
};

/** What the Cost column counts (services/order-costs.ts on the server). */
const COST_NOTE =
  "Cost is what providers kept after their refunds, or a manual service's cost; an open order counts the cost expected when it was placed.";

const day = (at: number) => new Date(at).toISOString().slice(0, 10);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

type Format = (value: DecimalString) => string;

/** Profit's share of revenue, "27.50%"; a dash without revenue. */
function margin(row: Pick<AdminReportRow, "profit" | "revenue">): string {
  const percent = marginPercent(row.profit, row.revenue);
  return percent === null ? "–" : `${percent}%`;
}

function moneyColumn(
  id: keyof AdminReportRow & string,
  header: string,
  money: Format,
): DataTableColumn<AdminReportRow> {
  return {
    id,
    header,
    cell: (row) => money(String(row[id])),
    sortValue: (row) => Number(row[id]),
    align: "end",
  };
}

function columnsFor(by: AdminReportGrouping, money: Format): readonly DataTableColumn<AdminReportRow>[] {
  return [
    { id: "label", header: GROUP_LABELS[by], cell: (row) => row.label, sortValue: (row) => row.key },
    { id: "orders", header: "Orders", cell: (row) => row.orders, sortValue: (row) => row.orders, align: "end" },
    moneyColumn("charged", "Charged", money),
    moneyColumn("refunds", "Refunds", money),
    moneyColumn("revenue", "Revenue", money),
    moneyColumn("cost", "Cost", money),
    moneyColumn("profit", "Profit", money),
    {
      id: "margin",
      header: "Margin",
      cell: margin,
      sortValue: (row) => {
        const percent = marginPercent(row.profit, row.revenue);
        return percent === null ? null : Number(percent);
      },
      align: "end",
    },
  ];
}

/**
 * `/admin/reports` (Quick Actions' Financial Reports and Analytics): revenue, refunds, the orders' recorded cost and
 * profit over a range of UTC days, by day, service, provider or customer, in the operator's reporting currency (the
 * server converts), from the server's ledger. The
 * range and grouping live in the address, so a report can be bookmarked and shared.
 */
export default function Component() {
  const [params, setParams] = useSearchParams();
  const today = day(Date.now());
  const from = isDay(params.get("from")) ? (params.get("from") as string) : day(Date.now() - 29 * DAY_MS);
  const to = isDay(params.get("to")) ? (params.get("to") as string) : today;
  const by = (ADMIN_REPORT_GROUPINGS as readonly string[]).includes(params.get("by") ?? "")
    ? (params.get("by") as AdminReportGrouping)
    : "day";
  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const report = useQuery({
    queryKey: [...adminKeys.dashboard, "report", from, to, by],
    queryFn: ({ signal }) => adminApi.dashboard.report({ from, to, by }, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = report.data?.rows ?? [];
  const totals = report.data?.totals;
  const currency = report.data?.currency ?? DEFAULT_REPORTING_CURRENCY.code;
  const money = (value: DecimalString) => formatReportingMoney(value, currency);
  const chartRows = (by === "day" ? rows : [...rows].sort((a, b) => Number(b.profit) - Number(a.profit))).slice(
    0,
    by === "day" ? rows.length : CHART_ROWS,
  );

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="font-semibold text-2xl tracking-tight">Financial Reports</h1>
        {/* The report on screen (range and grouping), every row and the totals. */}
        <ExportCsvButton download={() => adminApi.dashboard.reportCsv({ from, to, by })} />
      </header>
      <form
        aria-label="Report range"
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="From" className="w-40">
          <Input
            type="date"
            value={from}
            max={to}
            onChange={(event) => event.target.value && change("from", event.target.value)}
          />
        </Field>
        <Field label="To" className="w-40">
          <Input
            type="date"
            value={to}
            min={from}
            max={today}
            onChange={(event) => event.target.value && change("to", event.target.value)}
          />
        </Field>
        <Field label="Group by">
          <RadioGroup value={by} onValueChange={(value) => change("by", value)} className="flex flex-wrap gap-4 py-2">
            {ADMIN_REPORT_GROUPINGS.map((grouping) => (
              <div key={grouping} className="flex items-center gap-2">
                <RadioGroupItem value={grouping} id={`report-by-${grouping}`} />
                <Label htmlFor={`report-by-${grouping}`}>{GROUP_LABELS[grouping]}</Label>
              </div>
            ))}
          </RadioGroup>
        </Field>
      </form>

      {totals ? (
        <Card>
          <CardContent className="grid gap-6">
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
              {(
                [
                  ["Orders", String(totals.orders)],
                  ["Revenue", money(totals.revenue)],
                  ["Refunds", money(totals.refunds)],
                  ["Cost", money(totals.cost)],
                  ["Profit", money(totals.profit)],
                  ["Margin", margin(totals)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="grid gap-1 rounded-lg bg-muted p-3">
                  <dt className="text-muted-foreground text-xs">{term}</dt>
                  <dd className="font-semibold text-lg tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {chartRows.length > 0 ? (
              <ReportBars
                caption={`Profit by ${GROUP_LABELS[by].toLowerCase()}`}
                valueLabel="Profit"
                format={money}
                bars={chartRows.map((row) => ({ key: row.key, label: row.label, value: row.profit }))}
              />
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <AdminTable
        key={by}
        title={`By ${GROUP_LABELS[by].toLowerCase()}`}
        headingLevel="h2"
        description={
          report.data?.truncated ? `The 200 largest by revenue (the CSV has every row). ${COST_NOTE}` : COST_NOTE
        }
        columns={columnsFor(by, money)}
        {...wholeListProps(report, rows)}
        getRowId={(row) => row.key}
        emptyMessage="No orders in this range"
        defaultQuery={{ sort: { columnId: by === "day" ? "label" : "revenue", direction: "descending" } }}
      />
    </div>
  );
}
