import {
  type CatalogueService,
  customerPricing,
  formatNgnIn,
  formatServicePrice,
  orderedServiceOf,
  orderTotal,
  priceUnitLabel,
  type ResellerService,
  type Service,
  serviceTypeOf,
} from "@smm/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../testing";
import { apiCustomer } from "../../../testing/fake-provider/fixtures";
import { adminAuth } from "../admin/test-helpers";

/**
 * Issue 34: API v2 `services` and the catalogue say the same price for every service, a Package included: its `rate`
 * is its price (demo service 73: "2500.00"), which the price list and New Order show "per package", New Order's
 * total shows and an order is charged. Before, the screens said "₦2,500.00 per 1000" and totalled ₦2.50.
 */
const PACKAGE = 73;
const link = "https://www.tiktok.com/@ada.obi";

let t: TestApp;
let customer: Awaited<ReturnType<typeof apiCustomer>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await apiCustomer(t.app, t.database.db, "100000.00");
}, 60_000);
afterAll(() => t?.close());

/** What the customer's screens price with: their discount and custom rates as GET /api/user gives them. */
async function screenPricing() {
  const user = (await t.app.inject({ url: "/api/user", headers: customer.auth })).json() as {
    discount_percent: string;
    custom_unit_prices: Record<number, string>;
  };
  return customerPricing(user.discount_percent, user.custom_unit_prices);
}

/** API v2's list, and the two the screens price from: New Order's (/api/services), the price list's (/api/catalogue). */
async function lists() {
  const api = (await customer.call({ action: "services" })) as ResellerService[];
  const newOrder = (await t.app.inject({ url: "/api/services", headers: customer.auth })).json().data as Service[];
  const priceList = (await t.app.inject({ url: "/api/catalogue" })).json().services as CatalogueService[];
  return { api: new Map(api.map((service) => [service.service, service])), newOrder, priceList };
}

describe.each([
  ["at list prices", undefined, "2,500.00"],
  ["with a 10 % discount", "10", "2,250.00"],
])("a customer %s", (_name, discount, packagePrice) => {
  beforeAll(async () => {
    if (discount === undefined) return;
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/admin/users/${customer.user.id}/discount`,
      headers: await adminAuth(t.app),
      payload: { discount_percent: discount },
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it("sees every service's API v2 rate as the price New Order and the price list show, with its unit", async () => {
    const pricing = await screenPricing();
    const { api, newOrder, priceList } = await lists();
    const screens = [...newOrder.map((service) => ({ ...service, title: service.service_title })), ...priceList];
    expect(screens).toHaveLength(2 * api.size);
    for (const { id, title, type, price } of screens) {
      const listed = api.get(id);
      expect(serviceTypeOf(type), title).toBe(listed?.type);
      // What a screen shows: formatServicePrice of the service's price for this customer, "per 1000" or "per package".
      const shown = `${formatServicePrice({ id, unitPrice: price }, pricing, "NGN", {})} ${priceUnitLabel(type)}`;
      const unit = listed?.type === "Package" ? "per package" : "per 1000";
      expect(shown, title).toBe(`${formatNgnIn(listed?.rate ?? "", "NGN", {})} ${unit}`);
      if (id === PACKAGE) expect(shown).toBe(`₦${packagePrice} per package`);
    }
    expect(api.get(PACKAGE)).toMatchObject({ type: "Package", rate: packagePrice.replace(",", "") });
  });

  it("is charged that price for a package, as New Order's total says, on the web and through API v2", async () => {
    const pricing = await screenPricing();
    const charge = packagePrice.replace(",", "");
    const pack = (await lists()).newOrder.find((service) => service.id === PACKAGE);
    if (!pack) throw new Error("the demo has no package 73");
    expect(orderTotal(orderedServiceOf(pack), { link }, pricing)).toBe(charge);
    const web = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: customer.auth,
      payload: { service_id: PACKAGE, link },
    });
    expect(web.statusCode, web.body).toBe(201);
    const placed = (await customer.call({ action: "add", service: String(PACKAGE), link })) as { order: number };
    for (const id of [web.json().id as number, placed.order]) {
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ quantity: 1, charge });
    }
  });
});
