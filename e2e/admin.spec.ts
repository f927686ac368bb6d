import { adminSession, DEMO_ADMIN, getJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { statValue } from "./support/stat-card.ts";
import { expectToast } from "./support/toast.ts";

interface Dashboard {
  totalUsers: number;
  totalBalance: string;
  totalOrders: number;
  fundsCollectedThisMonth: string;
}
interface Page {
  meta: { total: number };
}

/** "₦1,234.56" → "1234.56" */
const amount = (text: string) => text.replace(/[^0-9.-]/g, "");

test("an operator signs in ('Authenticating...' while it runs) and sees dashboard figures that match the database", async ({
  page,
  request,
  customer,
}) => {
  // Hold the sign-in answer a moment so the in-flight state can be seen, as on a slow network.
  await page.route("**/api/admin/login", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Admin sign in" });
  await form.getByLabel("Email").fill(`  ${DEMO_ADMIN.email} `);
  await form.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await form.getByRole("button", { name: "Sign in" }).click();

  await expect(form.getByRole("button", { name: "Authenticating..." })).toBeDisabled();
  await expect(form.getByLabel("Email")).toBeDisabled();
  await expectToast(page, "Admin login successful!");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const { token } = await adminSession(request);
  // Other tests place orders and sign up at the same time: compare one consistent reading, retried until stable.
  await expect(async () => {
    await page.reload();
    await expect(statValue(page, "Total Users")).not.toBeEmpty();
    const figures = await getJson<Dashboard>(request, "/api/admin/dashboard", token);
    const users = await getJson<Page>(request, "/api/admin/users?per_page=1", token);
    const orders = await getJson<Page>(request, "/api/admin/orders?per_page=1", token);
    expect(figures.totalUsers).toBe(users.meta.total);
    expect(figures.totalOrders).toBe(orders.meta.total);

    await expect(statValue(page, "Total Users")).toHaveText(String(figures.totalUsers), { timeout: 1000 });
    await expect(statValue(page, "Total Orders")).toHaveText(String(figures.totalOrders), { timeout: 1000 });
    // The server's figures, already in the operator's reporting currency (NGN by default), shown as they are.
    expect(amount((await statValue(page, "Total Balance").textContent()) ?? "")).toBe(figures.totalBalance);
    expect(amount((await statValue(page, "Funds Collected").textContent()) ?? "")).toBe(
      figures.fundsCollectedThisMonth,
    );
  }).toPass({ timeout: 30_000 });

  const found = await getJson<Page>(request, `/api/admin/users?search=${customer.credentials.username}`, token);
  expect(found.meta.total, "the customer this test registered is among the counted users").toBe(1);
});

test("the admin area sends a visitor without an admin session to /admin/login", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("form", { name: "Admin sign in" })).toBeVisible();
});
