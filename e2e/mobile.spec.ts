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

test("a page opened from the menu starts at its top, however far down the last page was scrolled", async ({
  page,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/add-funds");
  await expect(page.getByRole("heading", { name: "Add Funds", level: 1 })).toBeVisible();
  // The dashboard's column scrolls, not the window.
  const column = page.locator("[data-slot=sidebar-inset]");
  await column.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(() => column.evaluate((element) => element.scrollTop)).toBeGreaterThan(500);

  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Dashboard menu" }).getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { name: "Social Media Services", level: 1 })).toBeInViewport();
  expect(await column.evaluate((element) => element.scrollTop)).toBe(0);
});

test("Pay Now brings the sandbox checkout into view, with the focus on it", async ({ page, customer }) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/add-funds");
  const form = page.getByRole("form", { name: "Add Funds" });
  await form.getByLabel("Amount (NGN)").fill("100");
  await form.getByRole("button", { name: "Pay Now" }).click();
  const checkout = page.getByRole("heading", { name: "Sandbox checkout" });
  await expect(checkout).toBeFocused();
  await expect(checkout).toBeInViewport();
});

test("a public page opened from far down the landing starts at its top", async ({ page }) => {
  await page.goto("/");
  // The app has taken over once the menu button works: the link below then navigates in the page.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // A mark that a reload would lose: the navigation below is the app's, not the browser's.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // Clicked where it is (the closed menu's link): a click through Playwright would first scroll to it.
  await page.locator("nav[aria-label=Main] a[href='/services']").dispatchEvent("click");
  await expect(page.getByRole("heading", { name: "Social Media Services", level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => ({ top: window.scrollY, same: "sameDocument" in window }))).toEqual({
    top: 0,
    same: true,
  });
});
