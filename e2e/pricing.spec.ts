import { adminSession, fundThroughSandbox, postJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";
import { statValue } from "./support/stat-card.ts";

/** Issue 16: what the customer sees is what is charged, in the currency they chose. */

test("in US$, every price, fee, minimum and balance is in dollars and none reads US$0.00", async ({
  page,
  request,
  customer,
}) => {
  await fundThroughSandbox(request, customer.token, "2000");
  await signInCustomer(page, customer);
  await page.goto("/favicon.svg");
  await page.evaluate(() => localStorage.setItem("displayCurrency", "USD"));

  await page.goto("/dashboard");
  await expect(statValue(page, "Balance")).toHaveText(/^US\$/);
  await expect(page.getByRole("combobox", { name: "Service" })).toHaveValue(/^\d+ - .+ - US\$[\d.,]+ per 1000$/);

  await page.goto("/dashboard/affiliate");
  const payout = page.getByRole("button", { name: "Request Payout" });
  await expect(payout).toHaveAccessibleDescription(/^Available: US\$[\d.]+\. You can request a payout from US\$/);

  await page.goto("/dashboard/services");
  const prices = page.getByRole("table", { name: "NEW SERVICES" }).locator('td[data-label="Price"]');
  await expect(prices.first()).toHaveText(/^US\$[\d.,]+ per 1000$/);

  await page.goto("/dashboard/updates");
  const moves = page.locator("[data-slot=price-move]");
  await expect(moves.first()).toHaveText(/^US\$[\d.,]+→toUS\$[\d.,]+$/);

  await page.goto("/dashboard/add-funds");
  await expect(page.getByText(/^Minimum US\$[\d.]+ \(₦100\.00\)/).first()).toBeVisible();

  await page.goto("/dashboard/child-panel");
  await expect(page.locator("[data-slot=child-panel-price]")).toContainText(/US\$[\d.]+ \(₦[\d,]+\.\d{2}\)/);

  // No real price is rounded away (these pages show no amount that is truly zero).
  for (const path of ["/dashboard/services", "/dashboard/updates"]) {
    await page.goto(path);
    await expect(page.locator("main")).not.toHaveText(/US\$0\.00(?!\d)/);
  }
});

test("the New Order 'Total Orders' card counts what Order History lists, canceled orders too", async ({
  page,
  request,
  customer,
}) => {
  await fundThroughSandbox(request, customer.token, "5000");
  const { data: services } = await (await request.get("/api/services")).json();
  const service = services[0] as { id: number; min_amount: number };
  const orders: Array<{ id: number }> = [];
  for (const link of ["https://instagram.com/a", "https://instagram.com/b"]) {
    orders.push(
      await postJson(request, "/api/orders", customer.token, {
        service_id: service.id,
        link,
        quantity: service.min_amount,
      }),
    );
  }
  const admin = await adminSession(request);
  const canceled = await request.patch(`/api/admin/orders/${orders[0]?.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { status: "canceled" },
  });
  expect(canceled.ok()).toBe(true);

  await signInCustomer(page, customer);
  await page.goto("/dashboard");
  await expect(statValue(page, "Total Orders")).toHaveText("2");
  await page.goto("/dashboard/orders");
  await expect(page.getByRole("table", { name: "Orders" }).getByRole("row")).toHaveCount(3); // header + 2
});

test("at 375 px the Services catalogue scrolls with the page: no scroll box inside it", async ({ page, customer }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInCustomer(page, customer);
  await page.goto("/dashboard/services");
  const catalogue = page.locator("[data-slot=services-catalogue]");
  await expect(catalogue.getByRole("table", { name: "NEW SERVICES" }).getByRole("row").nth(1)).toBeVisible();
  const nestedScrollers = await catalogue.evaluate(
    (root) =>
      [root, ...root.querySelectorAll("*")].filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (overflowY === "auto" || overflowY === "scroll") && element.scrollHeight > element.clientHeight + 1;
      }).length,
  );
  expect(nestedScrollers).toBe(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Social Media Services"]);
});
