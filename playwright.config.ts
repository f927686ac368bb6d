import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "./scripts/chromium.ts";

/**
 * End-to-end tests: Playwright's runner driving Debian Chromium against the BUILT app served by the built server
 * (e2e/support/global-setup.ts starts it on a free port with a fresh database). Run with `pnpm test:e2e`.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "e2e/test-results",
  globalSetup: "./e2e/support/global-setup.ts",
  // Two cores shared with the server under test: two workers keep the run short without starving it.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 45_000,
  expect: {
    // Roomy: the machine is shared, and a page that is merely slow should not fail a test.
    timeout: 15_000,
    toHaveScreenshot: {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      // Same machine, same Chromium, same self-hosted fonts: a changed pixel is a real change. The per-pixel colour
      // tolerance defaults to 0.2, which let small colour changes pass; at 0 anti-aliasing noise between runs (colour
      // deltas of 1-2 of 255 on a few pixels: mass-order's header, show-services' table) failed, so 0.01 is the least
      // that is stable.
      maxDiffPixels: 0,
      threshold: 0.01,
    },
  },
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  reporter: process.env.CI ? [["list"], ["github"]] : "list",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
    // No trace by default: recording one for every test cost about a sixth of the run's time on this 2-core
    // machine (a failure keeps its screenshot and message); `pnpm test:e2e --trace on` records them when needed.
    trace: "off",
    screenshot: "only-on-failure",
  },
});
