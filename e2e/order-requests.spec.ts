import { currentUser, fundThroughSandbox, getJson, postJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";
import { expectToast } from "./support/toast.ts";

/** GET /api/order-requests: the part this test reads. */
interface OrderRequestSummary {
  cancel: { available: boolean; latest: { status: string } | null };
}

interface Service {
  id: number;
  service_title: string;
  min_amount: number;
  cancel?: boolean;
}

test("a customer cancels a pending order of a cancellable demo service and sees the request's state", async ({
  page,
  request,
  customer,
}) => {
  await fundThroughSandbox(request, customer.token, "1000");
  const { data: services } = await getJson<{ data: Service[] }>(request, "/api/services", customer.token);
  const service = services.find((candidate) => candidate.cancel === true);
  expect(service, "the demo catalogue has a service that allows cancels").toBeDefined();
  if (!service) return;
  const link = `https://instagram.com/${customer.credentials.username}`;
  const order = await postJson<{ id: number; status: string }>(request, "/api/orders", customer.token, {
    service_id: service.id,
    link,
    quantity: service.min_amount,
  });
  expect(order.status).toBe("pending");
  const balance = (await currentUser(request, customer.token)).balance;

  await signInCustomer(page, customer);
  await page.goto("/dashboard/orders");
  const row = page.getByRole("table", { name: "Orders" }).getByRole("row").filter({ hasText: link });
  await row.getByRole("button", { name: `Cancel order ${order.id}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${order.id}?` });
  await expect(dialog).toContainText("refunded to your balance in full");
  await dialog.getByRole("button", { name: "Cancel order" }).click();

  await expectToast(page, `Cancel requested for order #${order.id}`);
  await expect(row.getByText("Cancel requested")).toBeVisible();
  await expect(row.getByRole("button", { name: `Cancel order ${order.id}` })).toHaveCount(0);

  // The demo service has no provider: the request waits for the operator, and nothing is refunded yet.
  const { data } = await getJson<{ data: OrderRequestSummary[] }>(
    request,
    `/api/order-requests?order_ids=${order.id}`,
    customer.token,
  );
  expect(data[0]?.cancel).toMatchObject({ available: false, latest: { status: "pending" } });
  expect((await currentUser(request, customer.token)).balance).toBe(balance);

  // After a reload the row still shows the request, read from the server.
  await page.reload();
  await expect(row.getByText("Cancel requested")).toBeVisible();
});
