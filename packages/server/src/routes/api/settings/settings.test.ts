import { DEFAULT_SETTINGS, publicSettingsOf } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_BANK_TRANSFER_DETAILS } from "../../../db/demo-catalogue";
import { DEMO_STOREFRONT_SETTINGS } from "../../../db/demo-storefront";
import { settings } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/settings", () => {
  it("answers the seeded defaults to anyone, without the operator-only fields", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/settings" });
    expect(res.statusCode).toBe(200);
    // The demo seed's bank details and storefront; every method is on offer in demo mode, which the answer says.
    expect(res.json()).toEqual({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      bank_transfer_details: DEMO_BANK_TRANSFER_DETAILS,
      ...DEMO_STOREFRONT_SETTINGS,
      demo: true,
      sells_child_panels: true,
      main_panel: true,
      currency: "NGN",
    });
    expect(res.json()).not.toHaveProperty("mail_from");
    expect(res.json()).not.toHaveProperty("child_panel_sales");
    expect(res.json()).not.toHaveProperty("reserved_hosts");
    expect(res.json().currency_rates).toMatchObject({ NGN: "1", USD: DEFAULT_SETTINGS.currency_rates.USD });
  });

  it("the seed wrote every setting as a row", async () => {
    const rows = await t.database.db.select().from(settings);
    expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });
});
