#!/usr/bin/env node
// `pnpm test:changed [base]`: the tests a change reaches, for the loop between two edits (`pnpm test` and CI still
// run everything). The base defaults to HEAD, so only uncommitted changes count; any ref works (`origin/main`: the
// branch's commits since it left main, plus the uncommitted changes).
//
// 1. Vitest's own `--changed`: the test files that import a changed file, however indirectly (a component's story file
//    and unit test; a domain rule's tests on both sides). Vitest transforms every test file of a project to find them,
//    so only the projects a change can reach are asked (PROJECTS_REACHED); a change outside a package's src asks all.
// 2. Playwright, only when the change reaches what e2e drives: the app, the server, the api-client or e2e/ itself.
//    Changed spec files alone run alone; anything else runs every spec on a fresh build.
import { execFileSync, spawnSync } from "node:child_process";

const base = process.argv[2] ?? "HEAD";

const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
// The files Vitest's --changed reads: committed since the base (from their merge base), staged, modified, untracked.
const changed = new Set([
  ...git("diff", "--name-only", `${base}...HEAD`),
  ...git("diff", "--cached", "--name-only"),
  ...git("ls-files", "--others", "--modified", "--exclude-standard"),
]);

// The Vitest projects holding tests of a package and of the packages that depend on it (their package.json files).
const PROJECTS_REACHED = {
  domain: ["domain", "unit", "stories", "server"],
  ui: ["unit", "stories"],
  "api-client": ["unit", "server"],
  app: ["unit"],
  server: ["server"],
};
const reachedBy = (file) => PROJECTS_REACHED[/^packages\/([^/]+)\/src\//.exec(file)?.[1]];
const projects = [...changed].every(reachedBy) ? new Set([...changed].flatMap(reachedBy)) : undefined;

function run(command, args) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

if (changed.size === 0) {
  console.log(`test:changed: no file changed since ${base}`);
  process.exit(0);
}

if (!projects || projects.has("stories")) run("node", ["scripts/ensure-chromium.mjs"]);
const projectArgs = projects ? [...projects].flatMap((project) => ["--project", project]) : [];
run("pnpm", ["exec", "vitest", "run", "--changed", base, "--passWithNoTests", ...projectArgs]);
// A baseline is no module that a test imports, so --changed misses it: a changed one is checked against the others.
if ([...changed].some((file) => file.startsWith(".storybook/__screenshots__/")))
  run("pnpm", ["exec", "vitest", "run", "--project", "baselines"]);

const e2eReaches = [...changed].filter((file) => /^(packages\/(app|server|api-client)|e2e)\//.test(file));
if (e2eReaches.length === 0) {
  console.log("\ntest:changed: nothing under packages/{app,server,api-client} or e2e/ changed, so no e2e spec runs");
} else {
  const onlySpecs = e2eReaches.every((file) => /^e2e\/[^/]+\.spec\.ts$/.test(file));
  // `test:e2e` builds first: the specs drive the built app and server.
  run("pnpm", ["test:e2e", ...(onlySpecs ? [`--only-changed=${base}`] : [])]);
}
