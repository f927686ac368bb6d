/**
 * The app's JavaScript budgets, measured on the production build as a browser loads it (every script Chromium
 * fetches until the network is quiet, gzip level 9 per file, independent of how the server compresses):
 * - `/`, signed out;
 * - a signed-in customer's first visit to `/dashboard` (issue 20: not more than 271 kB, under 200 kB the aim);
 * - each dashboard route's own chunk: its route module (React Router's manifest names it) ≤ 40 kB, and beside it
 *   the JS the route adds to what every dashboard route loads.
 */
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";
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

const FIRST_VISIT_BUDGET_KB = 271;
const FIRST_VISIT_AIM_KB = 200;
const ROUTE_BUDGET_KB = 40;
const clientDir = path.join(repoRoot, "packages/app/dist/client");

const kB = (bytes: number) => Number((bytes / 1024).toFixed(2));
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
const sumGzip = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

/** React Router's route manifest of the build: each route's module file, by route path. */
function routeModules(): Map<string, string> {
  const assets = path.join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!file) throw new Error("The build wrote no React Router manifest");
  const source = readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1, source.lastIndexOf(";"))) as {
    routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string }>;
  };
  const pathOf = (id: string): string => {
    const route = manifest.routes[id];
    if (!route) return "";
    const parent = route.parentId ? pathOf(route.parentId) : "";
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
  };
  const modules = new Map<string, string>();
  for (const route of Object.values(manifest.routes)) {
    if (route.index || !Object.values(manifest.routes).some((child) => child.parentId === route.id)) {
      modules.set(pathOf(route.id) || "/", route.module.slice(1));
    }
  }
  return modules;
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
  // The page is the app's once its heading is React's (not the prerendered shell's skeleton); then wait for quiet.
  await page.locator("main h1").first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== route) throw new Error(`${route} redirected to ${landed}: the route is missing or the guard refused`);
  return scripts;
}

const benchmark: Benchmark = {
  name: "app-budgets",
  description: `App JS (gzip): a first visit to /dashboard ≤ ${FIRST_VISIT_BUDGET_KB} kB (aim < ${FIRST_VISIT_AIM_KB}); each dashboard route's own chunk ≤ ${ROUTE_BUDGET_KB} kB`,
  async run() {
    buildAppAndServer();
    const server = await startBuiltServer();
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    try {
      const landing = await scriptsLoadedAt(browser, server.url, "/");
      const customer = await registerCustomer(server.url);
      const perRoute = new Map<string, Set<string>>();
      for (const route of DASHBOARD_ROUTES)
        perRoute.set(route, await scriptsLoadedAt(browser, server.url, route, customer));
      const loadedSets = [...perRoute.values()];
      const everyRoute = new Set(loadedSets[0]);
      for (const file of everyRoute) if (!loadedSets.every((files) => files.has(file))) everyRoute.delete(file);
      const firstVisit = perRoute.get("/dashboard") ?? new Set<string>();
      const firstVisitKb = kB(sumGzip(firstVisit));

      const metrics: Record<string, number | string> = {
        landing_js_gzip_kB: kB(sumGzip(landing)),
        landing_js_files: landing.size,
        dashboard_first_visit_js_gzip_kB: firstVisitKb,
        dashboard_first_visit_js_files: firstVisit.size,
        js_every_dashboard_route_loads_gzip_kB: kB(sumGzip(everyRoute)),
      };
      const goals = [
        {
          text: `a first visit to /dashboard ≤ ${FIRST_VISIT_BUDGET_KB} kB gzip (is ${firstVisitKb} kB; aim < ${FIRST_VISIT_AIM_KB})`,
          met: firstVisitKb <= FIRST_VISIT_BUDGET_KB,
        },
      ];
      const modules = routeModules();
      for (const [route, files] of perRoute) {
        const own = modules.get(route);
        const ownKb = own && files.has(own) ? kB(gzipBytes(own)) : 0;
        const name = route.replace("/dashboard", "dashboard").replaceAll(/[/-]/g, "_");
        metrics[`${name}_own_chunk_gzip_kB`] = ownKb;
        metrics[`${name}_added_js_gzip_kB`] = kB(sumGzip([...files].filter((file) => !everyRoute.has(file))));
        goals.push({
          text: `${route} own chunk ≤ ${ROUTE_BUDGET_KB} kB gzip (is ${ownKb} kB: ${own ?? "none"})`,
          met: ownKb > 0 && ownKb <= ROUTE_BUDGET_KB,
        });
      }
      // The machine is shared: the 1-minute load average at the end of the run, for reading the figures above.
      metrics.load_average_1min = Number(os.loadavg()[0]?.toFixed(1));
      return { metrics, goals };
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default benchmark;
