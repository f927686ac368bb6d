/**
 * No two story baselines may be the same file: the second shows nothing of its own (an interaction story shot before
 * its play, a state that looks like another's) and only costs a screenshot per run and its bytes in the repository.
 * Give the story a picture of its own or `visual: { disable: true }` with the reason (storyTests.tsx).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { baselineFolder } from "./baselineCommand";

test("no two story baselines are byte-identical", () => {
  const folder = path.join(import.meta.dirname, "..", baselineFolder);
  const byHash = new Map<string, string[]>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".png"))
    .sort()) {
    const hash = createHash("sha256")
      .update(readFileSync(path.join(folder, file)))
      .digest("hex");
    byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
  }
  const identical = [...byHash.values()].filter((files) => files.length > 1).map((files) => files.join(" = "));
  expect(identical, `byte-identical baselines in ${baselineFolder}:\n${identical.join("\n")}\n`).toEqual([]);
});
