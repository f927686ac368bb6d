import { adminSession, currentUser } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInAdmin, signInCustomer } from "./support/session.ts";
import { expectToast } from "./support/toast.ts";

test("a customer submits a bank transfer; the operator approves it once and the balance follows", async ({
  page,
  request,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/add-funds");
  const form = page.getByRole("form", { name: "Add Funds" });
  // Demo mode labels its payments.
  await expect(page.getByText("Demo payment: no money moves")).toBeVisible();
  await form.getByRole("radio", { name: "Manual bank transfer" }).check();
  await expect(form.getByText(/Demo Bank plc · Account number 0123456789/)).toBeVisible();
  await form.getByLabel("Amount (NGN)").fill("5000");
  const reference = `E2E/${customer.credentials.username.slice(-8)}`;
  await form.getByRole("textbox", { name: "Transfer reference" }).fill(reference);
  await form.getByRole("button", { name: "Submit transfer" }).click();
  await expect(page.getByText("Transfer submitted")).toBeVisible();
  expect((await currentUser(request, customer.token)).balance).toBe("0.00");

  await signInAdmin(page, await adminSession(request));
  // Every status: the row stays on screen once approved.
  await page.goto(`/admin/deposits?status=all&search=${encodeURIComponent(reference)}`);
  const row = page.getByRole("row").filter({ hasText: `Ref. ${reference}` });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Approve: bank transfer BTR-/ }).click();
  const dialog = page.getByRole("dialog", { name: /Approve the bank transfer of ₦5,000\.00 from / });
  await dialog.getByRole("button", { name: "Approve and credit" }).click();
  await expectToast(page, "approved and credited");
  await expect(row.getByText("Completed")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
  expect((await currentUser(request, customer.token)).balance).toBe("5000.00");
});
