/**
 * Issue 17: "a failed order is re-sent to a second provider from the queue". The first provider refuses every
 * forward; once the job has spent its retries the order is in Needs attention with the provider's error, and the
 * operator sends it to a second provider under that provider's service id.
 */
import { type FakeProvider, startFakeProvider } from "../packages/server/src/testing/fake-provider/index.ts";
import { adminSession, fundThroughSandbox, postJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAdmin } from "./support/session.ts";

let failing: FakeProvider;
let backup: FakeProvider;
test.beforeAll(async () => {
  failing = await startFakeProvider();
  backup = await startFakeProvider();
});
test.afterAll(async () => {
  await failing?.close();
  await backup?.close();
});

test("a failed order is re-sent to a second provider from the queue", async ({ page, request, customer }) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const suffix = customer.credentials.username;
  const first = await postJson<{ id: number }>(request, "/api/admin/providers", admin.token, {
    name: `Failing ${suffix}`,
    url: failing.url,
    key: failing.key,
  });
  await postJson(request, "/api/admin/providers", admin.token, {
    name: `Backup ${suffix}`,
    url: backup.url,
    key: backup.key,
  });
  // Its own category, last in the catalogue, so other tests' pages do not change.
  const category = await postJson<{ id: number }>(request, "/api/admin/categories", admin.token, {
    title: `E2E ${suffix}`,
    platform: "youtube",
    icon: "youtube",
    sortOrder: 9999,
  });
  await postJson(request, `/api/admin/providers/${first.id}/import`, admin.token, {
    category_id: category.id,
    markup_percent: "50",
    currency_rate: "1500",
    services: ["101"],
  });
  failing.behave("add", "no-funds");
  const services = (await (await request.get(`/api/services?category_id=${category.id}`)).json()) as {
    data?: { id: number; service_title: string }[];
  };
  const imported = (services.data ?? []).find((service) => service.service_title === "Followers HQ");
  expect(imported, "the imported service is in the catalogue").toBeDefined();
  await fundThroughSandbox(request, customer.token, "10000");
  const link = `https://youtube.com/@${suffix}`;
  await postJson(request, "/api/orders", customer.token, { service_id: imported?.id, link, quantity: 100 });

  await signInAdmin(page, admin);
  await page.goto("/admin/attention");
  await expect(page.getByRole("heading", { level: 1, name: "Needs attention" })).toBeVisible();
  const card = page.locator('[data-slot="attention-order"]').filter({ hasText: suffix });
  // Every retry fails (the e2e server retries quickly); then the order is in the queue with the provider's error.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText("Forward failed")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(card.getByText(/Not enough funds on balance/)).toBeVisible();

  await card.getByRole("button", { name: "Send to another provider" }).click();
  await card.getByRole("combobox", { name: "Provider" }).click();
  await page.getByRole("option", { name: `Backup ${suffix}` }).click();
  await card.getByRole("textbox", { name: /Provider's service id/ }).fill("101");
  await card.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText(/is queued for the other provider/)).toBeVisible();

  // The backup provider receives the order once, under its own service id; the order leaves the queue.
  await expect
    .poll(() => backup.requests.filter((r) => r.action === "add" && r.link === link).length, { timeout: 20_000 })
    .toBe(1);
  expect(backup.requests.find((r) => r.action === "add" && r.link === link)).toMatchObject({
    service: "101",
    quantity: "100",
  });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Needs attention" })).toBeVisible();
    await expect(card).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
