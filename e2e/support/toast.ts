import { expect, type Page } from "@playwright/test";

/** Waits for a toast with exactly `message` and checks it sits in the top-right corner (spec §8). */
export async function expectToast(page: Page, message: string): Promise<void> {
  const toast = page.getByRole("alert").filter({ hasText: message });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport, "toast and viewport are measurable").toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x + box.width / 2, "toast is on the right half").toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2, "toast is on the top half").toBeLessThan(viewport.height / 2);
}
