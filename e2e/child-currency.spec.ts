/**
 * Issue 37, "a panel's money is in its own currency": a customer orders a USD child panel; its owner sees their rate
 * (naira to dollars) on the Providers screen and imports the parent's services with a 30 % markup; a customer of the
 * child deposits US$20 by manual transfer, approved by the owner, orders, and is charged in dollars exactly what the
 * New Order screen shows; the parent charges the owner's naira balance at the parent's price; a Partial on the parent
 * refunds both once, each in its own currency. Add Funds and New Order of the USD panel are shot at 1280 and 375 px.
 */
import type { Locator, Page } from "@playwright/test";
import { fundThroughSandbox, getJson, uniqueCredentials } from "./support/api.ts";
import { approveAndSignInOwner, childApi, orderChildPanel } from "./support/childPanel.ts";
import { expect, test } from "./support/fixtures.ts";
import { CUSTOMER_KEYS } from "./support/session.ts";
import { statValue } from "./support/stat-card.ts";
import { expectToast } from "./support/toast.ts";

type Ledger = { data: Array<{ kind: string; amount: string }> };
type Remote = { id: string; name: string; rate: string; min: number; max: number };
const WIDTHS = [1280, 375] as const;
/** A dollar amount as the panel writes it ("US$20.00" or "$20.00"), never in naira. */
const dollars = (amount: string) => new RegExp(`^(US)?\\$${amount.replace(".", "\\.")}$`);

/** The page at each width: its top, and scrolled to `part` (the app scrolls its own pane, not the page). */
async function shoot(page: Page, name: string, part: Locator): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
    await part.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}-total.png`) });
    await page.evaluate(() => document.querySelector("main")?.scrollTo(0, 0));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a USD child panel keeps its customers' money in dollars and pays its parent in naira", async ({
  page,
  request,
  customer,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const port = new URL(baseURL ?? "").port;
  const label = `usd${customer.credentials.username.slice(-8).toLowerCase()}`;
  const childHost = `${label}.localhost:${port}`;
  const childUrl = `http://${childHost}`;
  await fundThroughSandbox(request, customer.token, "20000");
  await orderChildPanel(page, customer, `${label}.com`, "USD");
  const { operator, owner } = await approveAndSignInOwner(page, request, label, childUrl);
  const child = childApi(request, childHost);

  // The owner's rate, naira to dollars, on the Providers screen.
  type Parent = { id: number; name: string; currency: string; currency_rate: string };
  const { data: providers } = await child.get<{ data: Parent[] }>("/api/admin/providers", owner);
  const parent = providers[0] as Parent;
  expect(parent).toMatchObject({ currency: "NGN" });
  await page.goto(`${childUrl}/admin/api-providers`);
  await expect(
    page.getByRole("button", { name: `Your rate for ${parent.name}: 1 NGN = ${parent.currency_rate} USD. Change it` }),
  ).toBeVisible();

  // The parent's catalogue (a service that takes 1000), imported with a 30 % markup.
  const { data: remote } = await child.get<{ data: Remote[] }>(`/api/admin/providers/${parent.id}/services`, owner);
  const upstream = remote.find((service) => service.min <= 1000 && service.max >= 1000 && Number(service.rate) < 5000);
  expect(upstream).toBeTruthy();
  const category = await child.post<{ id: number }>("/api/admin/categories", owner, {
    title: "From the parent",
    platform: "instagram",
    icon: "instagram",
  });
  await child.post(`/api/admin/providers/${parent.id}/import`, owner, {
    category_id: category.id,
    markup_percent: "30",
    services: [upstream?.id],
  });
  await child.put("/api/admin/settings", owner, { bank_transfer_details: "Dollar Bank · Account 0042" });

  // A customer of the child, signed in there.
  const buyer = uniqueCredentials("usd");
  const signup = await request.post("/api/register", {
    headers: { "X-Forwarded-Host": childHost },
    data: { ...buyer, first_name: "Ada", last_name: "Lovelace", password_confirmation: buyer.password },
  });
  expect(signup.status()).toBe(201);
  const session = (await signup.json()) as { token: string; user: { id: number } };
  await page.goto(`${childUrl}/favicon.svg`);
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.token, session.token);
      localStorage.setItem(keys.data, JSON.stringify(session.user));
    },
    { keys: CUSTOMER_KEYS, session },
  );

  // Add Funds asks for dollars, with the USD panel's minimum; a US$20 transfer.
  await page.goto(`${childUrl}/dashboard/add-funds`);
  const funds = page.getByRole("form", { name: "Add Funds" });
  await funds.getByRole("radio", { name: "Manual bank transfer" }).check();
  await expect(funds.getByText(/^Minimum (US)?\$10\.00$/)).toBeVisible();
  await funds.getByLabel("Amount (USD)").fill("20");
  await shoot(page, "usd-child-add-funds", funds.getByRole("button", { name: "Submit transfer" }));
  const reference = `USD/${buyer.username.slice(-8)}`;
  await funds.getByRole("textbox", { name: "Transfer reference" }).fill(reference);
  await funds.getByRole("button", { name: "Submit transfer" }).click();
  await expect(page.getByText("Transfer submitted")).toBeVisible();

  // The owner approves it on the child's Deposits screen: US$20.00 credited.
  await page.goto(`${childUrl}/admin/deposits?status=all&search=${encodeURIComponent(reference)}`);
  const row = page.getByRole("row").filter({ hasText: `Ref. ${reference}` });
  await row.getByRole("button", { name: /^Approve: bank transfer BTR-/ }).click();
  await page
    .getByRole("dialog", { name: /Approve the bank transfer of (US)?\$20\.00 from / })
    .getByRole("button", { name: "Approve and credit" })
    .click();
  await expectToast(page, "approved and credited");
  const user = () => child.get<{ balance: string }>("/api/user", session.token);
  expect((await user()).balance).toBe("20.00");

  // New Order: the price and the total in dollars; the charge is exactly the total shown.
  await page.goto(`${childUrl}/dashboard`);
  await expect(statValue(page, "Balance")).toHaveText(dollars("20.00"));
  const order = page.getByRole("form", { name: "New order" });
  await expect(order.getByRole("combobox", { name: "Service" })).toHaveValue(/ - (US)?\$[\d.,]+ per 1000$/);
  await order.getByLabel("Link").fill("https://instagram.com/p/dollars");
  await order.getByLabel("Quantity").fill("1000");
  const total = page.locator('[data-slot="new-order-total"]');
  await expect(total).toHaveText(/^(US)?\$\d+\.\d\d$/);
  await shoot(page, "usd-child-new-order", order.getByRole("button", { name: "Submit Order" }));
  const shown = ((await total.textContent()) ?? "").replace(/[^\d.]/g, "");
  await order.getByRole("button", { name: "Submit Order" }).click();
  const left = (20 - Number(shown)).toFixed(2);
  await expect(statValue(page, "Balance")).toHaveText(dollars(left));
  const { data: placed } = await child.get<{ data: Array<{ id: number; charge: string }> }>(
    "/api/orders",
    session.token,
  );
  expect(placed[0]?.charge).toBe(Number(shown).toFixed(2));
  expect((await user()).balance).toBe(left);

  // On the parent: the owner's order at the parent's naira price, from their naira balance.
  const ownerOrders = async () =>
    (
      await getJson<{ data: Array<{ id: number; charge: string }> }>(
        request,
        `/api/admin/orders?user=${customer.credentials.username}`,
        operator.token,
      )
    ).data;
  await expect.poll(async () => (await ownerOrders()).length, { timeout: 20_000 }).toBe(1);
  const [forwarded] = await ownerOrders();
  expect(forwarded?.charge).toBe(Number(upstream?.rate).toFixed(2));

  // Half undelivered: each refunded once, in its own currency, half of what it paid (to the cent; the exact rounding
  // is services/panels/currency.postgres.test.ts's).
  const partial = await request.patch(`/api/admin/orders/${forwarded?.id}`, {
    headers: { Authorization: `Bearer ${operator.token}` },
    data: { status: "partial", remains: 500 },
  });
  expect(partial.ok()).toBe(true);
  const refunds = (ledger: Ledger) =>
    ledger.data.filter((entry) => entry.kind === "refund").map((entry) => entry.amount);
  const buyerRefunds = async () =>
    refunds(await child.get<Ledger>(`/api/admin/users/${session.user.id}/ledger`, owner));
  await expect.poll(buyerRefunds, { timeout: 30_000 }).toHaveLength(1);
  const halfOf = (amount: string | undefined, refund: string | undefined) =>
    expect(Math.abs(Number(refund) - Number(amount) / 2)).toBeLessThanOrEqual(0.005 + 1e-9);
  halfOf(shown, (await buyerRefunds())[0]);
  const ownerLedger = await getJson<Ledger>(request, `/api/admin/users/${customer.user.id}/ledger`, operator.token);
  expect(refunds(ownerLedger)).toHaveLength(1);
  halfOf(forwarded?.charge, refunds(ownerLedger)[0]);
});
