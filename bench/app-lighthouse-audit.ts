/**
 * What the Lighthouse benches share (app-lighthouse, app-lighthouse-tbt): Lighthouse 12 with its mobile preset (the
 * default config, simulated slow 4G and 4× CPU slowdown) in Debian Chromium launched by chrome-launcher; one audit's
 * figures; a customer's session given to that browser before the signed-in audits.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumExecutablePath } from "../scripts/chromium.ts";
import { rememberSession, type StoredCustomer } from "./app-server.ts";

// Not the test flags of scripts/chromium.ts: with them Chromium records no navigation start in the trace
// (Lighthouse fails with NO_NAVSTART). Lighthouse's own defaults, what running as root in a container needs, and
// trust in the TLS front's self-signed certificate.
const LIGHTHOUSE_CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--ignore-certificate-errors",
];

export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumExecutablePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS });
}

export interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** All the main thread's work during the load (Lighthouse's main-thread work breakdown), blocking or not. */
  mainThreadMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Requests and bytes over the wire (after compression) until the page was quiet: the simulated 4G pays for both. */
  requests: number;
  transferKB: number;
  /** Lighthouse's measure of this machine's speed at the time (its simulated throttling assumes a fast host). */
  benchmarkIndex: number;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname)
    throw new Error(`${url} ended on ${landed}: the route or the session is missing`);
  for (const category of ["performance", "accessibility"]) {
    if (typeof lhr.categories[category]?.score !== "number") {
      const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
      throw new Error(`Lighthouse gave ${url} no ${category} score (${failed?.id}: ${failed?.errorMessage})`);
    }
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) =>
    Number((lhr.audits[id]?.numericValue ?? Number.NaN).toFixed(id === "cumulative-layout-shift" ? 3 : 0));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    mainThreadMs: numeric("mainthread-work-breakdown"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    ...wireTotals(lhr.audits["network-requests"]?.details),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** The network-requests audit's rows summed: how many requests, how many kB transferred. */
function wireTotals(details: unknown): { requests: number; transferKB: number } {
  const items = (details as { items?: { transferSize?: number }[] } | undefined)?.items ?? [];
  const bytes = items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return { requests: items.length, transferKB: Math.round(bytes / 1024) };
}

/**
 * One first visit's audit. An audit that returns no result or no category score (about 1 in 30 here, cause not
 * found) is run once more.
 */
export async function auditWithOneRetry(url: string, port: number): Promise<Scores> {
  try {
    return await audit(url, port);
  } catch (error) {
    console.warn(`  ${(error as Error).message}; auditing once more`);
    return audit(url, port);
  }
}

/**
 * Writes `customer`'s session into the profile of the browser on `chromePort` for `origin` (playwright-core over the
 * DevTools port, as the app does with "remember me"). Lighthouse's own storage reset before each audit keeps
 * localStorage (its default clearStorageTypes leave it) and empties the HTTP cache, so every audit is a first visit.
 */
export async function rememberSessionInBrowser(
  chromePort: number,
  origin: string,
  customer: StoredCustomer,
): Promise<void> {
  const devtools = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = devtools.contexts()[0] ?? (await devtools.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(rememberSession, customer);
  await page.close();
  // Disconnect (the browser stays up) so Playwright does not attach to the tab Lighthouse opens.
  await devtools.close();
}
