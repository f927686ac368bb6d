import type { Locator, Page } from "@playwright/test";
import type { Credentials } from "./api.ts";

/** Types a customer's username and password into the landing page's sign-in form; returns the form. */
export async function fillSignInForm(page: Page, credentials: Credentials): Promise<Locator> {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email or Username").fill(credentials.username);
  await form.getByLabel("Password", { exact: true }).fill(credentials.password);
  return form;
}

/** Signs an operator in through the admin sign-in form (email and password). */
export async function signInOperatorByForm(page: Page, credentials: Credentials): Promise<void> {
  await page.goto("/admin/login");
  const form = page.getByRole("form", { name: "Admin sign in" });
  await form.getByLabel("Email").fill(credentials.email);
  await form.getByLabel("Password", { exact: true }).fill(credentials.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}
