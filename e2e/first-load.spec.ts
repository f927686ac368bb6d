/**
 * What React Router's build gives a first visit (packages/app/react-router.config.ts): pages prerendered whole or,
 * for the customer area, as its shell; hydration that neither warns nor breaks the page's Content-Security-Policy;
 * and forms that are safe to submit before any script has run.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { watchProblems } from "./support/problems.ts";
import { signInCustomer } from "./support/session.ts";

async function withoutJavaScript(browser: Browser, baseURL: string | undefined, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test("every prerendered public page hydrates without a warning, its scripts allowed by the page's policy", async ({
  page,
}) => {
  const problems = watchProblems(page);
  for (const path of ["/", "/signup", "/forgot-password", "/services", "/api", "/admin/login"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // React owns the page's first heading once it has hydrated it.
    await page.waitForFunction(() => {
      const heading = document.querySelector("h1, h2");
      return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"));
    });
  }
  expect(problems).toEqual([]);
});

test("a signed-in customer's page hydrates from its prerendered shell to the page without a warning", async ({
  page,
  customer,
}) => {
  await signInCustomer(page, customer);
  const problems = watchProblems(page);
  for (const [path, heading] of [
    ["/dashboard", "New Order"],
    ["/dashboard/orders", "Order History"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Display currency" })).toHaveText("₦ NGN");
  }
  expect(problems).toEqual([]);
});

test("a customer page paints its shell before any script runs, with still skeletons that pulse after a second", async ({
  browser,
  baseURL,
}) => {
  await withoutJavaScript(browser, baseURL, async (page) => {
    await page.goto("/dashboard/orders");
    // The operator's announcement comes with the panel's settings, once the app runs: the shell paints without it.
    await expect(
      page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Order History" }),
    ).toHaveAttribute("aria-current", "page");
    const skeletons = page.locator('[data-slot="skeleton"]');
    expect(await skeletons.count()).toBeGreaterThan(0);
    for (const skeleton of await skeletons.all()) {
      const animation = await skeleton.evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, delay: style.animationDelay };
      });
      expect(animation).toEqual({ name: "pulse", delay: "1s" });
    }
  });
});

test("a page asks for its stylesheet before its scripts, and for its scripts at low priority, so it paints first", async ({
  request,
}) => {
  for (const path of ["/", "/dashboard"]) {
    const html = await (await request.get(path)).text();
    // React Router writes the nonce before the other attributes.
    const stylesheet = html.search(/<link [^>]*rel="stylesheet"/);
    expect(stylesheet, `${path} has a stylesheet`).toBeGreaterThan(-1);
    expect(html.indexOf('<link rel="modulepreload"'), `${path}'s first script preload`).toBeGreaterThan(stylesheet);
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, `${path} preloads its scripts`).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload, path).toContain('fetchpriority="low"');
  }
});

test("a signed-out visitor of a customer page is sent to /", async ({ page }) => {
  await page.goto("/dashboard/support");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
});

for (const { path, form, fields } of [
  { path: "/", form: "Sign in", fields: { "Email or Username": "demo" } },
  { path: "/admin/login", form: "Admin sign in", fields: { Email: "admin@example.com" } },
  {
    path: "/signup",
    form: "Create an account",
    fields: { Username: "nobody", Email: "nobody@example.com", "Confirm password": "Secret123" },
  },
]) {
  test(`a form on ${path} submitted before any script runs never puts the password in an address`, async ({
    browser,
    baseURL,
  }) => {
    await withoutJavaScript(browser, baseURL, async (page) => {
      const addresses: string[] = [];
      page.on("request", (request) => addresses.push(request.url()));
      await page.goto(path);
      const found = page.getByRole("form", { name: form });
      for (const [label, value] of Object.entries(fields)) await found.getByLabel(label, { exact: true }).fill(value);
      await found.getByLabel("Password", { exact: true }).fill("Secret123");
      await found.getByLabel("Password", { exact: true }).press("Enter");
      await page.waitForLoadState();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(page.url()).not.toContain("Secret123");
      expect(addresses.filter((address) => address.includes("Secret123"))).toEqual([]);
      // The page came back: the visitor can sign in once the script runs.
      await expect(page.getByRole("form", { name: form })).toBeVisible();
    });
  });
}

test("the footer shows the build's year without JavaScript, and the visitor's clock's year once the app runs", async ({
  browser,
  baseURL,
  page,
}) => {
  const copyright = (year: number) => `© ${year} Premium SMM Services. All rights reserved.`;
  const thisYear = new Date().getFullYear();
  await withoutJavaScript(browser, baseURL, async (noScript) => {
    await noScript.goto("/");
    await expect(noScript.locator('[data-slot="footer-copyright"]')).toHaveText(copyright(thisYear));
  });
  const problems = watchProblems(page);
  await page.clock.setFixedTime(new Date(`${thisYear + 5}-06-01T12:00:00Z`));
  await page.goto("/");
  await expect(page.locator('[data-slot="footer-copyright"]')).toHaveText(copyright(thisYear + 5));
  expect(problems, "no hydration mismatch").toEqual([]);
});
