import { DEFAULT_SETTINGS } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { settings } from "../../../../db/schema";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const put = (payload: object) => t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: t.admin, payload });
const dashboard = async () => (await t.app.inject({ url: "/api/admin/dashboard", headers: t.admin })).json();
const today = new Date().toISOString().slice(0, 10);
const report = async () =>
  (await t.app.inject({ url: `/api/admin/reports?from=${today}&to=${today}`, headers: t.admin })).json();

describe("the operator's reporting currency", () => {
  it("is NGN by default and the customers' display rates never change the admin figures", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "5000.00");
    await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, "idempotency-key": "rc-1" },
      payload: { service_id: 1, link: "https://instagram.com/p/x", quantity: 1000 },
    });
    const before = { dashboard: await dashboard(), report: await report() };
    expect(before.dashboard.currency).toBe("NGN");
    expect(before.report.currency).toBe("NGN");

    const repriced = await put({ currency_rates: { ...DEFAULT_SETTINGS.currency_rates, USD: "0.5" } });
    expect(repriced.statusCode).toBe(200);
    expect(await dashboard()).toEqual(before.dashboard);
    expect(await report()).toEqual(before.report);
  });

  it("shows every figure converted exactly with the operator's own rate", async () => {
    const ngn = { dashboard: await dashboard(), report: await report() };
    const saved = await put({ reporting_currency: { code: "USD", rate: "0.001" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().reporting_currency).toEqual({ code: "USD", rate: "0.001" });
    // Public settings do not carry it.
    expect((await t.app.inject({ url: "/api/settings" })).json()).not.toHaveProperty("reporting_currency");

    const usd = (ngnAmount: string) => (Math.round(Number(ngnAmount) * 1000) / 1000000).toFixed(2);
    const converted = await dashboard();
    expect(converted.currency).toBe("USD");
    expect(converted.totalBalance).toBe(usd(ngn.dashboard.totalBalance));
    expect(converted.fundsCollected).toBe(usd(ngn.dashboard.fundsCollected));
    expect(converted.todaysProfit).toBe(usd(ngn.dashboard.todaysProfit));
    expect(converted.last30Days.revenue).toBe(usd(ngn.dashboard.last30Days.revenue));
    expect(converted.last30Days.series.at(-1).revenue).toBe(usd(ngn.dashboard.last30Days.series.at(-1).revenue));
    expect(converted.totalOrders).toBe(ngn.dashboard.totalOrders);
    expect(converted.fundsCollectedTrend).toBe(ngn.dashboard.fundsCollectedTrend);

    const convertedReport = await report();
    expect(convertedReport.currency).toBe("USD");
    expect(convertedReport.totals.revenue).toBe(usd(ngn.report.totals.revenue));
    expect(convertedReport.totals.profit).toBe(usd(ngn.report.totals.profit));
    expect(convertedReport.totals.orders).toBe(ngn.report.totals.orders);

    expect((await put({ reporting_currency: { code: "NGN" } })).json().reporting_currency).toEqual({
      code: "NGN",
      rate: "1",
    });
    expect(await dashboard()).toEqual(ngn.dashboard);
  });

  it("refuses bad values with a clear message and changes nothing", async () => {
    const before = await t.database.db.select().from(settings);
    const cases: [object, Record<string, string[]>][] = [
      [
        { code: "XYZ", rate: "1" },
        { "reporting_currency.code": ["The reporting currency must be one of NGN, USD, EUR, GBP, CAD, AUD."] },
      ],
      [
        { code: "USD" },
        { "reporting_currency.rate": ["The USD reporting rate must be a positive decimal number (units per 1 NGN)."] },
      ],
      [
        { code: "EUR", rate: "0" },
        { "reporting_currency.rate": ["The EUR reporting rate must be a positive decimal number (units per 1 NGN)."] },
      ],
      [
        { code: "USD", rate: "abc" },
        { "reporting_currency.rate": ["The USD reporting rate must be a positive decimal number (units per 1 NGN)."] },
      ],
      [{ code: "NGN", rate: "2" }, { "reporting_currency.rate": ["The NGN reporting rate is always 1."] }],
    ];
    for (const [value, errors] of cases) {
      const res = await put({ reporting_currency: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const notObject = await put({ reporting_currency: "USD" });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors).toEqual({
      reporting_currency: ["The reporting currency must be an object of code and rate."],
    });
    expect(await t.database.db.select().from(settings)).toEqual(before);
  });
});
