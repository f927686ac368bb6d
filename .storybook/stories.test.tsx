/**
 * Every story is a test, rendered once: its light screenshot (before `play`, so a baseline shows the story as it
 * opens), its dark screenshot and axe check (the same render with `.dark` on <html>), then its `play` function and
 * axe again in light (WCAG 2.2 AA, the rules addon-a11y applies in Storybook).
 *
 * Baselines live in .storybook/__screenshots__/visual.test.tsx/ (see vitest.config.ts); `pnpm test:update-stories`
 * rewrites them on purpose. Story parameters:
 * - `visual: { disable: true }` skips the screenshots (say why beside it), `visual: { themes: ["dark"] }` shoots only
 *   those themes, `visual: { fullPage: true }` shoots the whole page (overlays, layouts) instead of the story's root;
 * - `a11y: { test: "todo" }` reports axe's findings without failing, `"off"` skips axe (say why beside it);
 *   `a11y: { config, options }` as in addon-a11y.
 */
import { composeStories, type composeStory, setProjectAnnotations } from "@storybook/react-vite";
import axe from "axe-core";
import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import preview from "./preview";
import { applyTheme, type ThemeName } from "./theme-decorator";

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
// The runner page (vitest.config.ts) is 4000 px tall: a taller frame would be scaled down.
const maxHeight = 4000;

const modules = import.meta.glob<StoriesModule>("../packages/*/src/**/*.stories.tsx", { eager: true });

for (const [file, module] of Object.entries(modules)) {
  describe(file.replace("../packages/", ""), () => {
    const stories = composeStories(module, { initialGlobals: { theme: "light" } });
    for (const [name, Story] of Object.entries(stories) as [string, ComposedStory][]) {
      test(name, async () => {
        const visual: VisualParameters = Story.parameters.visual ?? {};
        const a11y: A11yParameters = Story.parameters.a11y ?? {};
        const shoots = (theme: ThemeName) => !visual.disable && (visual.themes?.includes(theme) ?? true);

        const viewportName: string | undefined =
          Story.globals?.viewport?.value ?? Story.parameters.viewport?.defaultViewport;
        const size = (viewportName && viewports[viewportName]) || defaultViewport;
        await page.viewport(size.width, size.height);
        await Story.load();
        const screen = await render(<Story />);
        await document.fonts.ready;
        // Chromium paints only the viewport: grow it to a tall story's full height.
        const contentHeight = Math.min(document.documentElement.scrollHeight, maxHeight);
        if (contentHeight > size.height) await page.viewport(size.width, contentHeight);
        const target = visual.fullPage ? page.elementLocator(document.body) : screen.locator;

        if (shoots("light")) await expect.element(target).toMatchScreenshot(`${Story.id}--light`);
        // Dark is a class on <html> (as in the app): the same render shows it, so contrast is checked in both themes.
        applyTheme("dark");
        try {
          if (shoots("dark")) await expect.element(target).toMatchScreenshot(`${Story.id}--dark`);
          if (a11y.test === "error") expect(await axeViolations(a11y), "axe in dark").toEqual([]);
        } finally {
          applyTheme("light");
        }

        await Story.play?.({ canvasElement: screen.container });

        if (a11y.test === "error") expect(await axeViolations(a11y), "axe after play").toEqual([]);
        // "todo" reports without failing, as addon-a11y does.
        else if (a11y.test === "todo") console.warn(`axe (todo) in ${Story.id}:`, await axeViolations(a11y));
      });
    }
  });
}

/**
 * axe's findings as readable lines, run as addon-a11y runs it: over the whole page (portalled overlays included),
 * with the story's own configuration, and without `region` (a story is a fragment, not a page).
 */
async function axeViolations({ config, options }: A11yParameters): Promise<string[]> {
  axe.reset();
  axe.configure({ ...config, rules: [{ id: "region", enabled: false }, ...(config?.rules ?? [])] });
  const results = await axe.run(document.body, options ?? {});
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
