/**
 * The story tests: every story file is a test file of the stories project (storyTestsPlugin.ts appends a call of
 * `testStories` over its own exports), so Vitest can shard them and run only those a change reaches. Every story is
 * one test, run in each theme the same way: rendered, its `play` function, its screenshot (after `play`, so an
 * interaction story's baseline shows the state it exists to show, not its Playground's), then axe over the page.
 * Light checks every rule (WCAG 2.2 AA, the rules addon-a11y applies); dark renders and plays the story again and
 * checks colour contrast, the one rule that depends on the theme. (Switching `.dark` on the light render instead is
 * not pixel-identical: a few antialiased pixels differ.)
 *
 * Baselines live in .storybook/__screenshots__/visual.test.tsx/ (see vitest.config.ts), compared bytes first
 * (baselineCommand.ts); `pnpm test:update-screenshots` rewrites the changed ones on purpose, and
 * .storybook/baselines.test.ts fails when two of them are the same picture. Story parameters and tags:
 * - `tags: ["page"]` (on a whole page or app shell's meta): rendered, played and checked by axe but not shot, because
 *   e2e/pages.visual.spec.ts shoots the real page at 1280 and 375 px; a story of such a file that shows what no page
 *   there shows opts back in with `tags: ["!page"]`;
 * - `visual: { disable: true }` skips the screenshots (say why beside it), `visual: { themes: ["dark"] }` shoots only
 *   those themes, `visual: { fullPage: true }` shoots the whole page (overlays, layouts) instead of the story's root;
 * - `a11y: { test: "todo" }` reports axe's findings without failing, `"off"` skips axe (say why beside it);
 *   `a11y: { config, options }` as in addon-a11y.
 */
import { composeStories, type composeStory, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { beforeAll, describe, expect, test } from "vitest";
import { commands, type Locator, page } from "vitest/browser";
import { type RenderResult, render } from "vitest-browser-react";
import type { BaselineOutcome } from "./baselineCommand";
import preview from "./preview";
import type { ThemeName } from "./theme-decorator";

export type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
type VisualParameters = { disable?: boolean; fullPage?: boolean; themes?: ThemeName[] };
type A11yParameters = { test?: "error" | "todo" | "off"; config?: axe.Spec; options?: axe.RunOptions };

const viewports: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const defaultViewport = { width: 1024, height: 768 };
// The runner page (vitest.config.ts) is 4000 px tall: a taller frame would be scaled down.
const maxHeight = 4000;

/** One test per story of `modules` (story modules by their path under packages/, e.g. `ui/src/…/Button.stories.tsx`). */
export function testStories(modules: Record<string, StoriesModule>) {
  // Storybook's own hooks (React's act environment for user events, the test instrumenter), as its runner sets them up.
  const annotations = setProjectAnnotations([preview]);
  beforeAll(annotations.beforeAll);
  for (const [file, module] of Object.entries(modules)) {
    describeStories(file, module);
  }
}

function describeStories(file: string, module: StoriesModule) {
  describe(file, () => {
    const light = composeStories(module, { initialGlobals: { theme: "light" } });
    const dark = composeStories(module, { initialGlobals: { theme: "dark" } });
    for (const [name, Light] of Object.entries(light) as [string, ComposedStory][]) {
      const Dark = (dark as Record<string, ComposedStory>)[name] as ComposedStory;
      test(name, async () => {
        const visual: VisualParameters = Light.parameters.visual ?? {};
        const a11y: A11yParameters = Light.parameters.a11y ?? {};
        const isPage = Light.tags?.includes("page") ?? false;
        const shoots = (theme: ThemeName) => !visual.disable && !isPage && (visual.themes?.includes(theme) ?? true);

        const lightScreen = await renderStory(Light);
        await playStory(Light, lightScreen);
        if (shoots("light")) await expectToMatchBaseline(target(lightScreen, visual), `${Light.id}--light`);
        if (a11y.test === "error") expect(await axeViolations(a11y), "axe after play").toEqual([]);
        // "todo" reports without failing, as addon-a11y does.
        else if (a11y.test === "todo") console.warn(`axe (todo) in ${Light.id}:`, await axeViolations(a11y));
        await lightScreen.unmount();

        if (!shoots("dark") && a11y.test !== "error") return;
        const darkScreen = await renderStory(Dark);
        await playStory(Dark, darkScreen);
        if (shoots("dark")) await expectToMatchBaseline(target(darkScreen, visual), `${Light.id}--dark`);
        // Only colour contrast depends on the theme: the other rules were checked on the light render.
        if (a11y.test === "error") expect(await axeViolations(a11y, CONTRAST_ONLY), "axe in dark").toEqual([]);
      });
    }
  });
}

/** Renders a story at its viewport with its fonts loaded, the viewport fitted to it (fitViewport). */
async function renderStory(Story: ComposedStory) {
  const [width, height] = viewportOf(Story);
  await page.viewport(width, height);
  await Story.load();
  const screen = await render(<Story />);
  await document.fonts.ready;
  window.scrollTo(0, 0); // a previous story's `play` may have scrolled the page
  await fitViewport(width);
  return screen;
}

/** The story's `play` (if any), then the viewport fitted again: what it opened or added may be taller. */
async function playStory(Story: ComposedStory, screen: RenderResult) {
  if (!Story.play) return;
  await Story.play({ canvasElement: screen.container });
  await document.fonts.ready;
  await fitViewport(viewportOf(Story)[0]);
}

/** The viewport grown to a tall story's full height, up to the runner page's (Chromium paints only the viewport). */
async function fitViewport(width: number) {
  const contentHeight = Math.min(document.documentElement.scrollHeight, maxHeight);
  if (contentHeight > window.innerHeight) await page.viewport(width, contentHeight);
}

const target = (screen: RenderResult, visual: VisualParameters) =>
  visual.fullPage ? page.elementLocator(document.body) : screen.locator;

function viewportOf(Story: ComposedStory): [number, number] {
  const name: string | undefined = Story.globals?.viewport?.value ?? Story.parameters.viewport?.defaultViewport;
  const size = (name && viewports[name]) || defaultViewport;
  return [size.width, size.height];
}

// Vitest shoots until two shots in a row match; on a busy 2-core machine one shot can take seconds (5 s by default).
const STABLE = { timeout: 20_000 };

declare module "vitest/browser" {
  interface BrowserCommands {
    matchBaseline: (name: string, element: string, timeout: number) => Promise<BaselineOutcome>;
  }
}

/**
 * One shot compared with the baseline's bytes (baselineCommand.ts); only a difference goes to `toMatchScreenshot`,
 * which retries until the page is stable and fails with its diff images if it still differs.
 */
async function expectToMatchBaseline(locator: Locator, name: string) {
  const outcome = await commands.matchBaseline(name, locator.selector, STABLE.timeout);
  if (outcome === "new") throw new Error(`${name}: no baseline yet, so one was written; look at it, then run again`);
  if (outcome === "differs") await expect.element(locator).toMatchScreenshot(name, STABLE);
}
const CONTRAST_ONLY: axe.RunOptions = { runOnly: { type: "rule", values: ["color-contrast"] } };

/**
 * axe's findings as readable lines, run as addon-a11y runs it: over the whole page (portalled overlays included),
 * with the story's own configuration, and without `region` (a story is a fragment, not a page).
 */
async function axeViolations({ config, options }: A11yParameters, only?: axe.RunOptions): Promise<string[]> {
  axe.reset();
  axe.configure({ ...config, rules: [{ id: "region", enabled: false }, ...(config?.rules ?? [])] });
  // Only the violations are read: axe then details one node of each passed, incomplete or
  // inapplicable rule instead of every node (the violations stay complete).
  const results = await axe.run(document.body, { resultTypes: ["violations"], ...options, ...only });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
