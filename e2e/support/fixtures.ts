/**
 * The test function every spec imports. Each test talks to the server from its own loopback address
 * (127.0.x.y: the whole 127/8 block reaches the server), so the server's per-address limits (10 sign-ups and
 * 30 sign-ins a minute) see each test as its own visitor, and tests stay independent of each other and of order.
 */
import { test as base, expect } from "@playwright/test";
import { type CustomerSession, registerCustomer } from "./api.ts";

let testsInWorker = 0;

function loopbackAddress(workerIndex: number): string {
  testsInWorker += 1;
  return `127.0.${10 + (workerIndex % 200)}.${1 + (testsInWorker % 250)}`;
}

export const test = base.extend<{ customer: CustomerSession }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    const port = process.env.E2E_PORT;
    if (!port) throw new Error("E2E_PORT is unset: run the tests through playwright.config.ts (global setup).");
    await use(`http://${loopbackAddress(testInfo.workerIndex)}:${port}`);
  },
  /** A freshly registered customer (through the API), not yet signed in in the browser. */
  customer: async ({ request }, use) => {
    await use(await registerCustomer(request));
  },
});

export { expect };
