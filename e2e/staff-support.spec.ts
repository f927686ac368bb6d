/**
 * Issue 36: a support agent can work. Signed in with the "support" role, they open a customer's order (no read of
 * the order's page is refused: no 403 in the console) and download the file the customer attached to a ticket.
 */
import { readFile } from "node:fs/promises";
import { adminSession, fundThroughSandbox, invitedStaff, postJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { watchProblems } from "./support/problems.ts";
import { signInOperatorByForm } from "./support/signInForm.ts";

// A 1×1 PNG: tickets take images and PDFs, checked by their content.
const SCREENSHOT = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a support agent opens a customer's order and downloads their ticket attachment", async ({
  page,
  request,
  customer,
}) => {
  const agent = await invitedStaff(request, await adminSession(request), "support");
  await fundThroughSandbox(request, customer.token, "1000");
  const order = await postJson<{ id: number }>(request, "/api/orders", customer.token, {
    service_id: 1,
    link: `https://instagram.com/${customer.credentials.username}`,
    quantity: 100,
  });
  const subject = `Order ${order.id} stuck ${customer.credentials.username}`;
  const opened = await request.post("/api/tickets", {
    headers: { Authorization: `Bearer ${customer.token}` },
    multipart: {
      subject,
      message: "It has not started; here is what I see.",
      file: { name: "shot.png", mimeType: "image/png", buffer: SCREENSHOT },
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const ticket = (await opened.json()) as { id: number };

  const problems = watchProblems(page);
  await signInOperatorByForm(page, agent);
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.id}` })).toBeVisible();
  await expect(page.getByRole("form", { name: "Change status" })).toBeVisible();
  await expect(page.getByText(/Could not load/)).toHaveCount(0);

  await page.goto("/admin/support");
  await page.getByRole("searchbox", { name: "Search support" }).fill(subject);
  await page.getByRole("button", { name: `Open ticket ${ticket.id}` }).click();
  const thread = page.getByRole("dialog", { name: `Ticket ${ticket.id}` });
  const downloading = page.waitForEvent("download");
  await thread.getByRole("button", { name: "shot.png" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("shot.png");
  const saved = await download.path();
  expect((await readFile(saved)).equals(SCREENSHOT), "the file downloaded is the one attached").toBe(true);

  // Every read the agent's screens made was allowed.
  expect(problems.filter((problem) => /\b403\b|Forbidden|does not allow/.test(problem))).toEqual([]);
});
