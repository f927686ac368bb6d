/**
 * The test function every spec imports. Every test is its own visitor: the server limits sign-ups (10 a minute)
 * and sign-ins per client address, so each test sends its own address in X-Forwarded-For (the test server trusts
 * it from loopback: TRUST_PROXY=loopback in server.ts). The origin itself is the server's PUBLIC_URL
 * (http://localhost:<port>), because the server builds absolute links on it (the sandbox checkout returns there)
 * and the session lives on that origin.
 * Tests share nothing else: each registers its own customer, so they run in any order, two at a time.
 */
import { test as base, expect } from "@playwright/test";
import { type CustomerSession, registerCustomer } from "./api.ts";
import { recordToasts } from "./toast.ts";

let testsInWorker = 0;

function visitorAddress(workerIndex: number): string {
  testsInWorker += 1;
  return `10.${77 + (workerIndex % 100)}.${Math.floor(testsInWorker / 250) % 250}.${1 + (testsInWorker % 250)}`;
}

export const test = base.extend<{ customer: CustomerSession }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const port = process.env.E2E_PORT;
    if (!port) throw new Error("E2E_PORT is unset: run the tests through playwright.config.ts (global setup).");
    await use(`http://localhost:${port}`);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "X-Forwarded-For": visitorAddress(testInfo.workerIndex) });
  },
  // Every page notes the toasts it shows (support/toast.ts: a 2 s toast can be gone before a busy test looks).
  page: async ({ page }, use) => {
    await page.addInitScript(recordToasts);
    await use(page);
  },
  /** A freshly registered customer (through the API), not yet signed in in the browser. */
  customer: async ({ request }, use) => {
    await use(await registerCustomer(request));
  },
});

export { expect };
