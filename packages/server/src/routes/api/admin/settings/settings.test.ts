import { CHILD_PANEL_MESSAGES, DEFAULT_SETTINGS, MAINTENANCE_MESSAGE } from "@smm/domain";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_BANK_TRANSFER_DETAILS } from "../../../../db/demo-catalogue";
import { DEMO_STOREFRONT_SETTINGS } from "../../../../db/demo-storefront";
import { settings, systemLog } from "../../../../db/schema";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { apiCustomer } from "../../../../testing/fake-provider/fixtures";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const put = (payload: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: t.admin, payload: payload as object });

describe("admin settings", () => {
  it("reads every setting, operator-only ones included", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_SETTINGS,
      bank_transfer_details: DEMO_BANK_TRANSFER_DETAILS,
      ...DEMO_STOREFRONT_SETTINGS,
    });
  });

  it("refuses bad values field by field and writes nothing", async () => {
    const before = await t.database.db.select().from(settings);
    const res = await put({
      site_name: "",
      currency_rates: { ...DEFAULT_SETTINGS.currency_rates, USD: "-1", XYZ: "2" },
      payment_methods: [{ id: "card", name: "Card", min_amount: "abc", bonus_percent: "150" }],
      affiliate: { commission_percent: "4", min_payout: "2000" },
      child_panel: { price_per_month: "0", nameservers: ["not a host"] },
      maintenance: "yes",
      unknown: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      site_name: ["The site name is required (at most 80 characters)."],
      maintenance: ["Maintenance must be true or false."],
      "currency_rates.USD": ["The USD rate must be a positive decimal number (units per 1 NGN)."],
      "currency_rates.XYZ": ["XYZ is not a supported currency."],
      "payment_methods.0.min_amount": ["The minimum must be an amount like 100 or 100.50."],
      "payment_methods.0.bonus_percent": ["The bonus must be a percentage from 0 to 100 (at most 2 decimals)."],
      "child_panel.price_per_month": ["The monthly price must be an amount greater than 0."],
      "child_panel.nameservers": ["Give 2 to 4 nameserver host names, e.g. ns1.example.com."],
      unknown: ["unknown is not a setting."],
    });
    expect(await t.database.db.select().from(settings)).toEqual(before);
  });

  it("saves a change, shows it publicly and audits before/after", async () => {
    const rates = { ...DEFAULT_SETTINGS.currency_rates, USD: "0.0007" };
    const res = await put({ currency_rates: rates, banner_text: "  Happy holidays  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ currency_rates: rates, banner_text: "Happy holidays" });
    const pub = (await t.app.inject({ method: "GET", url: "/api/settings" })).json();
    expect(pub.currency_rates.USD).toBe("0.0007");
    expect(pub.banner_text).toBe("Happy holidays");
    const [row] = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.action, "settings.update"))
      .orderBy(desc(systemLog.id))
      .limit(1);
    expect(row).toMatchObject({
      type: "audit",
      actor: "admin:1 admin@example.com",
      target: "settings",
      before: { banner_text: "", currency_rates: DEFAULT_SETTINGS.currency_rates },
      after: { banner_text: "Happy holidays", currency_rates: rates },
    });
    expect(row?.ip).toBeTruthy();
  });

  it("deposit minimum and bonus follow the payment method settings", async () => {
    const methods = DEFAULT_SETTINGS.payment_methods.map((method) =>
      method.id === "card" ? { ...method, min_amount: "1000", bonus_percent: "10" } : method,
    );
    expect((await put({ payment_methods: methods })).statusCode).toBe(200);
    const customer = await registerCustomer(t.app);
    const deposit = (amount: string, key: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/deposits",
        headers: { ...customer.auth, "idempotency-key": key },
        payload: { method: "card", amount },
      });
    const low = await deposit("500", "d-1");
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount).toEqual(["Minimum amount for this method is 1000 NGN"]);
    const ok = await deposit("1500", "d-2");
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ amount: "1500.00", bonus: "150.00" });
  });

  it("affiliate payout minimum follows the settings", async () => {
    expect((await put({ affiliate: { commission_percent: "6", min_payout: "5000" } })).statusCode).toBe(200);
    const customer = await registerCustomer(t.app);
    const overview = await t.app.inject({ method: "GET", url: "/api/affiliate", headers: customer.auth });
    expect(overview.json().minimum_payout).toBe("5000");
    const payout = await t.app.inject({
      method: "POST",
      url: "/api/affiliate/payouts",
      headers: { ...customer.auth, "idempotency-key": "p-1" },
      payload: { amount: "3000" },
    });
    expect(payout.statusCode).toBe(422);
    expect(payout.json().errors.amount).toContain("Minimum payout is 5000 NGN");
  });

  it("maintenance: customer writes answer 503, reads and the admin area keep working", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "100.00");
    const reseller = await apiCustomer(t.app, t.database.db);
    expect((await put({ maintenance: true })).statusCode).toBe(200);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, "idempotency-key": "m-1" },
      payload: { service_id: 1, link: "https://instagram.com/p/x", quantity: 100 },
    });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual({ message: MAINTENANCE_MESSAGE });
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: customer.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/settings" })).json().maintenance).toBe(true);
    expect(await reseller.call({ action: "add", service: "1", link: "https://x.com/a", quantity: "100" })).toEqual({
      error: MAINTENANCE_MESSAGE,
    });
    expect(await reseller.call({ action: "balance" })).toHaveProperty("balance");
    expect((await put({ maintenance: false })).statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, "idempotency-key": "m-2" },
      payload: { service_id: 1, link: "https://instagram.com/p/x", quantity: 100 },
    });
    expect(again.statusCode).not.toBe(503);
  });

  it("child panel price is the operator's: a panel ordered at another price is refused, nothing charged", async () => {
    expect(
      (await put({ child_panel: { price_per_month: "20000", nameservers: ["ns1.host.com", "ns2.host.com"] } }))
        .statusCode,
    ).toBe(200);
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "50000.00");
    const panel = (pricePerMonth: string, key: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/child-panels",
        headers: { ...customer.auth, "idempotency-key": key },
        payload: {
          domain: "reseller.com",
          currency: "usd",
          adminUsername: "owner",
          adminPassword: "Secret123",
          confirmPassword: "Secret123",
          pricePerMonth,
        },
      });
    // Shown the old price (1000), or one of their own choosing: refused with the price now, nothing charged.
    for (const [price, key] of [
      ["1000", "c-1"],
      ["25", "c-2"],
      ["30000", "c-3"],
    ] as const) {
      const refused = await panel(price, key);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.pricePerMonth).toEqual([CHILD_PANEL_MESSAGES.priceChanged("₦20,000.00")]);
    }
    const balance = async () =>
      (await t.app.inject({ method: "GET", url: "/api/user", headers: customer.auth })).json().balance;
    expect(await balance()).toBe("50000.00");
    const ok = await panel("20000", "c-4");
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ pricePerMonth: "20000.00", currency: "usd" });
    expect(ok.json().nameservers).toEqual(["ns1.host.com", "ns2.host.com"]);
    // Debited in naira whatever the panel's own currency: what is listed is what was debited.
    expect(await balance()).toBe("30000.00");
  });
});
