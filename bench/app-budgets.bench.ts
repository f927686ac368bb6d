/**
 * The app's JavaScript budgets (issue 39), measured on a fresh production build exactly as e2e/js-budget.spec.ts
 * checks them (e2e/support/scriptBudget.ts: every script a first visit fetches until the network is idle, gzip
 * level 9 per file): `/` signed out, a signed-in customer's first `/dashboard`, and what each other dashboard route
 * adds to it.
 */
import os from "node:os";
import { chromium } from "playwright-core";
import {
  DASHBOARD_ROUTES,
  kB,
  type LoadedScripts,
  SCRIPT_BUDGETS,
  type ScriptBudget,
  scriptsAddedTo,
  scriptsOfFirstVisit,
  totalBytes,
} from "../e2e/support/scriptBudget.ts";
import { chromiumArgs, chromiumExecutablePath } from "../scripts/chromium.ts";
import { buildAppAndServer, registerCustomer, startBuiltServer } from "./app-server.ts";
import type { Benchmark } from "./types.ts";

const { landing, firstDashboard, otherDashboardRoute } = SCRIPT_BUDGETS;

function goal(what: string, scripts: LoadedScripts, budget: ScriptBudget) {
  const size = kB(totalBytes(scripts));
  const files = budget.files === undefined ? "" : ` in ≤ ${budget.files} files`;
  return {
    text: `${what} ≤ ${budget.kB} kB gzip${files} (is ${size} kB in ${scripts.size} files)`,
    met: size <= budget.kB && scripts.size <= (budget.files ?? Number.POSITIVE_INFINITY),
  };
}

const benchmark: Benchmark = {
  name: "app-budgets",
  description: `App JS on a first visit (gzip, every script until the network is idle): / ≤ ${landing.kB} kB in ≤ ${landing.files} files; /dashboard ≤ ${firstDashboard.kB} kB in ≤ ${firstDashboard.files} files; each other dashboard route adds ≤ ${otherDashboardRoute.kB} kB`,
  async run() {
    buildAppAndServer();
    const server = await startBuiltServer();
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    try {
      const landingScripts = await scriptsOfFirstVisit(browser, server.url, "/");
      const customer = await registerCustomer(server.url);
      const [dashboard, ...otherRoutes] = DASHBOARD_ROUTES;
      const dashboardScripts = await scriptsOfFirstVisit(browser, server.url, dashboard, customer);
      const metrics: Record<string, number | string> = {
        landing_js_gzip_kB: kB(totalBytes(landingScripts)),
        landing_js_files: landingScripts.size,
        dashboard_first_visit_js_gzip_kB: kB(totalBytes(dashboardScripts)),
        dashboard_first_visit_js_files: dashboardScripts.size,
      };
      const goals = [goal("/", landingScripts, landing), goal(dashboard, dashboardScripts, firstDashboard)];
      for (const route of otherRoutes) {
        const added = scriptsAddedTo(dashboardScripts, await scriptsOfFirstVisit(browser, server.url, route, customer));
        const name = route.replace("/dashboard/", "").replaceAll("-", "_");
        metrics[`${name}_added_js_gzip_kB`] = kB(totalBytes(added));
        metrics[`${name}_added_js_files`] = added.size;
        goals.push(goal(`${route} beyond ${dashboard}`, added, otherDashboardRoute));
      }
      // The machine is shared: the 1-minute load average at the end of the run, for reading the timings (not bytes).
      metrics.load_average_1min = Number(os.loadavg()[0]?.toFixed(1));
      return { metrics, goals };
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

export default benchmark;
