import { fundThroughSandbox } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";
import { statValue } from "./support/stat-card.ts";

interface Settings {
  currency_rates: Record<string, string>;
}

test("switching the display currency converts amounts with the server's rate and is remembered", async ({
  page,
  request,
  customer,
}) => {
  await fundThroughSandbox(request, customer.token, "20000"); // balance 21,000.00 with the 5 % bonus
  const settings = (await (await request.get("/api/settings")).json()) as Settings;
  const usd = (21000 * Number(settings.currency_rates.USD)).toFixed(2);

  await signInCustomer(page, customer);
  await page.goto("/dashboard");
  const balance = statValue(page, "Balance");
  await expect(balance).toHaveText("₦21,000.00");

  const switcher = page.getByRole("banner").getByRole("combobox", { name: "Display currency" });
  await switcher.click();
  await page.getByRole("option", { name: "$ USD US Dollar" }).click();
  await expect(switcher).toHaveText(/USD/);
  await expect(balance).toHaveText(new RegExp(`\\$${usd.replace(".", "\\.")}$`));

  await page.reload();
  await expect(switcher).toHaveText(/USD/);
  await expect(balance).toHaveText(new RegExp(`\\$${usd.replace(".", "\\.")}$`));

  await switcher.click();
  await page.getByRole("option", { name: "₦ NGN Nigerian Naira" }).click();
  await expect(balance).toHaveText("₦21,000.00");
});
