import { expect, type Page } from "@playwright/test";
import { type RunningServer, startBuiltServer } from "./server.ts";

/** The instant the screenshot tests' server, database and browser clocks stand at: the same pictures every run. */
export const FROZEN_TIME = "2026-06-15T09:30:00Z";

/** A worker fixture: a built server of the worker's own whose clock is frozen at FROZEN_TIME. */
export const frozenServerFixture: [
  (args: object, use: (server: RunningServer) => Promise<void>) => Promise<void>,
  { scope: "worker"; timeout: number },
] = [
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  async ({}, use: (server: RunningServer) => Promise<void>) => {
    const server = await startBuiltServer({ frozenTime: FROZEN_TIME });
    await use(server);
    await server.stop();
  },
  { scope: "worker", timeout: 120_000 },
];

/** Until the page has its data: no request in flight, fonts loaded, no loading placeholder left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
