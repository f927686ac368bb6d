/**
 * ServicesCatalogue with 10,000 services in Chromium: first render (render call to first paint) and, over 50
 * keystrokes in the search box, the time from each keystroke to the next paint (p50, p95).
 *
 * The page (bench/services-catalogue/) is built with Vite in production mode, as an app would ship it, served
 * from a throwaway local server and driven by playwright-core in Debian's Chromium with the flags of
 * vitest.config.ts. Two frame regimes are measured:
 * - "unthrottled" (goal): frames are produced as soon as there is something to paint (vsync and the frame-rate
 *   limit off), so the figure is the app's own work per keystroke, not the wait for a 60 Hz frame boundary
 *   (which alone averages 8 ms and reaches 16.7 ms, whatever the app does);
 * - "60 Hz": Chromium's default frame clock, shown for reference.
 */

import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { type Browser, chromium } from "playwright-core";
import { build } from "vite";
import "./services-catalogue/contract.ts";
import { chromiumArgs, chromiumExecutablePath } from "../scripts/chromium.ts";
import type { Benchmark } from "./types.ts";

const pageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "services-catalogue");
const UNTHROTTLED_FLAGS = ["--disable-frame-rate-limit", "--disable-gpu-vsync"];
// 26 characters narrowing the list, then 24 backspaces widening it again: 50 keystrokes.
const TYPED = "instagram followers server";
const KEYS = [...TYPED.split(""), ...Array.from({ length: 24 }, () => "Backspace")];
// About ten characters a second, like a quick typist; the deferred table update settles in between.
const PAUSE_BETWEEN_KEYS_MS = 100;
const SETTLE_BEFORE_TYPING_MS = 1000;

type Figures = { firstRenderMs: number[]; firstCommitMs: number[]; keyToPaint: number[]; keyToResults: number[] };
// First render is taken over several page loads (median), as one load on a busy machine says little.
const PAGE_LOADS = 5;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[rank] ?? Number.NaN);
}

const round = (value: number) => Number(value.toFixed(1));

async function buildPage(outDir: string) {
  await build({
    root: pageDir,
    configFile: false,
    logLevel: "silent",
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true },
  });
}

function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = path.join(dir, pathname === "/" ? "index.html" : pathname);
    try {
      const body = await readFile(file);
      response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function measure(url: string, extraFlags: string[]): Promise<Figures> {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumExecutablePath,
      args: [...chromiumArgs, ...extraFlags],
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const firstRenderMs: number[] = [];
    const firstCommitMs: number[] = [];
    for (let load = 0; load < PAGE_LOADS; load += 1) {
      await page.goto(url);
      await page.waitForFunction(() => window.catalogueBench?.firstRenderMs !== null);
      const first = await page.evaluate(() => window.catalogueBench);
      firstRenderMs.push(first.firstRenderMs ?? Number.NaN);
      firstCommitMs.push(first.firstCommitMs ?? Number.NaN);
    }
    const search = page.getByRole("searchbox", { name: "Search services" });
    // A person starts typing a moment after the page shows, by which time the idle-time search index is built.
    await page.waitForTimeout(SETTLE_BEFORE_TYPING_MS);
    await search.focus();
    for (const [index, key] of KEYS.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((count) => window.catalogueBench.keystrokeToPaintMs.length >= count, index + 1);
      await page.waitForTimeout(PAUSE_BETWEEN_KEYS_MS);
    }
    const typedBack = await search.inputValue();
    if (typedBack !== TYPED.slice(0, TYPED.length - 24)) throw new Error(`search box holds "${typedBack}"`);
    const result = await page.evaluate(() => window.catalogueBench);
    console.log(
      `  keystroke → paint, in order (${extraFlags.length > 0 ? "unthrottled" : "60 Hz"}): ${result.keystrokeToPaintMs.map(round).join(" ")}`,
    );
    return {
      firstRenderMs,
      firstCommitMs,
      keyToPaint: result.keystrokeToPaintMs,
      keyToResults: result.keystrokeToResultsMs,
    };
  } finally {
    await browser?.close();
  }
}

const benchmark: Benchmark = {
  name: "services-catalogue",
  description:
    "ServicesCatalogue with 10,000 services in Chromium: first render, and keystroke → next paint over 50 keystrokes",
  async run() {
    const outDir = await mkdtemp(path.join(os.tmpdir(), "catalogue-bench-"));
    let server: Server | undefined;
    try {
      await buildPage(outDir);
      server = await serve(outDir);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      // The machine is shared: the load around the run says how far the figures can be trusted.
      const loadBefore = os.loadavg()[0] ?? Number.NaN;
      const unthrottled = await measure(url, UNTHROTTLED_FLAGS);
      const sixtyHz = await measure(url, []);
      const loadAfter = os.loadavg()[0] ?? Number.NaN;
      const p95 = percentile(unthrottled.keyToPaint, 95);
      const firstRender = percentile(unthrottled.firstRenderMs, 50);
      return {
        metrics: {
          services: 10_000,
          keystrokes: unthrottled.keyToPaint.length,
          first_render_ms: firstRender,
          first_render_each_load_ms: unthrottled.firstRenderMs.map(round).join(" "),
          first_render_script_ms: percentile(unthrottled.firstCommitMs, 50),
          keystroke_to_paint_p50_ms: percentile(unthrottled.keyToPaint, 50),
          keystroke_to_paint_p95_ms: p95,
          keystroke_to_paint_max_ms: percentile(unthrottled.keyToPaint, 100),
          keystroke_to_results_p50_ms: percentile(unthrottled.keyToResults.filter(Number.isFinite), 50),
          keystroke_to_results_p95_ms: percentile(unthrottled.keyToResults.filter(Number.isFinite), 95),
          at_60hz_first_render_ms: percentile(sixtyHz.firstRenderMs, 50),
          at_60hz_keystroke_to_paint_p50_ms: percentile(sixtyHz.keyToPaint, 50),
          at_60hz_keystroke_to_paint_p95_ms: percentile(sixtyHz.keyToPaint, 95),
          machine_load_1m: `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} (${os.cpus().length} cores)`,
        },
        goals: [
          { text: `keystroke → next paint p95 ≤ 16 ms (is ${p95} ms)`, met: p95 <= 16 },
          {
            text: `first render ≤ 100 ms (median of ${PAGE_LOADS} loads, is ${firstRender} ms)`,
            met: firstRender <= 100,
          },
        ],
      };
    } finally {
      server?.close();
      await rm(outDir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
