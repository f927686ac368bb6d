/**
 * @smm/ui installs and works outside this workspace: pack it (and @smm/domain, which it imports) as they would be
 * published, install the tarballs into a new Vite app in the temp folder with the peers at the workspace's versions,
 * type-check and build that app, and render it in Chromium: a Button, the MassOrderEditor (the domain's parser
 * running from the built package) and the white-label theme, from the built stylesheet alone (the app has no
 * Tailwind).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright-core";
import { preview } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumExecutablePath } from "./chromium.ts";

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const readJson = async (file: string) => JSON.parse(await readFile(path.join(repoRoot, file), "utf8"));

const app = {
  "index.html": `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Child panel</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  "vite.config.ts": `import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
export default defineConfig({ plugins: [react()] });
`,
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      module: "ESNext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    include: ["src"],
  }),
  "src/main.tsx": `import "@smm/ui/styles.css";
import { Button, MassOrderEditor, Toaster, toast } from "@smm/ui";
import { createRoot } from "react-dom/client";

function App() {
  return (
    <main className="p-6">
      <Button onClick={() => toast.success("Payment received")}>Pay Now</Button>
      <MassOrderEditor aria-label="Mass order" onSubmit={async () => {}} />
      <Toaster />
    </main>
  );
}

document.documentElement.dataset.theme = "brand-b";
const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
`,
};

let appDir: string;
let browser: Browser;

beforeAll(async () => {
  appDir = await mkdtemp(path.join(os.tmpdir(), "smm-ui-consumer-"));
  const packs = path.join(appDir, "packs");
  // `pnpm pack` builds each package first (prepack) and rewrites workspace: versions and publishConfig.
  await run("pnpm", ["--filter", "@smm/domain", "--filter", "@smm/ui", "pack", "--pack-destination", packs], {
    cwd: repoRoot,
  });
  const ui = await readJson("packages/ui/package.json");
  const root = await readJson("package.json");
  const domain = await readJson("packages/domain/package.json");
  const tarball = (name: string, version: string) =>
    `file:./packs/${name.replace("@", "").replace("/", "-")}-${version}.tgz`;
  const peers = Object.fromEntries(Object.keys(ui.peerDependencies).map((name) => [name, ui.devDependencies[name]]));
  const tools = ["vite", "@vitejs/plugin-react", "typescript", "@types/react", "@types/react-dom"];
  await writeFile(
    path.join(appDir, "package.json"),
    JSON.stringify({
      name: "child-panel",
      private: true,
      type: "module",
      dependencies: { "@smm/ui": tarball(ui.name, ui.version), ...peers },
      devDependencies: Object.fromEntries(tools.map((name) => [name, root.devDependencies[name]])),
      // The packed ui asks for @smm/domain by version; here it is the tarball beside it, not the registry.
      pnpm: { overrides: { "@smm/domain": tarball(domain.name, domain.version) } },
    }),
  );
  await mkdir(path.join(appDir, "src"));
  for (const [file, text] of Object.entries(app)) await writeFile(path.join(appDir, file), text);
  const { stdout: storeDir } = await run("pnpm", ["store", "path"], { cwd: repoRoot });
  await run("pnpm", ["install", "--prefer-offline", "--store-dir", storeDir.trim()], { cwd: appDir });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

describe("@smm/ui installed from its tarball into a plain Vite app", () => {
  it("type-checks against the published declarations", async () => {
    await run(path.join(appDir, "node_modules/.bin/tsc"), ["-p", "."], { cwd: appDir });
  });

  it("builds and renders a Button, the MassOrderEditor and the white-label theme", async () => {
    await run(path.join(appDir, "node_modules/.bin/vite"), ["build"], { cwd: appDir });
    const server = await preview({ root: appDir, configFile: false, logLevel: "warn", preview: { port: 0 } });
    try {
      const page = await browser.newPage();
      await page.goto(server.resolvedUrls?.local[0] ?? "");

      const pay = page.getByRole("button", { name: "Pay Now" });
      await pay.waitFor();
      // The editor parses as the customer types: the domain rules run from the packed @smm/domain.
      await page.getByRole("button", { name: "Load example" }).click();
      await expect(page.getByRole("textbox", { name: "Orders" }).inputValue()).resolves.toMatch(/\|/);
      await expect(page.getByText(/^\d+ valid orders?$/).textContent()).resolves.not.toBe("0 valid orders");

      // White-label: the button wears brand-b's primary from the design tokens, and the default one without it.
      const tokens = await readFile(path.join(repoRoot, "packages/ui/src/styles.css"), "utf8");
      const brandPrimary = /\[data-theme="brand-b"\] \{[^}]*--primary: ([^;]+);/.exec(tokens)?.[1];
      const colours = await pay.evaluate((button, brand) => {
        const probe = document.body.appendChild(document.createElement("i"));
        probe.style.backgroundColor = brand ?? "";
        const expected = getComputedStyle(probe).backgroundColor;
        const branded = getComputedStyle(button).backgroundColor;
        delete document.documentElement.dataset.theme;
        return { expected, branded, unbranded: getComputedStyle(button).backgroundColor };
      }, brandPrimary);
      expect(colours.branded).toBe(colours.expected);
      expect(colours.unbranded).not.toBe(colours.expected);
      // The fonts ship beside the stylesheet and load from it.
      await expect(
        page.evaluate(() => document.fonts.load("1em 'Inter Variable'").then((f) => f.length)),
      ).resolves.toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
