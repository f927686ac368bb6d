import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

test("an unknown address shows the not-found page with a way back home", async ({ page }) => {
  await page.goto("/no-such-page/at-all");
  await expect(page.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
  await expect(page).toHaveTitle("Premium SMM Services");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});
