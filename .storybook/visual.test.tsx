/**
 * Visual regression: every story, in light and dark, compared with the committed baseline in
 * .storybook/__screenshots__/. `pnpm test:update-visual` rewrites baselines on purpose.
 * The dark pass also runs axe (the storybook project checks the light theme), so contrast is proven in both.
 * A story opts out with `parameters: { visual: { disable: true } }` (say why beside it),
 * and asks for the whole page (overlays, layouts) with `visual: { fullPage: true }`.
 */
import { composeStories, type composeStory, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import preview from "./preview";
import { type ThemeName, themes } from "./theme-decorator";

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
type VisualParameters = { disable?: boolean; fullPage?: boolean; themes?: ThemeName[] };
type A11yParameters = { test?: "error" | "todo" | "off"; config?: axe.Spec; options?: axe.RunOptions };

setProjectAnnotations([preview]);

const viewports: Record<string, { width: number; height: number }> = {
  mobile: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const defaultViewport = { width: 1024, height: 768 };

const modules = import.meta.glob<StoriesModule>("../packages/*/src/**/*.stories.tsx", { eager: true });
const screenshotThemes: ThemeName[] = themes.filter((theme) => theme !== "white-label");

for (const [file, module] of Object.entries(modules)) {
  describe(file.replace("../packages/", ""), () => {
    for (const theme of screenshotThemes) {
      const stories = composeStories(module, { initialGlobals: { theme } });
      for (const [name, Story] of Object.entries(stories) as [string, ComposedStory][]) {
        const visual: VisualParameters = Story.parameters.visual ?? {};
        if (visual.disable || (visual.themes && !visual.themes.includes(theme))) continue;
        test(`${name} (${theme})`, async () => {
          const viewportName: string | undefined =
            Story.globals?.viewport?.value ?? Story.parameters.viewport?.defaultViewport;
          const size = (viewportName && viewports[viewportName]) || defaultViewport;
          await page.viewport(size.width, size.height);
          await Story.load();
          const screen = await render(<Story />);
          await document.fonts.ready;
          // Chromium paints only the viewport: grow it to a tall story's full height (the runner page allows 4000 px).
          const contentHeight = Math.min(document.documentElement.scrollHeight, 4000);
          if (contentHeight > size.height) await page.viewport(size.width, contentHeight);
          const target = visual.fullPage ? page.elementLocator(document.body) : screen.locator;
          await expect.element(target).toMatchScreenshot(`${Story.id}--${theme}`);
          const a11y: A11yParameters = Story.parameters.a11y ?? {};
          if (theme === "dark" && a11y.test === "error") {
            await expect(await axeViolations(visual.fullPage ? document.body : screen.container, a11y)).toEqual([]);
          }
        });
      }
    }
  });
}

/** axe's findings as readable lines, with the story's own a11y configuration (as addon-a11y applies it). */
async function axeViolations(context: Element, { config, options }: A11yParameters): Promise<string[]> {
  axe.reset();
  if (config) axe.configure(config);
  // Like addon-a11y: a story is a fragment, not a page, so landmark coverage (`region`) is not asked of it.
  const results = await axe.run(context, { ...options, rules: { region: { enabled: false }, ...options?.rules } });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
