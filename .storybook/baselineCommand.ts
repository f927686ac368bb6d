/**
 * `matchBaseline`: the story tests' screenshot comparison, bytes first. Vitest's `toMatchScreenshot` decodes the
 * baseline and the new shot and compares their pixels on every pass; here one shot is taken and compared with the
 * baseline's bytes, which is all a passing story needs (Chromium encodes the same pixels to the same bytes). Only
 * when the bytes differ are both decoded: equal pixels still pass (a baseline written by another encoder, e.g. an
 * older Vitest's), anything else is left to `toMatchScreenshot` (storyTests.tsx), which retries until the page is
 * stable and reports the difference with its diff images.
 *
 * When updating (`--update`) a changed or missing baseline is written as Chromium's own bytes, once two shots in a
 * row agree, so the next run passes on the bytes alone; an unchanged one is never rewritten.
 */
import { readFile, writeFile } from "node:fs/promises";
import { platform } from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import type { BrowserCommand } from "vitest/node";

export const baselineFolder = ".storybook/__screenshots__/visual.test.tsx";
/**
 * The baseline of the shot `name`, as `toMatchScreenshot` names it: Vitest hands resolveScreenshotPath
 * (vitest.config.ts) the name made file-safe (its `sanitize`, not exported; `primitives-button--as-child--dark`
 * becomes `primitives-button-as-child-dark`), and the command must find the same file. Sanitising twice changes nothing.
 */
export const baselinePath = (root: string, name: string, browserName = "chromium") =>
  path.join(root, baselineFolder, `${fileSafe(name)}-${browserName}-${platform()}.png`);

const fileSafe = (name: string) =>
  name
    .replace(/\s+/g, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-");

/** What toMatchScreenshot's `screenshotOptions` say in vitest.config.ts; the shot must be taken the same way. */
export const screenshotOptions = { animations: "allow", caret: "initial" } as const;

export type BaselineOutcome = "same-bytes" | "same-pixels" | "written" | "new" | "differs";

// The command toMatchScreenshot itself shoots with (@vitest/browser, not in its public types): the same shot, unsaved.
declare module "vitest/browser" {
  interface BrowserCommands {
    __vitest_takeScreenshot: (
      name: string,
      options: typeof screenshotOptions & { save: false; element: string },
    ) => Promise<{ buffer: Uint8Array; path: string }>;
  }
}

const samePixels = (a: Buffer, b: Buffer) => {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  return first.width === second.width && first.height === second.height && first.data.equals(second.data);
};

export const matchBaseline: BrowserCommand<[name: string, element: string, timeout: number]> = async (
  context,
  name,
  element,
  timeout,
): Promise<BaselineOutcome> => {
  const shoot = async () => {
    const { buffer } = await context.triggerCommand("__vitest_takeScreenshot", name, {
      ...screenshotOptions,
      save: false,
      element,
    });
    return Buffer.from(buffer);
  };
  const file = baselinePath(context.project.config.root, name);
  const baseline = await readFile(file).catch(() => null);
  const shot = await shoot();
  if (baseline?.equals(shot)) return "same-bytes";
  if (baseline && samePixels(baseline, shot)) return "same-pixels";

  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const writes = update === "all" || (update === "new" && !baseline);
  if (!writes) return "differs";
  // Two shots in a row alike: the page has settled (a late font, image or layout shift would differ).
  const deadline = Date.now() + timeout;
  let previous = shot;
  for (;;) {
    const next = await shoot();
    if (next.equals(previous)) break;
    if (Date.now() > deadline) return "differs";
    previous = next;
  }
  if (baseline && samePixels(baseline, previous)) return "same-pixels";
  await writeFile(file, previous);
  // As toMatchScreenshot does, a baseline made without --update fails its first run, so someone looks at it.
  return update === "all" ? "written" : "new";
};
