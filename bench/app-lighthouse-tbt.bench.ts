/**
 * Issue 39's main-thread ratio: Lighthouse mobile's total blocking time of `/` (signed out) and `/dashboard` (signed
 * in) beside the page of a minimal React Router framework-mode app (bench/minimal-app: the same React, React DOM,
 * React Router and Vite, its document rendered by the server, one route with a heading and a form), in the same run
 * and the same browser. Both are served as production serves them, through an HTTP/2 TLS front (server/tls-front.ts),
 * their scripts compressed. The three pages take turns, round after round, so a busy moment of this shared machine
 * weighs on all three alike; the median of each counts, with the spread and every run beside it. Lighthouse's
 * main-thread work (blocking or not) is reported the same way: a minimal page may block for 0 ms, which no ratio
 * can be taken against.
 */
import os from "node:os";
import { auditWithOneRetry, launchLighthouseChrome, median, rememberSessionInBrowser } from "./app-lighthouse-audit.ts";
import {
  buildAppAndServer,
  buildMinimalApp,
  registerCustomer,
  startBuiltServer,
  startMinimalApp,
} from "./app-server.ts";
import { startTlsFront } from "./server/tls-front.ts";
import type { Benchmark } from "./types.ts";

const ROUNDS = 5;

interface Runs {
  tbtMs: number[];
  mainThreadMs: number[];
}

const ratio = (value: number, base: number) => (base > 0 ? Number((value / base).toFixed(1)) : "n/a (minimal: 0 ms)");

const benchmark: Benchmark = {
  name: "app-lighthouse-tbt",
  description: `Lighthouse mobile total blocking time and main-thread work of / and /dashboard (signed in) beside a minimal React Router framework app's page (bench/minimal-app), in one run through an HTTP/2 TLS front, ${ROUNDS} rounds taking turns; medians, spread and ratios`,
  async run() {
    buildAppAndServer();
    buildMinimalApp();
    const loadAtStart = Number(os.loadavg()[0]?.toFixed(1));
    const app = await startBuiltServer();
    const minimal = await startMinimalApp();
    const appFront = await startTlsFront(app.url);
    const minimalFront = await startTlsFront(minimal.url);
    const chrome = await launchLighthouseChrome();
    try {
      await rememberSessionInBrowser(chrome.port, appFront.url, await registerCustomer(app.url));
      const pages = {
        minimal: `${minimalFront.url}/`,
        landing: `${appFront.url}/`,
        dashboard: `${appFront.url}/dashboard`,
      };
      const noRuns = (): Runs => ({ tbtMs: [], mainThreadMs: [] });
      const runs: Record<keyof typeof pages, Runs> = { minimal: noRuns(), landing: noRuns(), dashboard: noRuns() };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [name, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
          const scores = await auditWithOneRetry(url, chrome.port);
          runs[name].tbtMs.push(scores.tbtMs);
          runs[name].mainThreadMs.push(scores.mainThreadMs);
          console.log(`  round ${round + 1} ${name}: TBT ${scores.tbtMs} ms, main thread ${scores.mainThreadMs} ms`);
        }
      }

      const metrics: Record<string, number | string> = {
        transport: "HTTP/2 through a TLS front",
        load_average_1min_at_start: loadAtStart,
      };
      for (const [name, { tbtMs, mainThreadMs }] of Object.entries(runs)) {
        for (const [figure, values] of [
          ["tbt", tbtMs],
          ["main_thread", mainThreadMs],
        ] as const) {
          metrics[`${name}_${figure}_ms_median`] = median(values);
          metrics[`${name}_${figure}_ms_range`] = `${Math.min(...values)}–${Math.max(...values)}`;
          metrics[`${name}_${figure}_ms_runs`] = values.join(", ");
        }
      }
      for (const name of ["landing", "dashboard"] as const) {
        metrics[`${name}_tbt_ratio_to_minimal`] = ratio(median(runs[name].tbtMs), median(runs.minimal.tbtMs));
        metrics[`${name}_main_thread_ratio_to_minimal`] = ratio(
          median(runs[name].mainThreadMs),
          median(runs.minimal.mainThreadMs),
        );
      }
      metrics.load_average_1min_at_end = Number(os.loadavg()[0]?.toFixed(1));
      return { metrics };
    } finally {
      chrome.kill();
      await appFront.close();
      await minimalFront.close();
      await minimal.stop();
      await app.stop();
    }
  },
};

export default benchmark;
