/**
 * Issue 36, the launch checklist end to end on a server of its own in production mode (DEMO=0) on an empty database:
 * the first operator (ADMIN_EMAIL/ADMIN_PASSWORD) follows the dashboard's checklist to a panel that takes money, and
 * its first customer pays by bank transfer and places the first order.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { currentUser, getJson, uniqueCredentials } from "./support/api.ts";
import { type RunningServer, spawnBuiltServer } from "./support/server.ts";
import { expectToast, recordToasts } from "./support/toast.ts";

const OWNER = { email: "owner@boostnaija.test", password: "Launch2026x" } as const;
const BANK_DETAILS = "Zenith Bank · Account number 1012345678 · Boost Naija Ltd";

const test = base.extend<object, { productionServer: RunningServer }>({
  productionServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      // No PUBLIC_URL: the checklist asks for it. The browser names its own client address (TRUST_PROXY).
      const { port, logFile, stop } = await spawnBuiltServer({
        env: () => ({
          DEMO: "0",
          ADMIN_EMAIL: OWNER.email,
          ADMIN_PASSWORD: OWNER.password,
          HOST: "0.0.0.0",
          TRUST_PROXY: "loopback",
          PUBLIC_URL: "",
        }),
      });
      await use({ port, logFile, url: `http://localhost:${port}`, stop });
      await stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ productionServer }, use) => use(productionServer.url),
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
});

const checklistOf = (page: Page) => page.getByRole("region", { name: "Launch checklist" });
const step = (page: Page, title: string) => checklistOf(page).getByRole("listitem").filter({ hasText: title });

async function openDashboard(page: Page) {
  await page.goto("/admin/dashboard");
  await expect(checklistOf(page).getByRole("progressbar", { name: "Steps done" })).toBeVisible();
}

async function saveSection(page: Page, name: string, fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>) {
  const form = page.getByRole("form", { name });
  await fill(form);
  await form.getByRole("button", { name: /^Save/ }).click();
  await expectToast(page, "Settings saved");
}

test("a first operator follows the checklist to a first paid order (bank transfer approved)", async ({
  page,
  browser,
  productionServer,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "10.36.0.1" });
  await page.goto("/admin/login");
  const signIn = page.getByRole("form", { name: "Admin sign in" });
  await signIn.getByLabel("Email").fill(OWNER.email);
  await signIn.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An empty production panel: nothing done, every step says what to do.
  const progress = checklistOf(page).getByRole("progressbar", { name: "Steps done" });
  await expect(progress).toHaveAttribute("aria-valuetext", "0 of 6");
  await checklistOf(page).screenshot({ path: testInfo.outputPath("launch-checklist-1280.png") });
  // The whole dashboard at both widths (reloaded: without the sign-in's toast over it).
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openDashboard(page);
    await page.screenshot({ path: testInfo.outputPath(`launch-dashboard-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Name and sender: the step's link opens Settings at the Branding form.
  await step(page, "Name your panel").getByRole("link", { name: "Set the panel name" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#branding$/);
  const branding = page.getByRole("form", { name: "Branding" });
  await expect(branding.getByLabel("Panel name")).toBeFocused();
  await branding.getByLabel("Panel name").fill("Boost Naija");
  await branding.getByRole("button", { name: "Save branding" }).click();
  await expectToast(page, "Settings saved");
  await saveSection(page, "General", (form) => form.getByLabel("Mail from").fill("hello@boostnaija.test"));

  // Payments: bank details, the one method that needs no gateway keys.
  await openDashboard(page);
  await expect(step(page, "Name your panel")).toContainText("Done: Name your panel and its mail sender");
  await step(page, "Accept payments").getByRole("link", { name: "Set up payment methods" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#payments$/);
  await saveSection(page, "Payment methods", (form) =>
    form.getByLabel("Bank details for transfers").fill(BANK_DETAILS),
  );

  // Child panels: not sold, decided.
  await saveSection(page, "Child panel sales", async (form) => {
    const sales = form.getByRole("combobox", { name: "Child panel sales" });
    await sales.click();
    await page.getByRole("option", { name: "Off: not sold" }).click();
    await expect(sales).toHaveText("Off: not sold");
  });

  // The catalogue: a category, then a service in it.
  await openDashboard(page);
  await step(page, "Add a category").getByRole("link", { name: "Add a category" }).click();
  const category = page.getByRole("form", { name: "New category" });
  await category.getByLabel("Name").fill("Instagram Followers");
  await category.getByRole("button", { name: "Add category" }).click();
  await expectToast(page, "Category Instagram Followers added");
  await openDashboard(page);
  await step(page, "Add a category").getByRole("link", { name: "Add a service" }).click();
  const service = page.getByRole("form", { name: "New service" });
  await service.getByLabel("Name").fill("Instagram Followers [Real]");
  await service.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Instagram Followers", exact: true }).click();
  await service.getByLabel("Rate per 1000 (NGN)").fill("2000");
  await service.getByRole("textbox", { name: /Delivery/ }).fill("0-6 hours");
  await service.getByLabel("Minimum").fill("100");
  await service.getByLabel("Maximum").fill("10000");
  await service.getByRole("button", { name: "Add service" }).click();
  await expectToast(page, "added");

  // PUBLIC_URL: an environment variable, so the step says what to set and links nowhere.
  await openDashboard(page);
  const publicUrl = step(page, "public address");
  await expect(publicUrl).toContainText(`To do: Set the panel's public address`);
  await expect(publicUrl).toContainText(`point to ${productionServer.url}`);
  await expect(publicUrl.getByRole("link")).toHaveCount(0);

  // Two-factor for the owner, from the step's link to the Profile's section.
  await step(page, "two-factor").getByRole("link", { name: "Open Profile" }).click();
  await expect(page).toHaveURL(/\/admin\/profile#two-factor$/);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const key = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
  const authenticator = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });
  const confirm = page.getByRole("form", { name: "Confirm with your password and a code" });
  await confirm.getByRole("textbox", { name: "Password", exact: true }).fill(OWNER.password);
  await confirm.getByRole("textbox", { name: /Code from the app/ }).fill(authenticator.generate());
  await confirm.getByRole("button", { name: "Turn on" }).click();
  await page.getByRole("button", { name: "I saved them" }).click();

  // Everything but PUBLIC_URL is done.
  await openDashboard(page);
  await expect(progress).toHaveAttribute("aria-valuetext", "5 of 6");
  await checklistOf(page).screenshot({ path: testInfo.outputPath("launch-checklist-done-1280.png") });

  // The first customer signs up, sees the operator's bank details and submits a transfer.
  const visitor = await browser.newContext({
    baseURL: productionServer.url,
    extraHTTPHeaders: { "X-Forwarded-For": "10.36.0.2" },
  });
  const shopper = await visitor.newPage();
  await shopper.addInitScript(recordToasts);
  const { username, email, password } = uniqueCredentials("launch");
  await shopper.goto("/signup");
  const signUp = shopper.getByRole("form", { name: "Create an account" });
  const field = (label: string) => signUp.getByLabel(label, { exact: true });
  await field("Username").fill(username);
  await field("Email").fill(email);
  await field("First name").fill("Ada");
  await field("Last name").fill("Obi");
  await field("Password").fill(password);
  await field("Confirm password").fill(password);
  await signUp.getByRole("button", { name: "Create account" }).click();
  await expect(shopper).toHaveURL(/\/dashboard/);
  const token = await shopper.evaluate(() => localStorage.getItem("authToken") ?? sessionStorage.getItem("authToken"));
  expect(token).toBeTruthy();

  await shopper.goto("/dashboard/add-funds");
  const funds = shopper.getByRole("form", { name: "Add Funds" });
  await expect(shopper.getByText("Demo payment: no money moves")).toHaveCount(0);
  await expect(funds.getByRole("radio", { name: "Manual bank transfer" })).toBeChecked();
  await expect(funds.getByText(BANK_DETAILS)).toBeVisible();
  await funds.getByLabel("Amount (NGN)").fill("5000");
  const reference = `ZEN/${username.slice(-8)}`;
  await funds.getByRole("textbox", { name: "Transfer reference" }).fill(reference);
  await funds.getByRole("button", { name: "Submit transfer" }).click();
  await expect(shopper.getByText("Transfer submitted")).toBeVisible();
  expect((await currentUser(visitor.request, token as string)).balance).toBe("0.00");

  // The operator approves it: the customer is credited once.
  await page.goto(`/admin/deposits?status=all&search=${encodeURIComponent(reference)}`);
  const row = page.getByRole("row").filter({ hasText: `Ref. ${reference}` });
  await row.getByRole("button", { name: /^Approve: bank transfer BTR-/ }).click();
  await page
    .getByRole("dialog", { name: /Approve the bank transfer of ₦5,000\.00 from / })
    .getByRole("button", { name: "Approve and credit" })
    .click();
  await expectToast(page, "approved and credited");
  expect((await currentUser(visitor.request, token as string)).balance).toBe("5000.00");

  // The first order: 500 at ₦2,000 per 1000 = ₦1,000.00, debited from the balance.
  await shopper.goto("/dashboard");
  const order = shopper.getByRole("form", { name: "New order" });
  await expect(order.getByRole("combobox", { name: "Service" })).toHaveValue(/Instagram Followers \[Real\]/);
  await order.getByLabel("Link").fill(`https://instagram.com/${username}`);
  await order.getByLabel("Quantity").fill("500");
  await expect(order.getByRole("definition").filter({ hasText: "₦1,000.00" })).toBeVisible();
  await order.getByRole("button", { name: "Submit Order" }).click();
  await expect.poll(async () => (await currentUser(visitor.request, token as string)).balance).toBe("4000.00");
  const orders = await getJson<{ data: { charge: string; quantity: number }[] }>(
    visitor.request,
    "/api/orders",
    token as string,
  );
  expect(orders.data).toEqual([expect.objectContaining({ charge: "1000.00", quantity: 500 })]);
  await visitor.close();
});
