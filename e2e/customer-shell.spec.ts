/**
 * A customer page arrives with its shell prerendered (packages/app/scripts/prerenderCustomerShell.ts), shown
 * until the app's own shell replaces it. Here the app's scripts never arrive, so the test sees that shell as a
 * visitor on a slow line does.
 */
import type { Page } from "@playwright/test";
import type { CustomerSession } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";

/** The customer's /dashboard with none of the app's scripts: its prerendered shell. */
async function shellWithoutTheApp(page: Page, customer: CustomerSession) {
  await signInCustomer(page, customer);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  return page.locator("#prerendered-shell");
}

test("the prerendered /dashboard shell shows still skeletons that start to pulse after a second", async ({
  page,
  customer,
}) => {
  const shell = await shellWithoutTheApp(page, customer);
  await expect(shell.getByText("We are updating our TikTok services", { exact: false })).toBeVisible();
  const skeletons = shell.locator('[data-slot="skeleton"]');
  expect(await skeletons.count()).toBeGreaterThan(0);
  for (const skeleton of await skeletons.all()) {
    const animation = await skeleton.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, delay: style.animationDelay };
    });
    expect(animation).toEqual({ name: "pulse", delay: "1s" });
  }
});

/** How many times the page has fetched (or taken from cache) Inter's Latin Extended file. */
const latinExtendedFetches = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("inter-latin-ext")).length,
  );

test("the shell shows no currency and preloads only the Latin font; the gate loads the app's Latin Extended (₦) without waiting for the app", async ({
  page,
  customer,
}) => {
  const shell = await shellWithoutTheApp(page, customer);
  await expect(shell.locator('[data-slot="currency-switcher-placeholder"]')).toBeVisible();
  await expect(shell).not.toContainText(/NGN|₦/);

  const html = await (await page.request.get("/dashboard")).text();
  const preloadedFonts = [...html.matchAll(/rel="preload" as="font"[^>]*href="\/assets\/(inter-[a-z-]+)-wght/g)];
  expect(preloadedFonts.map((match) => match[1])).toEqual(["inter-latin"]);
  // The app never runs here: the gate asked for the app's text in the text family.
  await expect.poll(() => latinExtendedFetches(page)).toBe(1);
});

test("the app's ₦ uses the Latin Extended file the gate loaded: one fetch, not a second for the stylesheet", async ({
  page,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard");
  await expect(page.getByRole("combobox", { name: "Display currency" })).toHaveText("₦ NGN");
  await page.evaluate(() => document.fonts.ready);
  expect(await latinExtendedFetches(page)).toBe(1);
});
