import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";
import { statValue } from "./support/stat-card.ts";

/**
 * Issue 34: the Services page lists every service, not only the new and recommended ones. A newcomer finds any of
 * the 75 demo services by its name or its id, on a laptop and on a phone.
 */

type DemoService = { id: number; service_title: string; type?: string };

const DEMO_IDS = Array.from({ length: 75 }, (_, index) => index + 1);

/** The demo catalogue as the API lists it: every enabled service, by id. */
async function demoServices(page: Page): Promise<DemoService[]> {
  const response = await page.request.get("/api/services");
  return (await response.json()).data;
}

const search = (page: Page) => page.getByRole("searchbox", { name: "Search services" });
const priceList = (page: Page) => page.getByRole("table", { name: "All Services" });
const listedIds = (page: Page) =>
  priceList(page)
    .locator("[data-service-id]")
    .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.serviceId)));

/** Types `text` in the search box; the price list shows `service`'s row, with its name. */
async function findsBy(page: Page, text: string, service: DemoService) {
  await search(page).fill(text);
  const row = priceList(page).locator(`[data-service-id="${service.id}"]`);
  // Once the search has narrowed the list (rows are updated in place as the results change), it is on the page.
  await expect(row).toContainText(service.service_title);
  // The list is virtualised: rows above it are measured as they are drawn, which can move it after a scroll, so
  // scroll again until it stays on screen, as a reader would.
  await expect(async () => {
    await row.scrollIntoViewIfNeeded();
    await expect(row).toBeInViewport({ timeout: 1000 });
  }).toPass();
}

async function checkFindsEveryService(page: Page) {
  // Other specs share this server and may have added services: the 75 demo services are among them.
  const services = await demoServices(page);
  expect(services.map((service) => service.id)).toEqual(expect.arrayContaining(DEMO_IDS));
  await expect(statValue(page, "Total Services")).toHaveText(String(services.length));
  // Nothing typed: every service is listed (new, recommended or neither), each once.
  await expect
    .poll(async () => (await listedIds(page)).sort((a, b) => a - b))
    .toEqual(services.map((s) => s.id).sort((a, b) => a - b));

  // The first services (not new, not recommended), one from the middle, a package, and the last.
  const byId = new Map(services.map((service) => [service.id, service]));
  for (const id of [1, 2, 14, 33, 61, 73, 75]) {
    const service = byId.get(id);
    if (!service) throw new Error(`demo service ${id} is missing`);
    await findsBy(page, String(id), service);
    await findsBy(page, service.service_title, service);
  }

  // Every "[Basic]" service, in whichever category.
  await search(page).fill("Basic");
  const basic = services.filter((service) => service.service_title.includes("Basic")).map((service) => service.id);
  expect(basic.filter((id) => id <= 75)).toHaveLength(12);
  await expect
    .poll(async () => (await listedIds(page)).sort((a, b) => a - b))
    .toEqual([...basic].sort((a, b) => a - b));

  // A package is priced per package, everything else per 1000.
  await search(page).fill("73");
  await expect(priceList(page).locator('[data-service-id="73"]')).toContainText("per package");
}

/** No element inside the catalogue scrolls on its own: its rows scroll with the page. */
async function expectNoScrollBox(page: Page) {
  const nested = await page.locator("[data-slot=services-catalogue]").evaluate(
    (root) =>
      [...root.querySelectorAll("*")].filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (overflowY === "auto" || overflowY === "scroll") && element.scrollHeight > element.clientHeight + 1;
      }).length,
  );
  expect(nested).toBe(0);
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${width} px a visitor finds any of the 75 demo services on /services by its name or id`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/services");
    await expect(priceList(page)).toBeVisible();
    await expectNoScrollBox(page);
    await checkFindsEveryService(page);
  });
}

test("a signed-in customer finds a service that is neither new nor recommended on /dashboard/services", async ({
  page,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/services");
  const [service] = await demoServices(page);
  if (!service) throw new Error("no demo service");
  await expect(
    page.getByRole("table", { name: "NEW SERVICES" }).locator(`[data-service-id="${service.id}"]`),
  ).toHaveCount(0);
  await expectNoScrollBox(page);
  await findsBy(page, service.service_title, service);
  await findsBy(page, String(service.id), service);
});
