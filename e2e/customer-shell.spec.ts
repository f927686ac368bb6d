/**
 * A customer page arrives with its shell prerendered (packages/app/scripts/prerenderCustomerShell.ts), shown
 * until the app's own shell replaces it. Here the app's scripts never arrive, so the test sees that shell as a
 * visitor on a slow line does.
 */
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";

test("the prerendered /dashboard shell shows still skeletons that start to pulse after a second", async ({
  page,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/dashboard");
  const shell = page.locator("#prerendered-shell");
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
