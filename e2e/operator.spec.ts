/**
 * Issue 17's operator tasks: a support agent is refused the finance screens (and the API behind them), and a custom
 * rate the operator sets for a customer is the price that customer is shown on New Order and charged.
 */
import { adminSession, currentUser, fundThroughSandbox, getJson, invitedStaff } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAdmin, signInCustomer } from "./support/session.ts";
import { signInOperatorByForm } from "./support/signInForm.ts";
import { statValue } from "./support/stat-card.ts";
import { expectToast } from "./support/toast.ts";

const REFUSED = "Your role does not allow this.";

test("a support agent signs in to tickets and orders, and is refused the finance screens and their API", async ({
  page,
  request,
}) => {
  const owner = await adminSession(request);
  const agent = await invitedStaff(request, owner, "support");
  // The invitation's link went to the server's log (no SMTP here); the outbox shows it hidden.
  const outbox = await getJson<{ data: { body: string }[] }>(
    request,
    `/api/admin/mail/outbox?search=${encodeURIComponent(agent.email)}`,
    owner.token,
  );
  expect(outbox.data[0]?.body).toContain("[invitation link hidden]");

  await signInOperatorByForm(page, agent);
  // A support agent lands on the orders, and the menu offers only what the role may open.
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Support" })).toBeVisible();
  for (const finance of ["Dashboard", "Users", "API Providers", "Settings"]) {
    await expect(menu.getByRole("link", { name: finance })).toHaveCount(0);
  }

  // Typed into the address bar, a finance screen says why it shows nothing.
  for (const screen of ["/admin/deposits", "/admin/reports"]) {
    await page.goto(screen);
    await expect(page.getByText(REFUSED).first(), screen).toBeVisible();
  }
  const session = await (
    await request.post("/api/admin/login", { data: { email: agent.email, password: agent.password } })
  ).json();
  for (const url of ["/api/admin/deposits", "/api/admin/dashboard", "/api/admin/exports/ledger.csv"]) {
    const refused = await request.get(url, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(refused.status(), url).toBe(403);
    expect(await refused.json(), url).toEqual({ message: REFUSED });
  }
});

test("the operator sets a customer's custom rate; New Order shows it and the order is charged exactly it", async ({
  page,
  request,
  customer,
}) => {
  const admin = await adminSession(request);
  await signInAdmin(page, admin);
  await page.goto(`/admin/users/${customer.user.id}`);
  const rates = page.getByRole("form", { name: "Custom rates" });
  // Service 1 is New Order's first service (list price ₦1,200.00 per 1000); the customer negotiated ₦1,000.00.
  await rates.getByRole("spinbutton", { name: /Service ID/ }).fill("1");
  await rates.getByRole("spinbutton", { name: /Rate per 1000/ }).fill("1000");
  await rates.getByRole("button", { name: "Save rate" }).click();
  await expectToast(page, "Custom rate saved");
  await expect(rates.getByText(/₦1,000\.00 per 1000/)).toBeVisible();

  await fundThroughSandbox(request, customer.token, "1000");
  const before = (await currentUser(request, customer.token)).balance;
  expect(before).toBe("1050.00");
  await signInCustomer(page, customer);
  await page.goto("/dashboard");
  const order = page.getByRole("form", { name: "New order" });
  await expect(order.getByRole("combobox", { name: "Service" })).toHaveValue(/ - ₦1,000\.00 per 1000$/);
  const link = `https://instagram.com/${customer.credentials.username}`;
  await order.getByLabel("Link").fill(link);
  await order.getByLabel("Quantity").fill("125");
  // 125 × 1,000.00 / 1000 = 125.00 (at the list price it would be 150.00).
  await expect(order.getByRole("definition").filter({ hasText: "₦125.00" })).toBeVisible();
  await order.getByRole("button", { name: "Submit Order" }).click();

  await expect(statValue(page, "Balance")).toHaveText("₦925.00");
  expect((await currentUser(request, customer.token)).balance).toBe("925.00");
  const orders = await getJson<{ data: { link: string; charge: string }[] }>(request, "/api/orders", customer.token);
  expect(orders.data).toEqual([expect.objectContaining({ link, charge: "125.00" })]);
});
