/**
 * The storefront an operator owns (Settings → Storefront): the main panel's operator edits its hero, a question of its
 * FAQ, its support hours, its banner and its terms, and sees them on the public landing, the terms page and the
 * customer's Support page; a child panel's owner writes theirs, and the main panel's stays as it was. Pictures of the
 * editor and the edited storefront, main and child, at 1280 and 375 px go to test-results (looked at by a person,
 * not compared). Its own server (the edits would change other specs' pages), child panels at <name>.localhost.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { adminSession, registerCustomer } from "./support/api.ts";
import { activatedChildPanel } from "./support/childPanel.ts";
import { frozenServerFixture, settle } from "./support/frozen.ts";
import type { RunningServer } from "./support/server.ts";
import { signInAdmin, signInCustomer } from "./support/session.ts";
import { expectToast, recordToasts } from "./support/toast.ts";

const OWNER = { username: "shopowner", password: "Owner1234" };
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

const MAIN = {
  headline: "Followers for Lagos creators",
  question: "Do you need my password?",
  answer: "Never. We only need the public link of your profile or post.",
  hours: "Support hours: every day, 8AM to 10PM.",
  banner: "Eid sale: 10% off every Instagram service until Sunday.",
  terms: "Orders start once paid.\n\nRefills follow each service's own terms.",
};

const test = base.extend<object, { frozenServer: RunningServer; childUrl: string }>({
  frozenServer: frozenServerFixture,
  childUrl: [
    async ({ frozenServer }, use) => {
      await activatedChildPanel(frozenServer, "shopnaija.com", OWNER);
      await use(`http://shopnaija.localhost:${frozenServer.port}`);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ frozenServer }, use) => use(frozenServer.url),
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
});

/**
 * A picture at each width into this test's results folder: the whole page, or a part of it (the admin
 * and customer areas scroll inside their shells, so a page picture would stop at the window's height).
 */
async function shoot(page: Page, name: string, url: string, part?: (page: Page) => Locator): Promise<void> {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await settle(page);
    const path = test.info().outputPath(`${name}-${viewport.width}.png`);
    if (!part) {
      await page.screenshot({ path, fullPage: true });
      continue;
    }
    // A window as tall as the part, so none of it is cut off by the shell's scrolling.
    const height = await part(page).evaluate((element) => element.getBoundingClientRect().height);
    await page.setViewportSize({ width: viewport.width, height: Math.ceil(height) + 400 });
    await part(page).screenshot({ path });
  }
}

const storefrontForm = (page: Page) => page.getByRole("form", { name: "Storefront" });
/** The editor's card: its title, its description and the form. */
const storefrontCard = (page: Page) => page.locator('[data-slot="storefront-form"]');

test.slow();
test.describe.configure({ mode: "serial" });

test("the operator edits the main panel's storefront and sees it on the landing", async ({ page, request }) => {
  await signInAdmin(page, await adminSession(request));
  await page.goto("/admin/settings");
  const form = storefrontForm(page);
  // Demo mode seeds the spec's texts: the TikTok banner and the FAQ's questions.
  await expect(form.getByRole("textbox", { name: "Banner title" })).toHaveValue("Ongoing TikTok updates");

  // A bad value is told under its field, and nothing is saved.
  await form.getByRole("textbox", { name: "Question" }).first().fill("");
  await form.getByRole("button", { name: "Save storefront" }).click();
  await expect(form.getByText(/The question is required/)).toBeVisible();

  await form.getByRole("textbox", { name: "Question" }).first().fill(MAIN.question);
  await form.getByRole("textbox", { name: "Answer" }).first().fill(MAIN.answer);
  await form.getByRole("textbox", { name: "Banner title" }).fill("");
  await form.getByRole("textbox", { name: "Banner text" }).fill(MAIN.banner);
  await form.getByRole("textbox", { name: "Support hours" }).fill(MAIN.hours);
  await form.getByRole("textbox", { name: "Terms of service" }).fill(MAIN.terms);
  await form.getByRole("button", { name: "Save storefront" }).click();
  await expectToast(page, "Settings saved");

  const branding = page.getByRole("form", { name: "Branding" });
  await branding.getByRole("textbox", { name: "Landing headline" }).fill(MAIN.headline);
  await branding.getByRole("button", { name: "Save branding" }).click();
  await expectToast(page, "Settings saved");
  await shoot(page, "editor-main", "/admin/settings", storefrontCard);

  // The public landing, as a visitor sees it.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MAIN.headline);
  await page.getByRole("button", { name: MAIN.question }).click();
  await expect(page.getByText(MAIN.answer)).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Terms of service" })).toBeVisible();
  // Only the pages that exist are linked; the others are not found.
  await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveCount(0);
  await shoot(page, "landing-main", "/");

  await footer.getByRole("link", { name: "Terms of service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of service");
  await expect(page.getByText("Refills follow each service's own terms.")).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  // A customer sees the banner (and can close it) and the support hours.
  await signInCustomer(page, await registerCustomer(request));
  await page.goto("/dashboard/support");
  const banner = page.getByRole("status").filter({ hasText: MAIN.banner });
  await expect(banner).toBeVisible();
  await expect(page.getByText(MAIN.hours)).toBeVisible();
  await shoot(page, "support-main", "/dashboard/support", (page) => page.locator("main"));
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText(MAIN.banner)).toHaveCount(0);
});

test("a child panel's owner writes their own storefront; the main panel's is unchanged", async ({ page, childUrl }) => {
  // The panel is made by the job queue within a moment of its activation.
  await page.goto(`${childUrl}/favicon.svg`);
  await expect
    .poll(() => page.evaluate(async () => (await fetch("/api/settings")).status), { timeout: 30_000 })
    .toBe(200);

  // A new child panel shows none of its parent's texts: no FAQ, no stories, no legal links.
  await page.goto(`${childUrl}/`);
  await settle(page);
  await expect(page.getByText(MAIN.question)).toHaveCount(0);
  await expect(page.getByText("What is an SMM panel, and who is it for?")).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link")).toHaveCount(0);

  await page.goto(`${childUrl}/admin/login`);
  await page.getByLabel("Email").fill(OWNER.username);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin(\/dashboard)?$/);
  await page.goto(`${childUrl}/admin/settings`);
  const form = storefrontForm(page);
  await expect(form.getByRole("textbox", { name: "Banner text" })).toHaveValue("");
  await form.getByRole("button", { name: "Add question" }).click();
  await form.getByRole("textbox", { name: "Question" }).fill("How fast do orders start?");
  await form.getByRole("textbox", { name: "Answer" }).fill("Within the hour, most of the time.");
  await form.getByRole("textbox", { name: "Privacy policy" }).fill("We keep only your email and your orders.");
  await form.getByRole("button", { name: "Save storefront" }).click();
  await expectToast(page, "Settings saved");
  await shoot(page, "editor-child", `${childUrl}/admin/settings`, storefrontCard);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`${childUrl}/`);
  await expect(page.getByRole("button", { name: "How fast do orders start?" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toBeVisible();
  await shoot(page, "landing-child", `${childUrl}/`);

  // The main panel keeps its own.
  await page.goto("/");
  await expect(page.getByRole("button", { name: MAIN.question })).toBeVisible();
  await expect(page.getByRole("button", { name: "How fast do orders start?" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toHaveCount(0);
});
