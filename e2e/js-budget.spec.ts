/**
 * The JavaScript a first visit costs on the built app (issue 39), counted as support/scriptBudget.ts says: every
 * script fetched until the network is idle, gzipped. Held to SCRIPT_CEILINGS (the budget, or the figure reached
 * where the budget is not met yet). A failure lists the scripts, biggest first.
 */
import { expect, test } from "./support/fixtures.ts";
import {
  DASHBOARD_ROUTES,
  describeScripts,
  kB,
  type LoadedScripts,
  SCRIPT_CEILINGS,
  type ScriptBudget,
  scriptsAddedTo,
  scriptsOfFirstVisit,
  totalBytes,
} from "./support/scriptBudget.ts";

function expectWithin(what: string, scripts: LoadedScripts, budget: ScriptBudget) {
  const figures = `${what}: ${kB(totalBytes(scripts))} kB gzip in ${scripts.size} files\n${describeScripts(scripts)}`;
  expect(kB(totalBytes(scripts)), figures).toBeLessThanOrEqual(budget.kB);
  if (budget.files !== undefined) expect(scripts.size, figures).toBeLessThanOrEqual(budget.files);
}

test("a first visit to the landing stays within its JavaScript budget", async ({ browser, baseURL }) => {
  expectWithin("/", await scriptsOfFirstVisit(browser, baseURL, "/"), SCRIPT_CEILINGS.landing);
});

test("a signed-in first visit to each dashboard route stays within its JavaScript budget", async ({
  browser,
  baseURL,
  customer,
}) => {
  // Ten first visits, each until the network is idle: minutes on a shared machine.
  test.setTimeout(300_000);
  const [dashboard, ...otherRoutes] = DASHBOARD_ROUTES;
  const firstDashboard = await scriptsOfFirstVisit(browser, baseURL, dashboard, customer);
  expectWithin(dashboard, firstDashboard, SCRIPT_CEILINGS.firstDashboard);
  for (const route of otherRoutes) {
    const added = scriptsAddedTo(firstDashboard, await scriptsOfFirstVisit(browser, baseURL, route, customer));
    expectWithin(`${route} beyond ${dashboard}`, added, SCRIPT_CEILINGS.otherDashboardRoute);
  }
});
