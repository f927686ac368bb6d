import { customerRatePer1000, orderCharge } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userDiscounts } from "../../../db/schema";
import { createTestApp, fundCustomer, loginDemo, registerCustomer, type TestApp } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const v2 = (payload: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(payload).toString(),
  });

async function discountedCustomer(percent: string) {
  const customer = await registerCustomer(t.app);
  await t.database.db.insert(userDiscounts).values({ userId: customer.user.id, percent });
  return customer;
}

describe("what a customer is shown is what they are charged", () => {
  it("GET /user tells the app the customer's discount (none: 0)", async () => {
    const plain = await registerCustomer(t.app);
    const get = (auth: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/user", headers: auth });
    expect((await get(plain.auth)).json().discount_percent).toBe("0");
    const discounted = await discountedCustomer("12.5");
    expect((await get(discounted.auth)).json().discount_percent).toBe("12.5");
  });

  it("API v2 `services` rates are that customer's: the rate per 1000 the domain prices their orders at", async () => {
    const customer = await discountedCustomer("10");
    await fundCustomer(t.database.db, customer.user.id, "5000.00");
    const { key } = (await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth })).json();
    const listed = (await t.app.inject({ method: "GET", url: "/api/services" })).json().data as Array<{
      id: number;
      price: string;
    }>;
    const services = (await v2({ key, action: "services" })).json() as Array<{ service: number; rate: string }>;
    for (const service of services) {
      const list = listed.find((entry) => entry.id === service.service);
      expect(service.rate).toBe(
        customerRatePer1000({ id: service.service, unitPrice: list?.price ?? "" }, { discountPercent: "10" }),
      );
    }
    // The first demo service lists at ₦1.20 a unit: ₦1,200.00 per 1000, ₦1,080.00 with 10 % off.
    expect(services[0]?.rate).toBe("1080.00");
    // And an order of 1000 is charged exactly that rate.
    const added = (
      await v2({ key, action: "add", service: String(services[0]?.service), link: "https://x.com/a", quantity: "1000" })
    ).json();
    expect((await v2({ key, action: "status", order: String(added.order) })).json().charge).toBe(
      orderCharge({ unitPrice: listed[0]?.price ?? "" }, 1000, { discountPercent: "10" }),
    );
  });

  it("the New Order 'Total Orders' card counts what Order History lists (canceled orders too)", async () => {
    const demo = await loginDemo(t.app);
    const stats = (await t.app.inject({ method: "GET", url: "/api/dashboard", headers: demo.auth })).json();
    const history = (await t.app.inject({ method: "GET", url: "/api/orders", headers: demo.auth })).json();
    expect(history.data.some((order: { status: string }) => order.status === "canceled")).toBe(true);
    expect(stats.totalOrders).toBe(history.meta.total);
  });
});
