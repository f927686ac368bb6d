import { playwright } from "@vitest/browser-playwright";
import { defineConfig, mergeConfig } from "vitest/config";
import { baselinePath, matchBaseline, screenshotOptions } from "./.storybook/baselineCommand.ts";
import { storyTests } from "./.storybook/storyTestsPlugin.ts";
import { chromiumArgs, chromiumExecutablePath } from "./scripts/chromium.ts";
import { uiDirectImports } from "./scripts/uiDirectImports.ts";
import viteConfig from "./vite.config.ts";

// The runner page must be at least as large as any test viewport, or the test frame is scaled down to fit.
const runnerPage = { width: 1280, height: 4000 };
const chromium = () =>
  playwright({
    launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
    contextOptions: { viewport: runnerPage },
  });

// A factory: Vitest mutates `instances`, so no two projects may share one object.
const browser = (viewport = { width: 1024, height: 768 }) => ({
  enabled: true,
  headless: true,
  // Failure screenshots would land beside the baselines; the failure message says enough.
  screenshotFailures: false,
  provider: chromium(),
  viewport,
  instances: [{ browser: "chromium" as const }],
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker per core but one (a single worker here); the server and unit files mostly wait
      // on databases and jsdom, so two workers share the two cores better.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          // Each test's module graph holds the components it uses, not the whole barrel: `--changed` narrows to them.
          plugins: [uiDirectImports(import.meta.dirname)],
          test: {
            name: "unit",
            environment: "jsdom",
            include: ["packages/{ui,api-client,app}/src/**/*.test.{ts,tsx}"],
            exclude: ["**/node_modules/**", "**/*.contract.test.ts", "**/*.visual.test.tsx"],
            setupFiles: ["./vitest.setup.unit.ts"],
            // The files share a worker's imports (React, Radix, the app) instead of importing them again per file, which
            // was most of this project's time; each cleans up what it renders (vitest.setup.unit.ts) and mocks per test.
            isolate: false,
            // userEvent-driven jsdom tests take 1–3 s each; 5 s left no margin on a loaded 2-core machine.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            // The domain's rules are plain functions: no DOM to build per file, and nothing to isolate.
            name: "domain",
            environment: "node",
            include: ["packages/domain/src/**/*.test.ts"],
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [storyTests(import.meta.dirname)],
          test: {
            name: "stories",
            // Each story file is a test file of its own (.storybook/storyTestsPlugin.ts), so shards split them.
            include: ["packages/*/src/**/*.stories.tsx"],
            // A tall story (the API docs: every action in three languages) is shot at up to 4000 px and checked by
            // axe; on a busy 2-core machine that can take longer than the 15 s default. Not a speed target.
            testTimeout: 60_000,
            setupFiles: ["./.storybook/vitest.setup.ts"],
            browser: {
              ...browser({ width: 1024, height: 768 }),
              // Bytes first, decoding only when they differ (.storybook/baselineCommand.ts).
              commands: { matchBaseline },
              expect: {
                toMatchScreenshot: {
                  comparatorName: "pixelmatch",
                  // vitest.setup.ts already stops every animation and hides the caret with CSS; Playwright's own way
                  // of doing it adds page round trips to every shot.
                  screenshotOptions,
                  // Same machine, same Chromium, same fonts: any changed colour is a real change, except at an edge.
                  // Shot after `play`, an element that has just appeared is sometimes still on a layer of its own,
                  // which antialiases its rounded corners by a few pixels otherwise: pixelmatch's antialiasing
                  // detection skips those, and a few more are allowed (seen: up to 8; a real change moves far more).
                  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 16, includeAA: false },
                  // The baselines' folder, whichever test file shoots them.
                  resolveScreenshotPath: ({ root, arg, browserName }) => baselinePath(root, arg, browserName),
                },
              },
            },
          },
        },
        {
          extends: true,
          test: {
            // The baselines themselves: no two may be the same picture (one of them shows nothing of its own).
            name: "baselines",
            environment: "node",
            include: [".storybook/baselines.test.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "package",
            environment: "node",
            include: ["scripts/ui-package.test.ts"],
            // Packs, installs and builds a whole app: minutes on a busy 2-core machine, not a speed target.
            testTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            name: "server",
            environment: "node",
            include: ["packages/server/src/**/*.test.ts", "packages/api-client/src/**/*.contract.test.ts"],
            setupFiles: ["./packages/server/src/testing/main-panel.setup.ts"],
            // Each file builds its own app and database and mocks no module, so the files of a worker can share
            // the imported server instead of importing it again per file (a third of this project's time).
            isolate: false,
            // The CSV export's memory test measures live memory, so it collects garbage first.
            execArgv: ["--expose-gc"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
