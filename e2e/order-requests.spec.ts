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

test("Order History keeps every column readable beside the sidebar at 1024, 1280 and 1440 px", async ({
  page,
  request,
  customer,
}) => {
  await fundThroughSandbox(request, customer.token, "1000");
  const { data: services } = await getJson<{ data: Service[] }>(request, "/api/services", customer.token);
  const service = services.find((candidate) => candidate.cancel === true);
  if (!service) throw new Error("the demo catalogue has no service that allows cancels");
  await postJson(request, "/api/orders", customer.token, {
    service_id: service.id,
    link: `https://instagram.com/p/${customer.credentials.username}-a-rather-long-post-address`,
    quantity: service.min_amount,
  });
  await signInCustomer(page, customer);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/dashboard/orders");
    await expect(page.getByRole("navigation", { name: "Dashboard" }), `${width} px: the sidebar is open`).toBeVisible();
    const table = page.getByRole("table", { name: "Orders" });
    await expect(table.getByRole("button", { name: /^Cancel order/ })).toBeVisible();
    // Whatever does not fit scrolls inside the table's own box: scrolled to its end, the last column and the
    // status badge are wholly inside it. Measured again until the table's layout settles (on a busy machine the
    // scroll can land before the last column has its final width); a real overflow still fails.
    const box = page.locator("[data-slot=table-container]").filter({ has: table });
    for (const part of [
      table.getByRole("columnheader", { name: "Remains" }),
      table.locator("[data-slot=badge]").first(),
    ]) {
      await expect
        .poll(async () => {
          await box.evaluate((element) => {
            element.scrollLeft = element.scrollWidth;
          });
          const [rect, frame] = await Promise.all([part.boundingBox(), box.boundingBox()]);
          if (!rect || !frame) return "not measurable";
          if (rect.x < frame.x - 1) return "left edge outside the card";
          if (rect.x + rect.width > frame.x + frame.width + 1) return "right edge outside the card";
          return "inside the card";
        }, `${width} px`)
        .toBe("inside the card");
    }
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
