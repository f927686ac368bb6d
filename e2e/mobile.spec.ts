import { adminSession } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAdmin, signInCustomer } from "./support/session.ts";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("the public header's menu opens, and choosing a link closes it", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByRole("link", { name: "Sign up" })).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await nav.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("the customer sidebar opens as a sheet and closes on a choice or Escape", async ({ page, customer }) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard");
  // The prerendered shell paints first; the page's own heading says the app has taken over (a sheet opened in the
  // shell would close as the page replaces it).
  await expect(page.getByRole("heading", { name: "New Order", level: 1 })).toBeVisible();
  const open = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  const sheet = page.getByRole("dialog", { name: "Dashboard menu" });
  await expect(sheet).toBeHidden();

  await open.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "Order History" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(sheet).toBeHidden();

  await open.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

test("the admin sidebar opens as a sheet and closes on a choice or Escape", async ({ page, request }) => {
  await signInAdmin(page, await adminSession(request));
  await page.goto("/admin/dashboard");
  const open = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  const sheet = page.getByRole("dialog", { name: "Admin menu" });

  await open.click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(sheet).toBeHidden();

  await open.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});
