import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { services } from "../../../../db/schema";
import { adminSuite, inviteStaff } from "../test-helpers";

const t = adminSuite();

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);
const range = `from=${day(Date.now() - 59 * DAY_MS)}&to=${day(Date.now())}`;

const get = (url: string, headers = t.admin) => t.app.inject({ url, headers });

/** The CSV's lines, each split into its cells (none of the demo's cells holds a comma or a quote). */
const linesOf = (body: string) =>
  body
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => line.split(","));

describe("GET /api/admin/reports/csv (issue 36)", () => {
  it("is the report on screen as a download: the same range and grouping, every row, then the totals", async () => {
    const report = (await get(`/api/admin/reports?${range}&by=day`)).json();
    expect(report.rows.length).toBeGreaterThan(0);
    const res = await get(`/api/admin/reports/csv?${range}&by=day`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="report-by-day-${report.from}-to-${report.to}.csv"`,
    );
    const [header, ...rest] = linesOf(res.body);
    expect(header).toEqual([
      "day",
      "orders",
      "charged",
      "refunds",
      "revenue",
      "cost",
      "profit",
      "margin_percent",
      "currency",
    ]);
    const totals = rest.at(-1);
    expect(rest).toHaveLength(report.rows.length + 1);
    expect(rest[0]?.slice(0, 7)).toEqual([
      report.rows[0].label,
      String(report.rows[0].orders),
      report.rows[0].charged,
      report.rows[0].refunds,
      report.rows[0].revenue,
      report.rows[0].cost,
      report.rows[0].profit,
    ]);
    const { totals: sum } = report;
    expect(totals).toEqual([
      "Total",
      String(sum.orders),
      sum.charged,
      sum.refunds,
      sum.revenue,
      sum.cost,
      sum.profit,
      ((Number(sum.profit) / Number(sum.revenue)) * 100).toFixed(2),
      report.currency,
    ]);
  });

  it("quotes a cell a spreadsheet would run as a formula", async () => {
    const [first] = await t.database.db.select({ id: services.id }).from(services).orderBy(services.id).limit(1);
    await t.database.db.update(services).set({ title: "=HYPERLINK(evil)" }).where(sql`${services.id} = ${first?.id}`);
    const res = await get(`/api/admin/reports/csv?${range}&by=service`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("\r\n'=HYPERLINK(evil),");
    expect(res.body).not.toContain("\r\n=HYPERLINK");
  });

  it("opens for the roles that read reports (finance), not for a support agent; a bad range is a 422", async () => {
    const finance = await inviteStaff(t, "finance", "ledgerkeeper");
    const support = await inviteStaff(t, "support", "helpdesk");
    expect((await get(`/api/admin/reports/csv?${range}`, finance.headers)).statusCode).toBe(200);
    expect((await get(`/api/admin/reports/csv?${range}`, support.headers)).statusCode).toBe(403);
    const bad = await get("/api/admin/reports/csv?from=2026-02-30&to=2026-03-01");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["from"]);
  });
});
