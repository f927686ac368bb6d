/**
 * A child panel branded by its owner through its own admin area, then its landing and its customer dashboard as its
 * visitors see them: its name, colours, radius and texts, nothing of the parent's brand (no "Premium SMM" anywhere,
 * not even in the page's title), at 1280 and 375 px. Its own server with a frozen clock (the footer's year), whose
 * child panels answer at <name>.localhost (CHILD_PANEL_BASE_DOMAIN=localhost, support/server.ts).
 */
import { test as base, expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { activatedChildPanel } from "./support/childPanel.ts";
import { FROZEN_TIME, frozenServerFixture, settle } from "./support/frozen.ts";
import { watchProblems } from "./support/problems.ts";
import type { RunningServer } from "./support/server.ts";
import { signInCustomer } from "./support/session.ts";
import { expectToast, recordToasts } from "./support/toast.ts";

const OWNER = { username: "brandowner", password: "Owner1234" };
const PARENT_BRAND = /Premium SMM/;
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

const test = base.extend<object, { frozenServer: RunningServer; childUrl: string }>({
  frozenServer: frozenServerFixture,
  childUrl: [
    async ({ frozenServer }, use) => {
      await activatedChildPanel(frozenServer, "boostnaija.com", OWNER);
      await use(`http://boostnaija.localhost:${frozenServer.port}`);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ childUrl }, use) => use(childUrl),
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
});

/** Nothing of the parent's brand: not in the title or the head's tags, not on the page. */
async function expectOnlyTheChildsBrand(page: Page): Promise<void> {
  await expect(page).toHaveTitle("Boost Naija");
  expect(await page.locator("head").innerHTML()).not.toMatch(PARENT_BRAND);
  await expect(page.locator("body")).not.toContainText(PARENT_BRAND);
}

test.slow();
test.describe.configure({ mode: "serial" });

test("the owner brands the child panel in its admin area", async ({ page }) => {
  // The panel is made by the job queue within a moment of its activation. (Asked from the page: Chromium resolves
  // <name>.localhost to loopback, Node's resolver need not.)
  await page.goto("/favicon.svg");
  await expect
    .poll(() => page.evaluate(async () => (await fetch("/api/settings")).status), { timeout: 30_000 })
    .toBe(200);
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(OWNER.username);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin(\/dashboard)?$/);
  await page.goto("/admin/settings");

  const form = page.getByRole("form", { name: "Branding" });
  // A new child panel is named after its domain, in its order's currency; nothing of its parent's.
  await expect(form.getByRole("textbox", { name: /Panel name/ })).toHaveValue("boostnaija.com");
  await expect(form.getByRole("combobox", { name: "Default currency" })).toContainText("USD");
  await form.getByRole("textbox", { name: /Panel name/ }).fill("Boost Naija");
  await form.getByRole("textbox", { name: "Primary colour", exact: true }).fill("#047857");
  await form.getByRole("textbox", { name: "Corner radius (rem)" }).fill("1");
  await form.getByRole("textbox", { name: "Landing headline" }).fill("Grow faster in Lagos");
  await form.getByRole("textbox", { name: "Landing sub-headline" }).fill("Followers and views for Nigerian creators.");
  await form.getByRole("button", { name: "Save branding" }).click();
  await expectToast(page, "Settings saved");
});

test("its landing shows its brand at 1280 and 375 px", async ({ page }) => {
  await page.clock.setFixedTime(FROZEN_TIME);
  // The page the server rewrote for the brand hydrates as sent, its scripts allowed by the policy.
  const problems = watchProblems(page);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await settle(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grow faster in Lagos");
    await expect(page.getByRole("contentinfo")).toHaveText("© 2026 Boost Naija. All rights reserved.");
    await expect(page.getByRole("button", { name: "Sign in" })).toHaveCSS("background-color", "rgb(4, 120, 87)");
    await expectOnlyTheChildsBrand(page);
    await expect.soft(page).toHaveScreenshot(`landing-${viewport.width}.png`, { fullPage: true });
    await expectNoAxeViolations(page, { soft: true });
  }
  expect(problems).toEqual([]);
});

test("its customer dashboard shows its brand at 1280 and 375 px", async ({ page }) => {
  await page.clock.setFixedTime(FROZEN_TIME);
  await page.goto("/favicon.svg");
  // A customer of the child panel (signed up there, through its API); the server is this run's own, so the name can
  // be fixed (the header's layout, and so the screenshot, depends on its length).
  const credentials = { username: "chieze", email: "chi@example.test", password: "Secret123" };
  const session = await page.evaluate(async (credentials) => {
    const response = await fetch("/api/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...credentials,
        first_name: "Chi",
        last_name: "Eze",
        password_confirmation: credentials.password,
      }),
    });
    return response.json();
  }, credentials);
  await signInCustomer(page, session);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard");
    await settle(page);
    if (viewport.width >= 1024) await expect(page.locator("[data-slot=sidebar-header]")).toHaveText("Boost Naija");
    await expectOnlyTheChildsBrand(page);
    await expect.soft(page).toHaveScreenshot(`dashboard-${viewport.width}.png`, { fullPage: true });
    await expectNoAxeViolations(page, { soft: true });
  }
});

test("its landing arrives with its brand before any script runs (JavaScript off) at 1280 and 375 px", async ({
  browser,
  childUrl,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: childUrl, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      const response = await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grow faster in Lagos");
      await expect(page.getByRole("button", { name: "Sign in" })).toHaveCSS("background-color", "rgb(4, 120, 87)");
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Boost Naija");
      await expectOnlyTheChildsBrand(page);
      // Every inline script carries the answer's nonce, the only one the policy allows.
      const nonce = /'nonce-([^']+)'/.exec((await response?.allHeaders())?.["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const html = (await response?.text()) ?? "";
      expect(html.match(/<script[^>]*>/g)?.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`child-landing-nojs-${viewport.width}.png`), fullPage: true });
    }
  } finally {
    await context.close();
  }
});
