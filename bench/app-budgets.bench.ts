/**
 * The app's JavaScript budgets (issue 6), measured on the production build as a browser loads it:
 * - initial JS of `/`: every script Chromium fetches for the landing page until the network is quiet, with no
 *   interaction (the prerendered page's boot module and its imports), gzip. Shown beside it, so nobody is misled: the
 *   JS of `/` after the first interaction (the pointer moves, the app loads and hydrates the page, the network is
 *   quiet again), and the entry of every other page with its static imports;
 * - each dashboard route's own chunk: the lazy route modules (files the router loads with `import()`) fetched for
 *   that route and not for every dashboard route (those belong to the shell), gzip. Also shown: all the JS a route
 *   adds on top of the entry and the shell.
 * Sizes are of the built files gzipped at level 9, independent of how the server compresses.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "playwright-core";
import { landingHydrated } from "../e2e/support/landing.ts";
import { repoRoot } from "../e2e/support/server.ts";
import { chromiumArgs, chromiumExecutablePath } from "../scripts/chromium.ts";
import {
  buildAppAndServer,
  DASHBOARD_ROUTES,
  registerCustomer,
  rememberSession,
  type StoredCustomer,
  startBuiltServer,
} from "./app-server.ts";
import type { Benchmark } from "./types.ts";

const INITIAL_BUDGET_KB = 110;
const ROUTE_BUDGET_KB = 40;
const distDir = path.join(repoRoot, "packages/app/dist");

const kB = (bytes: number) => Number((bytes / 1024).toFixed(2));
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const sumGzip = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

/** The entry script and the modules index.html preloads with it (its static imports). */
function entryAndStaticImports(): string[] {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /type="module"|rel="modulepreload"/.test(tag))
    .map((tag) => tag.match(/(?:src|href)="\/([^"]+\.js)"/)?.[1])
    .filter((file): file is string => file !== undefined);
}

/** Files some chunk loads with a dynamic `import("./x.js")`: the lazy route modules. */
function lazyChunks(loaded: Iterable<string>): Set<string> {
  const lazy = new Set<string>();
  for (const file of loaded) {
    const code = readFileSync(path.join(distDir, file), "utf8");
    for (const match of code.matchAll(/import\(\s*[`"']\.\/([^`"']+\.js)[`"']\s*\)/g)) {
      lazy.add(path.posix.join(path.posix.dirname(file), match[1] ?? ""));
    }
  }
  return lazy;
}

/** Resolves once no request has been open for `quietMs` (networkidle fires only once per load). */
function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let open = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (open === 0) timer = setTimeout(resolve, quietMs);
    };
    page.on("request", () => {
      open += 1;
      clearTimeout(timer);
    });
    const finished = () => {
      open = Math.max(0, open - 1);
      settle();
    };
    page.on("requestfinished", finished);
    page.on("requestfailed", finished);
    settle();
  });
}

/**
 * The built scripts of `/`: those fetched until the network is quiet without any interaction, and all of them once
 * the pointer has moved over the page (the first interaction), the app has hydrated it and the network is quiet.
 */
async function landingScripts(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.add(pathname.slice(1));
  });
  await page.goto(`${baseUrl}/`);
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const initial = new Set(scripts);
  const quiet = networkQuiet(page);
  await page.mouse.move(640, 400);
  await landingHydrated(page);
  await quiet;
  await context.close();
  return { initial, afterInteraction: scripts };
}

/** The built scripts the browser fetches to show `route` until the network is quiet. */
async function scriptsLoadedAt(
  browser: Browser,
  baseUrl: string,
  route: string,
  customer?: StoredCustomer,
): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (customer) {
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(rememberSession, customer);
  }
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.add(pathname.slice(1));
  });
  await page.goto(`${baseUrl}${route}`);
  // The lazy route modules load after the entry has run: wait for the page's heading, then for quiet.
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== route) throw new Error(`${route} redirected to ${landed}: the route is missing or the guard refused`);
  return scripts;
}

const benchmark: Benchmark = {
  name: "app-budgets",
  description: `App JS budgets (gzip): initial JS of / ≤ ${INITIAL_BUDGET_KB} kB; each dashboard route's own chunk ≤ ${ROUTE_BUDGET_KB} kB`,
  async run() {
    buildAppAndServer();
    const server = await startBuiltServer();
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    try {
      const entry = entryAndStaticImports();
      const landing = await landingScripts(browser, server.url);
      const initialKb = kB(sumGzip(landing.initial));

      const customer = await registerCustomer(server.url);
      const perRoute = new Map<string, Set<string>>();
      for (const route of DASHBOARD_ROUTES)
        perRoute.set(route, await scriptsLoadedAt(browser, server.url, route, customer));
      const loadedSets = [...perRoute.values()];
      const everyRoute = new Set(loadedSets[0]);
      for (const file of everyRoute) if (!loadedSets.every((files) => files.has(file))) everyRoute.delete(file);
      const lazy = lazyChunks(new Set([...perRoute.values()].flatMap((files) => [...files])));

      const metrics: Record<string, number | string> = {
        initial_js_of_landing_gzip_kB: initialKb,
        js_of_landing_after_first_interaction_gzip_kB: kB(sumGzip(landing.afterInteraction)),
        entry_and_static_imports_gzip_kB: kB(sumGzip(entry)),
        dashboard_shell_gzip_kB: kB(sumGzip([...everyRoute].filter((file) => !entry.includes(file)))),
      };
      const goals = [
        {
          text: `initial JS of / ≤ ${INITIAL_BUDGET_KB} kB gzip (is ${initialKb} kB)`,
          met: initialKb <= INITIAL_BUDGET_KB,
        },
      ];
      for (const [route, files] of perRoute) {
        const added = [...files].filter((file) => !everyRoute.has(file));
        const own = added.filter((file) => lazy.has(file));
        const ownKb = kB(sumGzip(own));
        const name = route.replace("/dashboard", "dashboard").replaceAll(/[/-]/g, "_");
        metrics[`${name}_own_chunk_gzip_kB`] = ownKb;
        metrics[`${name}_added_js_gzip_kB`] = kB(sumGzip(added));
        goals.push({
          text: `${route} own chunk ≤ ${ROUTE_BUDGET_KB} kB gzip (is ${ownKb} kB: ${own.join(", ") || "none"})`,
          met: ownKb <= ROUTE_BUDGET_KB && own.length > 0,
        });
      }
      // The machine is shared: the 1-minute load average at the end of the run, for reading the figures above.
      const [oneMinute = 0] = os.loadavg();
      metrics.load_average_1min = Number(oneMinute.toFixed(1));
      return { metrics, goals };
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default benchmark;
