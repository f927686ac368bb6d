/**
 * Issue 37: a child panel's owner copies the parent's catalogue in one step from API Providers (every category with
 * its services, at a 30 % markup, after a preview), and finds each service at the parent's price × 1.3 by the domain's
 * resale rule; the parent's operator then changes a price, the owner syncs, and the summary names the re-priced
 * service. On the main panel, "Your child panels" links the panel, its admin sign-in and its temporary address.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { resaleUnitPrice } from "../packages/domain/src/money/pricing.ts";
import { getJson, postJson } from "./support/api.ts";
import { type ChildApi, runningChildPanel } from "./support/childPanel.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectToast } from "./support/toast.ts";

type RemoteService = { name: string; category: string; rate: string };
type CopiedService = { title: string; category: string; price: string };

/** Every service of the child's admin list (paged by 100). */
async function childServices(child: ChildApi, owner: string): Promise<CopiedService[]> {
  const all: CopiedService[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await child.get<{ data: CopiedService[] }>(`/api/admin/services?per_page=100&page=${page}`, owner);
    all.push(...data);
    if (data.length < 100) return all;
  }
}

/**
 * A screenshot at `width` px of the page (or of `part` alone: the app's layout scrolls inside, so a full-page shot
 * would stop at the viewport), attached to the report and kept in test-results to look at.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, width: number, part?: Locator) {
  await page.setViewportSize({ width, height: 900 });
  const path = testInfo.outputPath(`${name}-${width}.png`);
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path });
  await testInfo.attach(`${name} at ${width} px`, { path, contentType: "image/png" });
}

test("the owner copies the parent's catalogue in one step, and a parent price change reaches it by a sync", async ({
  page,
  request,
  customer,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const panel = await runningChildPanel(page, request, customer, { baseURL, prefix: "catalogue" });
  const { child, owner, operator } = panel;

  // A service of the parent's own, so that its price change is this test's alone.
  const { data: parentCategories } = await getJson<{ data: Array<{ id: number; title: string }> }>(
    request,
    "/api/admin/categories",
    operator.token,
  );
  const category = parentCategories.find((row) => row.title === "TikTok Likes") ?? parentCategories[0];
  const title = `Catalogue copy check ${panel.domain}`;
  const created = await postJson<{ id: number }>(request, "/api/admin/services", operator.token, {
    categoryId: category?.id,
    title,
    ratePer1000: "10.00",
    minAmount: 10,
    maxAmount: 10000,
    deliveryTime: "0-1 hours",
  });

  // On the child: API Providers, the parent's catalogue, all categories at 30 %, previewed, in one action.
  await page.goto(`${panel.url}/admin/api-providers`);
  await page.getByRole("button", { name: "Copy the parent's catalogue" }).click();
  const dialog = page.getByRole("dialog", { name: "Copy the parent's catalogue" });
  await expect(dialog.getByRole("checkbox", { name: /^All categories/ })).toBeChecked();
  await expect(dialog.getByRole("status")).toContainText(/^Copies \d+ services into \d+ categories \(\d+ new\)\.$/);
  await dialog.getByLabel(/^Markup/).fill("30");
  for (const width of [1280, 375]) await shoot(page, testInfo, "copy-dialog", width);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Copy catalogue" }).click();
  await expectToast(page, " services copied, ");
  await expect(dialog).toBeHidden();

  // Every category and service of the parent, each at the parent's price × 1.3 (per 1000 → per unit, 4 places).
  const { data: providers } = await child.get<{ data: Array<{ id: number; name: string }> }>(
    "/api/admin/providers",
    owner,
  );
  const parent = providers[0] as { id: number; name: string };
  const { data: remote } = await child.get<{ data: RemoteService[] }>(
    `/api/admin/providers/${parent.id}/services`,
    owner,
  );
  const copied = new Map((await childServices(child, owner)).map((row) => [`${row.category}/${row.title}`, row]));
  expect(copied.size).toBeGreaterThanOrEqual(remote.length);
  for (const service of remote) {
    expect(copied.get(`${service.category}/${service.name}`)?.price, service.name).toBe(
      resaleUnitPrice(service.rate, "30"),
    );
  }
  expect(copied.get(`${category?.title}/${title}`)?.price).toBe("0.0130");
  // And on the owner's Services screen, in the parent's category, at 13.00 per 1000.
  await page.goto(`${panel.url}/admin/show-services`);
  await page.getByPlaceholder("Search by ID or name...").fill(title);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText(category?.title ?? "");
  await expect(row).toContainText("13.00");

  // The parent's operator raises the price; the owner syncs, and the summary names the re-priced service.
  const raised = await request.patch(`/api/admin/services/${created.id}`, {
    headers: { Authorization: `Bearer ${operator.token}` },
    data: { ratePer1000: "12.00" },
  });
  expect(raised.ok()).toBe(true);
  await page.goto(`${panel.url}/admin/api-providers`);
  await page.getByRole("button", { name: `Sync ${parent.name}` }).click();
  const summary = page.getByRole("dialog", { name: `Synced with ${parent.name}` });
  await expect(summary).toContainText(/Re-priced: [1-9]/);
  await expect(summary.getByRole("definition").filter({ hasText: title })).toBeVisible();
  await shoot(page, testInfo, "sync-summary", 1280);
  const synced = new Map((await childServices(child, owner)).map((row) => [row.title, row]));
  expect(synced.get(title)?.price).toBe(resaleUnitPrice("12.00", "30"));

  // On the main panel, the owner's list: the panel, its admin sign-in and its temporary address.
  await page.goto("/dashboard/child-panel");
  const card = page.getByRole("listitem", { name: panel.domain });
  await expect(card.getByRole("link", { name: /Admin sign-in/ })).toHaveAttribute(
    "href",
    new RegExp(`^https?://${panel.domain.replace(".", "\\.")}(:\\d+)?/admin/login$`),
  );
  await expect(card.getByRole("link", { name: panel.host })).toHaveAttribute("href", panel.url);
  await expect(card.getByText("Domain and certificate")).toBeVisible();
  const list = page.getByRole("region", { name: "Your child panels" });
  for (const width of [1280, 375]) await shoot(page, testInfo, "child-panel-list", width, list);
});
