import type { Locator, Page } from "@playwright/test";

/** The value of the stat card labelled `label` (the kit's StatCard marks its parts with data-slot). */
export function statValue(page: Page, label: string): Locator {
  return page
    .locator('[data-slot="stat-card"]')
    .filter({ has: page.locator('[data-slot="stat-card-label"]').getByText(label, { exact: true }) })
    .locator('[data-slot="stat-card-value"]');
}
