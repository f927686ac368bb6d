import { getJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInCustomer } from "./support/session.ts";

interface Ticket {
  id: number;
  subject: string;
  messages: { message: string; attachments: { id: number; name?: string; filename?: string }[] }[];
}

test("a customer opens a support ticket with an attachment and finds it in the list", async ({
  page,
  request,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/support");
  const form = page.getByRole("form", { name: "Submit a Support Ticket" });
  const subject = `12345 speed up ${customer.credentials.username}`;

  await form.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(form.getByText("Subject is required")).toBeVisible();

  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Please speed up my order, it has been pending for a day.");
  await form.locator('input[type="file"]').setInputFiles({
    name: "receipt.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Payment receipt 12345\n"),
  });
  await expect(form.getByText("receipt.txt")).toBeVisible();
  await form.getByRole("button", { name: "Submit Ticket" }).click();

  const row = page.getByRole("table", { name: "Your Support Tickets" }).getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);

  const list = await getJson<{ data: { id: number; subject: string }[] }>(request, "/api/tickets", customer.token);
  const created = list.data.find((ticket) => ticket.subject === subject);
  expect(created, "the ticket is stored").toBeDefined();
  const thread = await getJson<Ticket>(request, `/api/tickets/${created?.id}`, customer.token);
  expect(thread.messages[0]?.attachments, "the attachment is stored with the first message").toHaveLength(1);
});
