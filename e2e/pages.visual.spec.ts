/**
 * Every page at 1280 px and 375 px, compared with the baselines in e2e/__screenshots__, and checked with axe at
 * both widths. These run on their own server whose clock (and database's) is frozen, with the browser clock fixed
 * at the same instant: the seeded demo history, "today" and the footer year are the same on every run. The
 * demo customer and the demo operator are signed in once per worker, so nothing else changes the data shown.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { type AdminSession, DEMO_ADMIN, DEMO_CUSTOMER } from "./support/api.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { FROZEN_TIME, frozenServerFixture, settle } from "./support/frozen.ts";
import type { RunningServer } from "./support/server.ts";
import { signInAdmin, signInCustomer } from "./support/session.ts";

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

type Visitor = "visitor" | "customer" | "admin";
const PAGES: { path: string; as: Visitor }[] = [
  { path: "/", as: "visitor" },
  { path: "/signup", as: "visitor" },
  { path: "/forgot-password", as: "visitor" },
  { path: "/services", as: "visitor" },
  { path: "/api", as: "visitor" },
  { path: "/no-such-page", as: "visitor" },
  { path: "/dashboard", as: "customer" },
  { path: "/dashboard/updates", as: "customer" },
  { path: "/dashboard/add-funds", as: "customer" },
  { path: "/dashboard/orders", as: "customer" },
  { path: "/dashboard/mass-order", as: "customer" },
  { path: "/dashboard/child-panel", as: "customer" },
  { path: "/dashboard/affiliate", as: "customer" },
  { path: "/dashboard/services", as: "customer" },
  { path: "/dashboard/support", as: "customer" },
  { path: "/dashboard/api", as: "customer" },
  { path: "/admin/login", as: "visitor" },
  { path: "/admin/forgot-password", as: "visitor" },
  { path: "/admin/dashboard", as: "admin" },
  { path: "/admin/reports", as: "admin" },
  { path: "/admin/add-services", as: "admin" },
  { path: "/admin/show-services", as: "admin" },
  { path: "/admin/add-category", as: "admin" },
  { path: "/admin/show-categories", as: "admin" },
  { path: "/admin/add-provider", as: "admin" },
  { path: "/admin/api-providers", as: "admin" },
  { path: "/admin/orders", as: "admin" },
  { path: "/admin/attention", as: "admin" },
  { path: "/admin/requests", as: "admin" },
  { path: "/admin/deposits", as: "admin" },
  { path: "/admin/users", as: "admin" },
  { path: "/admin/support", as: "admin" },
  { path: "/admin/child-panels", as: "admin" },
  { path: "/admin/send-mail", as: "admin" },
  { path: "/admin/system-logs", as: "admin" },
  { path: "/admin/settings", as: "admin" },
  { path: "/admin/profile", as: "admin" },
  { path: "/admin/staff", as: "admin" },
];

interface Sessions {
  customer: { token: string; user: { referral_code: string } };
  admin: AdminSession;
}

const test = base.extend<object, { frozenServer: RunningServer; sessions: Sessions }>({
  frozenServer: frozenServerFixture,
  sessions: [
    async ({ frozenServer }, use) => {
      const post = async (path: string, data: unknown) => {
        const response = await fetch(`${frozenServer.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(data),
        });
        if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        return response.json();
      };
      await use({
        customer: await post("/api/login", DEMO_CUSTOMER),
        admin: await post("/api/admin/login", DEMO_ADMIN),
      });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ frozenServer }, use) => use(frozenServer.url),
});

/**
 * The app shells scroll inside their main area, so a full-page screenshot would stop at the window's height:
 * grow the window by what the element scrolling <main> hides.
 */
async function fitHeightToContent(page: Page, width: number): Promise<void> {
  // Until nothing is hidden: a taller window can lay out differently (the shell's header regains its height).
  for (let round = 0; round < 5; round += 1) {
    const hidden = await page.evaluate(() => {
      // The element that scrolls the page's main content (none when the document itself scrolls).
      const scrolls = (element: HTMLElement) =>
        element.scrollHeight > element.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(element).overflowY);
      let scroller = document.querySelector("main");
      while (scroller && scroller !== document.documentElement && !scrolls(scroller)) scroller = scroller.parentElement;
      return scroller && scroller !== document.documentElement ? scroller.scrollHeight - scroller.clientHeight : 0;
    });
    const current = page.viewportSize()?.height ?? 0;
    if (hidden <= 0 || current >= 10_000) break;
    await page.setViewportSize({ width, height: Math.min(current + Math.ceil(hidden), 10_000) });
  }
  await settle(page);
}

const shotName = (path: string, width: number) =>
  `${path === "/" ? "landing" : path.slice(1).replaceAll("/", "-")}-${width}.png`;

// Two widths, tall pages and axe on each: more than a functional test's time on a shared machine.
test.slow();

for (const { path, as } of PAGES) {
  test(`${path} (${as}) at 1280 and 375 px: screenshot and axe`, async ({ page, sessions, frozenServer }) => {
    await page.clock.setFixedTime(FROZEN_TIME);
    if (as === "customer") await signInCustomer(page, sessions.customer);
    if (as === "admin") await signInAdmin(page, sessions.admin);
    // Masked: the referral code (random by design) and the server's address (its port is picked per run).
    const code = sessions.customer.user.referral_code;
    const mask = [page.getByText(code), page.locator(`input[value*="${code}"]`), page.getByText(frozenServer.url)];

    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await settle(page);
      await fitHeightToContent(page, viewport.width);
      await expect.soft(page).toHaveScreenshot(shotName(path, viewport.width), { fullPage: true, mask });
      await expectNoAxeViolations(page, { soft: true });
    }
  });
}
