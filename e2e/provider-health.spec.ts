/**
 * A provider out of funds: its forwards fail, so it shows unhealthy (with the provider's error and since when), the
 * sidebar's status names it, and the operator is alerted (mails in the outbox) for the failure and the low balance.
 */
import { type FakeProvider, startFakeProvider } from "../packages/server/src/testing/fake-provider/index.ts";
import { adminSession, fundThroughSandbox, postJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAdmin } from "./support/session.ts";

let fake: FakeProvider;
test.beforeAll(async () => {
  fake = await startFakeProvider();
});
test.afterAll(async () => {
  await fake?.close();
});

test("a provider out of funds raises an alert and shows unhealthy", async ({ page, request, customer }) => {
  const admin = await adminSession(request);
  const name = `Upstream ${customer.credentials.username}`;
  const provider = await postJson<{ id: number }>(request, "/api/admin/providers", admin.token, {
    name,
    url: fake.url,
    key: fake.key,
  });
  // Its own category, last in the catalogue, so other tests' pages do not change.
  const category = await postJson<{ id: number }>(request, "/api/admin/categories", admin.token, {
    title: `E2E ${customer.credentials.username}`,
    platform: "youtube",
    icon: "youtube",
    sortOrder: 9999,
  });
  await postJson(request, `/api/admin/providers/${provider.id}/import`, admin.token, {
    category_id: category.id,
    markup_percent: "50",
    currency_rate: "1500",
    services: ["101"],
  });
  const patched = await request.patch(`/api/admin/providers/${provider.id}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { low_balance_threshold: "100" },
  });
  expect(patched.ok()).toBe(true);

  // The provider runs out of money: it refuses orders and its balance is below the operator's threshold.
  fake.behave("add", "no-funds");
  fake.balance = "3.5000";
  const services = (await (await request.get(`/api/services?category_id=${category.id}`)).json()) as {
    data?: { id: number; service_title: string }[];
  };
  const imported = (services.data ?? []).find((service) => service.service_title === "Followers HQ");
  expect(imported, "the imported service is in the catalogue").toBeDefined();
  await fundThroughSandbox(request, customer.token, "10000");
  await postJson(request, "/api/orders", customer.token, {
    service_id: imported?.id,
    link: `https://youtube.com/@${customer.credentials.username}`,
    quantity: 100,
  });

  await signInAdmin(page, admin);
  await page.goto("/admin/api-providers");
  const row = page.getByRole("row").filter({ hasText: name });
  // The worker forwards within a second or two; the list shows what it recorded.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText("Not enough funds on balance")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText("Degraded")).toBeVisible();
  await expect(row.getByText(/^since /)).toBeVisible();

  // A balance check reads the new balance: below the threshold.
  await row.getByRole("button", { name: `Check ${name}` }).click();
  await expect(row.getByText("Below 100.00 USD")).toBeVisible();
  await expect(row.getByText("3.50 USD")).toBeVisible();

  // The alerts on the providers page: one for the failure, one for the low balance, unread.
  await expect(page.getByText(`Provider ${name} is failing`)).toBeVisible();
  await expect(page.getByText(`Provider ${name} balance is low: 3.5000 USD`)).toBeVisible();

  // The sidebar reports the provider, not 'All systems operational'.
  const status = page.locator('[data-slot="admin-system-status"]');
  await expect(status).toContainText(`Provider ${name} is degraded: Not enough funds on balance`);

  // One mail per alert in the outbox (no SMTP here), whatever the number of failed attempts.
  const outbox = (await (
    await request.get(`/api/admin/mail/outbox?search=${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    })
  ).json()) as { data: { subject: string }[] };
  expect(outbox.data.map((mail) => mail.subject).sort()).toEqual([
    `Provider ${name} balance is low: 3.5000 USD`,
    `Provider ${name} is failing`,
  ]);
  await page.goto("/admin/send-mail");
  await expect(page.getByText(`Provider ${name} is failing`)).toBeVisible();
});
