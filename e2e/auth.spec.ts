import { uniqueCredentials } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";
import { CUSTOMER_KEYS, signInCustomer, storedSession } from "./support/session.ts";
import { fillSignInForm } from "./support/signInForm.ts";
import { expectToast } from "./support/toast.ts";

test("a visitor signs up, seeing each field's first message only, and lands on the dashboard", async ({ page }) => {
  const { username, email, password } = uniqueCredentials("signup");
  await page.goto("/signup");
  const form = page.getByRole("form", { name: "Create an account" });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const submit = form.getByRole("button", { name: "Create account" });

  await submit.click();
  await expect(field("Username")).toHaveAccessibleDescription("Username is required");
  await expect(field("Email")).toHaveAccessibleDescription("Email is required");
  await expect(field("First name")).toHaveAccessibleDescription("First name is required");
  await expect(field("Last name")).toHaveAccessibleDescription("Last name is required");
  await expect(field("Password")).toHaveAccessibleDescription("Password is required");
  await expect(field("Confirm password")).toHaveAccessibleDescription("Please confirm your password");

  // Each rule in turn: the next message appears only when the previous one is satisfied.
  await field("Username").fill("ab");
  await field("Email").fill("not-an-email");
  await field("First name").fill("A");
  await field("Password").fill("abc");
  await field("Confirm password").fill("x");
  await submit.click();
  await expect(field("Username")).toHaveAccessibleDescription("Username must be at least 3 characters");
  await expect(field("Email")).toHaveAccessibleDescription("Email must be a valid email");
  await expect(field("First name")).toHaveAccessibleDescription("First name must be at least 2 characters");
  await expect(field("Password")).toHaveAccessibleDescription("Password must be at least 6 characters");
  await expect(field("Confirm password")).toHaveAccessibleDescription("Passwords must match");

  await field("Password").fill("abcdef");
  await expect(field("Password")).toHaveAccessibleDescription(
    "Password must have at least one lowercase, one uppercase, and one number",
  );

  await field("Username").fill(username);
  await field("Email").fill(email);
  await field("First name").fill("Ada");
  await field("Last name").fill("Lovelace");
  await field("Password").fill(password);
  await field("Confirm password").fill(password);
  await submit.click();

  await expectToast(page, "Account created successfully!");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: `${username} Premium Member` })).toBeVisible();
});

test("sign-in shows only the first error at a time", async ({ page, customer }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Sign in" });
  const login = form.getByLabel("Email or Username");
  const password = form.getByLabel("Password", { exact: true });
  const submit = form.getByRole("button", { name: "Sign in" });

  await submit.click();
  await expect(form.getByText("Email or Username is required")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeHidden();

  await login.fill("ab");
  await submit.click();
  await expect(form.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeHidden();

  await login.fill(customer.credentials.username);
  await submit.click();
  await expect(form.getByText("Password is required")).toBeVisible();

  await password.fill("weak");
  await submit.click();
  await expect(form.getByText("Incorrect login details")).toBeVisible();

  await password.fill(customer.credentials.password);
  await submit.click();
  await expectToast(page, "Login successful!");
  await expect(page).toHaveURL(/\/dashboard$/);
});

for (const remember of [true, false]) {
  test(`remember me ${remember ? "on keeps" : "off ends"} the session when the browser restarts`, async ({
    page,
    browser,
    baseURL,
    customer,
  }) => {
    await page.goto("/");
    const form = await fillSignInForm(page, customer.credentials);
    await form.getByLabel("Remember me").setChecked(remember);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const stored = await storedSession(page, CUSTOMER_KEYS);
    expect(stored.local !== null, "token in localStorage").toBe(remember);
    expect(stored.session !== null, "token in sessionStorage").toBe(!remember);

    // A new browser context with the saved storage state is the browser after a restart: sessionStorage is gone.
    const restarted = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    const again = await restarted.newPage();
    await again.goto("/dashboard");
    if (remember) {
      await expect(again).toHaveURL(/\/dashboard$/);
      await expect(
        again.getByRole("button", { name: `${customer.credentials.username} Premium Member` }),
      ).toBeVisible();
    } else {
      await expect(again).toHaveURL(/\/$/);
      await expect(again.getByRole("form", { name: "Sign in" })).toBeVisible();
    }
    await restarted.close();
  });
}

test("logging out clears the session, says so, and /dashboard then sends the visitor to /", async ({
  page,
  customer,
}) => {
  await signInCustomer(page, customer);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: `${customer.credentials.username} Premium Member` }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();

  await expectToast(page, "Logged out successfully");
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page, CUSTOMER_KEYS)).toEqual({ local: null, session: null });

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("a session the server no longer accepts logs the customer out cleanly", async ({ page, request, customer }) => {
  await signInCustomer(page, customer);
  // Revoke the token behind the browser's back, as an expiry or a sign-out elsewhere would.
  const revoked = await request.post("/api/logout", { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(revoked.ok()).toBe(true);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  expect(await storedSession(page, CUSTOMER_KEYS)).toEqual({ local: null, session: null });
  // One clean exit: no pile of failure toasts from every query that hit the 401.
  await expect(page.getByRole("alert").filter({ hasText: /^Failed to fetch/ })).toHaveCount(0);
});
