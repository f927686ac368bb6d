import { adminSession } from "./support/api.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAdmin } from "./support/session.ts";

test("an unknown address shows the not-found page with a way back home", async ({ page }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
  await expect(page).toHaveTitle("Premium SMM Services");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an address in the admin area that is no screen shows its not-found page with a way to the dashboard", async ({
  page,
  request,
}) => {
  await signInAdmin(page, await adminSession(request));
  await page.goto("/admin/no-such-screen");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the admin sign-in and password reset pages pass the page checks", async ({ page }) => {
  for (const path of ["/admin/login", "/admin/reset-password?token=abc"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
