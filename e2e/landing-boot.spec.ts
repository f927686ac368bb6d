/**
 * The prerendered `/` loads only its boot module (packages/app/src/boot/landing.ts) until the visitor interacts; the
 * app then loads and hydrates the page, and what the visitor did meanwhile is replayed.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { isLandingHydrated, landingHydrated } from "./support/landing.ts";
import { signInCustomer, storedSession } from "./support/session.ts";
import { fillSignInForm } from "./support/signInForm.ts";
import { expectToast } from "./support/toast.ts";

/** The scripts landing.html names itself: its boot module and the modules that module imports at once. */
async function bootScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get("/")).text();
  return [...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? "",
  );
}

/** Every built script the page fetches, in order, and every console error or warning and page error. */
function watch(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.push(pathname.slice(1));
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { scripts, problems };
}

/** The app's scripts (not the boot module's) answer a second late, so what the test does first happens before. */
async function slowAppScripts(page: Page): Promise<void> {
  const boot = await bootScripts(page);
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!boot.includes(new URL(route.request().url()).pathname.slice(1)))
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

/**
 * The layout shifts from `since` (a page timestamp) on, as the browser records them for CLS. Shifts before it belong to
 * the first paint on a loaded machine (the web font swapping in), not to hydration.
 */
function layoutShiftSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .filter((entry) => entry.startTime >= from)
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          ),
        ).observe({ type: "layout-shift", buffered: true });
        // No entry at all calls back nothing: a frame later, nothing shifted.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
    since,
  );
}

test("/ fetches only its boot module until the visitor moves the pointer; then the app hydrates it cleanly", async ({
  page,
}) => {
  const { scripts, problems } = watch(page);
  const boot = await bootScripts(page);
  expect(boot.length, "landing.html names its boot module").toBeGreaterThan(0);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(new Set(scripts)).toEqual(new Set(boot));
  await page.evaluate(() => document.fonts.ready);

  const interactedAt = await page.evaluate(() => performance.now());
  await page.mouse.move(400, 300);
  await landingHydrated(page);
  expect(scripts.length, "the app loaded on the pointer's first move").toBeGreaterThan(boot.length);
  expect(problems, "no hydration warning or error").toEqual([]);
  expect(await layoutShiftSince(page, interactedAt), "no layout shift from hydration").toBe(0);
});

test("a sign-in typed and submitted at once, before the app has loaded, goes through", async ({ page, customer }) => {
  const { problems } = watch(page);
  await slowAppScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const form = await fillSignInForm(page, customer.credentials);
  await form.getByLabel("Password", { exact: true }).press("Enter");
  expect(await isLandingHydrated(page), "submitted before the app had hydrated the form").toBe(false);
  await expectToast(page, "Login successful!");
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test("the remember-me box ticked before the app has loaded shows ticked at once, and the session is remembered", async ({
  page,
  customer,
}) => {
  await slowAppScripts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const form = await fillSignInForm(page, customer.credentials);
  await form.getByLabel("Remember me").setChecked(true); // fails unless the box shows its new state at once
  expect(await isLandingHydrated(page), "ticked before the app had hydrated the form").toBe(false);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Login successful!");
  expect(await storedSession(page)).toEqual({ local: expect.any(String), session: null });
});

test("a focus moved into the form (as a Tab does) loads the app", async ({ page }) => {
  const { scripts } = watch(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  // focus() raises focusin with no key or pointer event around it.
  await page.getByRole("form", { name: "Sign in" }).getByLabel("Email or Username").focus();
  await landingHydrated(page);
  expect(scripts.length).toBeGreaterThan(before);
});

test("a signed-in customer's / loads the app at once, without any interaction", async ({ page, customer }) => {
  await signInCustomer(page, customer);
  const { scripts } = watch(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const boot = await bootScripts(page);
  expect(scripts.filter((file) => !boot.includes(file)).length, "app scripts without interaction").toBeGreaterThan(0);
  // The whole page but the sign-in form (which still waits for the visitor, as on every load of /) is React's.
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return header !== null && Object.keys(header).some((key) => key.startsWith("__reactFiber$"));
  });
});

test("the footer shows the year the server answers in, with JavaScript off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator('[data-slot="footer-copyright"]')).toHaveText(
    `© ${new Date().getFullYear()} Premium SMM Services. All rights reserved.`,
  );
  await context.close();
});

test("a visitor whose clock says another year still hydrates the footer's year without a mismatch", async ({
  page,
}) => {
  const { problems } = watch(page);
  await page.clock.setFixedTime(new Date(`${new Date().getFullYear() + 5}-06-01T12:00:00Z`));
  await page.goto("/");
  await page.mouse.move(400, 300);
  await landingHydrated(page);
  await expect(page.locator('[data-slot="footer-copyright"]')).toHaveText(
    `© ${new Date().getFullYear()} Premium SMM Services. All rights reserved.`,
  );
  expect(problems, "no hydration mismatch").toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a tap on the menu button before the app has loaded opens the menu", async ({ page }) => {
    const { scripts, problems } = watch(page);
    await slowAppScripts(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const before = scripts.length;
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.tap();
    expect(await isLandingHydrated(page), "tapped before the app had hydrated the page").toBe(false);
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" })).toBeVisible();
    expect(scripts.length, "the tap loaded the app").toBeGreaterThan(before);
    expect(problems).toEqual([]);
  });
});
