/**
 * Two-factor sign-in end to end, on a server of its own: turning it on for the demo owner would stop every other
 * spec's sign-in on the shared server (their API sign-ins would get the code step).
 */
import { test as base, expect } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEMO_ADMIN } from "./support/api.ts";
import { type RunningServer, startBuiltServer } from "./support/server.ts";
import { recordToasts } from "./support/toast.ts";

const test = base.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startBuiltServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
});

const WRONG_CODE = "That code is not right or has expired. Enter the current code from your authenticator app.";

test("the demo owner turns on two-factor sign-in, then signs in with a code from an authenticator", async ({
  page,
}) => {
  await page.goto("/admin/login");
  const signIn = page.getByRole("form", { name: "Admin sign in" });
  await signIn.getByLabel("Email").fill(DEMO_ADMIN.email);
  await signIn.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The profile: scan (here: read) the key, confirm with the password and the app's code.
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = ((await page.getByTestId("two-factor-key").textContent()) ?? "").replace(/\s/g, "");
  const authenticator = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" });
  // The password again: a session left open alone cannot turn it on.
  const confirm = page.getByRole("form", { name: "Confirm with your password and a code" });
  await confirm.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO_ADMIN.password);
  await confirm.getByRole("textbox", { name: /Code from the app/ }).fill(authenticator.generate());
  await confirm.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "I saved them" }).click();
  await expect(page.getByText(/Recovery codes left/)).toHaveText("Recovery codes left: 10 of 10");

  // Sign out, then in again: the password leads to the code step, not to the panel.
  await page.getByRole("button", { name: "admin System Administrator" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn.getByLabel("Email").fill(DEMO_ADMIN.email);
  await signIn.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  const codeStep = page.getByRole("form", { name: "Two-factor sign-in" });
  await expect(codeStep).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();

  await codeStep.getByLabel("Authentication code").fill("000000");
  await codeStep.getByRole("button", { name: "Verify" }).click();
  await expect(codeStep.getByRole("alert")).toHaveText(WRONG_CODE);
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The code that turned it on was spent: the app's next code (one step ahead is accepted) signs in.
  await codeStep.getByLabel("Authentication code").fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await codeStep.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
