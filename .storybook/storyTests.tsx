/**
 * The story tests: every story file is a test file of the stories project (storyTestsPlugin.ts appends a call of
 * `testStories` over its own exports), so Vitest can shard them and run only those a change reaches. Every story is
 * one test. Light: the story rendered, its screenshot (before `play`, so a
 * baseline shows the story as it opens), its `play` function, then axe over the page (WCAG 2.2 AA, the rules
 * addon-a11y applies). Dark: the story rendered again with the dark theme for its screenshot and axe's colour-contrast
 * rule, so contrast is proven in both themes (no other rule depends on the theme).
 * (Switching `.dark` on the light render instead is not pixel-identical: a few antialiased pixels differ.)
 *
 * Baselines live in .storybook/__screenshots__/visual.test.tsx/ (see vitest.config.ts); `pnpm test:update-screenshots`
 * rewrites them on purpose. Story parameters:
 * - `visual: { disable: true }` skips the screenshots (say why beside it), `visual: { themes: ["dark"] }` shoots only
 *   those themes, `visual: { fullPage: true }` shoots the whole page (overlays, layouts) instead of the story's root;
 * - `a11y: { test: "todo" }` reports axe's findings without failing, `"off"` skips axe (say why beside it);
 *   `a11y: { config, options }` as in addon-a11y.
 */
import { composeStories, type composeStory, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { beforeAll, describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { type RenderResult, render } from "vitest-browser-react";
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
      test(name, async () => {
        const visual: VisualParameters = Light.parameters.visual ?? {};
        const a11y: A11yParameters = Light.parameters.a11y ?? {};
        const shoots = (theme: ThemeName) => !visual.disable && (visual.themes?.includes(theme) ?? true);

        const lightScreen = await renderStory(Light);
        if (shoots("light"))
          await expect.element(target(lightScreen, visual)).toMatchScreenshot(`${Light.id}--light`, STABLE);
        await Light.play?.({ canvasElement: lightScreen.container });
        if (a11y.test === "error") expect(await axeViolations(a11y), "axe after play").toEqual([]);
        // "todo" reports without failing, as addon-a11y does.
        else if (a11y.test === "todo") console.warn(`axe (todo) in ${Light.id}:`, await axeViolations(a11y));
        await lightScreen.unmount();

        if (!shoots("dark") && a11y.test !== "error") return;
        const darkScreen = await renderStory((dark as Record<string, ComposedStory>)[name] as ComposedStory);
        if (shoots("dark"))
          await expect.element(target(darkScreen, visual)).toMatchScreenshot(`${Light.id}--dark`, STABLE);
        // Only colour contrast depends on the theme: the other rules were checked on the light render.
        if (a11y.test === "error") expect(await axeViolations(a11y, CONTRAST_ONLY), "axe in dark").toEqual([]);
      });
    }
  });
}

/**
 * Renders a story at its viewport with its fonts loaded, the page at its top (a previous `play` may have scrolled
 * it) and the viewport grown to a tall story's full height (Chromium paints only the viewport).
 */
async function renderStory(Story: ComposedStory) {
  const [width, height] = viewportOf(Story);
  await page.viewport(width, height);
  await Story.load();
  const screen = await render(<Story />);
  await document.fonts.ready;
  window.scrollTo(0, 0);
  const contentHeight = Math.min(document.documentElement.scrollHeight, maxHeight);
  if (contentHeight > height) await page.viewport(width, contentHeight);
  return screen;
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
