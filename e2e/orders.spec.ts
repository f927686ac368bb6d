import { currentUser, fundThroughSandbox, getJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";
import { statValue } from "./support/stat-card.ts";

interface Order {
  id: number;
  link: string;
  charge: string;
  status: string;
  quantity: number;
}

test("adds funds through the sandbox (amount + 5 % bonus), orders, and sees the balance and history follow", async ({
  page,
  request,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/add-funds");

  const form = page.getByRole("form", { name: "Add Funds" });
  const payNow = form.getByRole("button", { name: "Pay Now" });
  await expect(payNow).toBeDisabled();
  await form.getByLabel("Amount (NGN)").fill("99");
  await expect(payNow, "below the card minimum of 100").toBeDisabled();
  await form.getByLabel("Amount (NGN)").fill("1000");
  await payNow.click();

  await expect(page.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page.getByRole("table", { name: "Recent Transactions" }).getByRole("row")).not.toHaveCount(2);
  expect((await currentUser(request, customer.token)).balance).toBe("1050.00");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "New Order" }).click();
  await expect(statValue(page, "Balance")).toHaveText("₦1,050.00");
  await expect(statValue(page, "Total Orders")).toHaveText("0");

  const order = page.getByRole("form", { name: "New order" });
  await expect(order.getByRole("combobox", { name: "Service" })).toHaveValue(/ - ₦1,200\.00 per 1000$/);
  const link = `https://instagram.com/${customer.credentials.username}`;
  await order.getByLabel("Link").fill(link);
  await order.getByLabel("Quantity").fill("125");
  await expect(order.getByRole("definition").filter({ hasText: "₦150.00" })).toBeVisible();
  await order.getByRole("button", { name: "Submit Order" }).click();

  // 1,050.00 − 125 × 1.20 = 900.00, on screen and in the database, and one order counted.
  await expect(statValue(page, "Balance")).toHaveText("₦900.00");
  await expect(statValue(page, "Total Orders")).toHaveText("1");
  expect((await currentUser(request, customer.token)).balance).toBe("900.00");
  const orders = await getJson<{ data: Order[] }>(request, "/api/orders", customer.token);
  expect(orders.data).toHaveLength(1);
  const placed = orders.data[0] as Order;
  expect(placed).toMatchObject({ link, charge: "150.00", quantity: 125 });

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Order History" }).click();
  const row = page.getByRole("table", { name: "Orders" }).getByRole("row").filter({ hasText: link });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText(String(placed.id));
  await expect(row).toContainText("₦150.00");
  await expect(row).toContainText(new RegExp(placed.status.replace("-", " "), "i"));
});

test("a mass order with a bad line shows the line's error; fixed, it places every order", async ({
  page,
  request,
  customer,
}) => {
  await fundThroughSandbox(request, customer.token, "1000");
  await signInCustomer(page, customer);
  await page.goto("/dashboard/mass-order");

  const form = page.getByRole("form", { name: "Mass order" });
  const orders = form.getByLabel("Orders", { exact: true });
  const submit = form.getByRole("button", { name: "Submit Orders" });
  const good = ["1 | https://instagram.com/p/first | 100", "1 | https://instagram.com/p/second | 50"];

  await orders.fill([good[0], "1 | not-a-link | 100"].join("\n"));
  await expect(form.getByText("Invalid URL format")).toBeVisible();
  await expect(form.getByText(/Line 2/)).toBeVisible();
  await expect(submit).toBeDisabled();

  await orders.fill(good.join("\n"));
  await expect(form.getByText("Invalid URL format")).toBeHidden();
  await expect(form.getByRole("status").filter({ hasText: "2 valid orders" })).toContainText("₦180.00");
  await submit.click();

  // 1,050.00 − (100 + 50) × 1.20 = 870.00
  await expect.poll(async () => (await currentUser(request, customer.token)).balance).toBe("870.00");
  await page.goto("/dashboard/orders");
  const table = page.getByRole("table", { name: "Orders" });
  await expect(table.getByRole("row").filter({ hasText: "https://instagram.com/p/first" })).toContainText("₦120.00");
  await expect(table.getByRole("row").filter({ hasText: "https://instagram.com/p/second" })).toContainText("₦60.00");
});
