/**
 * 1,000 child panels on one server (issue 18, "Scale"): a throwaway durable PostgreSQL (fsync on) with 1,000 active
 * child panels of the main panel (bench/child-panels/seed.ts: made by the server's own activation, then each given
 * a small shop and funded customers in SQL), and the built server started once as production runs it, in its own
 * process, with CHILD_PANEL_BASE_DOMAIN set; every request names its panel by its Host header, half the children by
 * their own domain and half by their temporary address.
 *
 * It measures the server's memory after a full GC at rest, after a warm-up on the main panel, after one landing page
 * `/` on each child and after two orders (POST /api/orders, signed in) on each child; and the time to serve a
 * child's landing and orders against the main panel's, interleaved request by request (child then main, then main
 * then child) so both see the same machine and the same database. A child's landing and first order are that
 * panel's first requests of their kind, what a panel visited once in a while costs (most of 1,000 panels are); its
 * next order, right after, finds what the first left in the panel's caches, so it shows what being a child costs
 * on every request.
 *
 * CHILD_PANELS_BENCH_COUNT=50 runs it with fewer panels (while developing).
 */
import os from "node:os";
import pg from "pg";
import { type Database, openPostgres, prepareDatabase } from "../packages/server/src/index.ts";
import { PanelDirectory } from "../packages/server/src/services/panels/directory.ts";
import { hashPassword } from "../packages/server/src/services/passwords.ts";
import { startThrowawayPostgres } from "../packages/server/src/testing/postgres.ts";
import { buildAppAndServer } from "./app-server.ts";
import { loadLanding, placeOrder } from "./child-panels/requests.ts";
import { type SeededPanel, seedChildPanels } from "./child-panels/seed.ts";
import { type Memory, type ServerUnderTest, startServerProcess } from "./child-panels/server-process.ts";
import { percentile } from "./server/percentile.ts";
import type { Benchmark, Goal } from "./types.ts";

const COUNT = Number(process.env.CHILD_PANELS_BENCH_COUNT) || 1000;
const BASE_DOMAIN = "panels.bench.test";
const MAIN_HOST = "panel.bench.test";
const OPERATOR = { email: "operator@panel.bench.test", password: "Operator1234" };
/** Landing pages and orders on the main panel before the figures count: the server's code paths compiled and warm. */
const WARMUP = 30;

// The floors the issue implies. A child panel is the same server answering another Host: its landing and its order
// cost what the main panel's do (1.25× leaves room for a child's first request reading its settings and moving a
// connection to its panel). And panels live in the database, not in the process: what the server keeps per panel it
// has served is small, so 1,000 panels fit in a small machine's memory beside the server itself.
const RATIO_GOAL = 1.25;
const HEAP_PER_PANEL_GOAL_KB = 50;
const RSS_GOAL_MB = 512;

/** Milliseconds of each request: a child's first, the same child's next (`childAgain`), the main panel's. */
interface Timings {
  child: number[];
  childAgain: number[];
  main: number[];
}

/**
 * `request` on every child (`again`: twice in a row, the second finding what the first left in the panel's caches)
 * and on the main panel beside it, the main panel's turn before and after the child's alternately.
 */
async function interleaved(
  children: SeededPanel[],
  main: SeededPanel,
  request: (panel: SeededPanel) => Promise<number>,
  again = false,
): Promise<Timings> {
  const timings: Timings = { child: [], childAgain: [], main: [] };
  const onMain = async () => {
    timings.main.push(await request(main));
  };
  for (const [index, child] of children.entries()) {
    if (index % 2 === 1) await onMain();
    timings.child.push(await request(child));
    if (again) timings.childAgain.push(await request(child));
    if (index % 2 === 0) await onMain();
  }
  return timings;
}

/** Each child's order is in that panel's rows, and the main panel's in its own: the Host named the panel. */
async function expectOrdersWhereTheyWerePlaced(url: string, children: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ panel: number; orders: number }>(
      "select panel_id as panel, count(*)::int as orders from orders group by panel_id",
    );
    const main = rows.find((row) => row.panel === 1)?.orders;
    const wrong = rows.filter((row) => row.panel !== 1 && row.orders !== 2);
    if (main !== WARMUP + children || rows.length !== children + 1 || wrong.length > 0) {
      throw new Error(`orders by panel: main ${main}, ${rows.length - 1} children, ${wrong.length} without their two`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The p50 of loading every panel into a PanelDirectory (a server does it when its map is 5 s old, during the
 * request that finds it so): what one request in every 5 s pays on top.
 */
async function timeDirectoryLoads(database: Database): Promise<number> {
  const directory = new PanelDirectory(database.db, BASE_DOMAIN, `http://${MAIN_HOST}`);
  const loads: number[] = [];
  for (let round = 0; round < 20; round++) {
    directory.changed();
    const started = performance.now();
    await directory.resolve(MAIN_HOST);
    loads.push(performance.now() - started);
  }
  return percentile(loads, 50);
}

interface Figures {
  seedSeconds: number;
  directoryLoadMs: number;
  rollUpSeconds: number;
  memory: { atRest: Memory; warm: Memory; afterLandings: Memory; afterOrders: Memory };
  landing: Timings;
  order: Timings;
}

async function measure(): Promise<Figures> {
  const cluster = await startThrowawayPostgres({ durable: true });
  let server: ServerUnderTest | undefined;
  try {
    const seedStarted = performance.now();
    const database = await openPostgres(cluster.url);
    const client = new pg.Client({ connectionString: cluster.url });
    let panels: SeededPanel[];
    let directoryLoadMs: number;
    let rollUpSeconds: number;
    try {
      await prepareDatabase(database, { demo: false, firstOperator: OPERATOR });
      await client.connect();
      const passwordHash = await hashPassword(OPERATOR.password);
      ({ panels, rollUpSeconds } = await seedChildPanels(database, client, {
        count: COUNT,
        baseDomain: BASE_DOMAIN,
        mainHost: MAIN_HOST,
        passwordHash,
      }));
      directoryLoadMs = await timeDirectoryLoads(database);
    } finally {
      await client.end();
      await database.close();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [main, ...children] = panels;
    if (!main || children.length !== COUNT) throw new Error(`seeded ${children.length} child panels of ${COUNT}`);
    console.log(`  ${COUNT} child panels seeded in ${seedSeconds.toFixed(0)} s`);

    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      DEMO: "0",
      PUBLIC_URL: `http://${MAIN_HOST}`,
      CHILD_PANEL_BASE_DOMAIN: BASE_DOMAIN,
      ADMIN_EMAIL: OPERATOR.email,
      ADMIN_PASSWORD: OPERATOR.password,
    });
    const { url } = server;
    const atRest = await server.memory();
    for (let round = 0; round < WARMUP; round++) {
      await loadLanding(url, main);
      await placeOrder(url, main);
    }
    const warm = await server.memory();
    const landing = await interleaved(children, main, (panel) => loadLanding(url, panel));
    const afterLandings = await server.memory();
    const order = await interleaved(children, main, (panel) => placeOrder(url, panel), true);
    const afterOrders = await server.memory();
    await expectOrdersWhereTheyWerePlaced(cluster.url, children.length);
    return {
      seedSeconds,
      directoryLoadMs,
      rollUpSeconds,
      memory: { atRest, warm, afterLandings, afterOrders },
      landing,
      order,
    };
  } finally {
    await server?.stop();
    await cluster.stop();
  }
}

const round1 = (value: number) => Number(value.toFixed(1));
const perPanelKB = (after: Memory, before: Memory, key: keyof Memory) =>
  round1(((after[key] - before[key]) * 1024) / COUNT);

const benchmark: Benchmark = {
  name: "child-panels",
  description:
    `${COUNT} active child panels on one built server (production settings, durable PostgreSQL): its RSS and heap ` +
    "after a GC at rest, after a warm-up on the main panel, after one landing page on each child and after two " +
    "orders on each; p50/p95 of a child's landing `/` and first order (POST /api/orders, signed in), each the " +
    "panel's first, and of its next order, against the main panel's in the same run, interleaved request by request.",
  async run() {
    const loadBefore = os.loadavg()[0] ?? 0;
    const buildStarted = performance.now();
    buildAppAndServer();
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    const figures = await measure();
    const { atRest, warm, afterLandings, afterOrders } = figures.memory;
    const metrics: Record<string, number | string> = {
      child_panels: COUNT,
      build_seconds: round1(buildSeconds),
      seed_seconds: round1(figures.seedSeconds),
      panel_directory_load_ms: figures.directoryLoadMs,
      roll_up_pass_over_every_panel_seconds: round1(figures.rollUpSeconds),
      load_average_1min_before: round1(loadBefore),
    };
    for (const [name, memory] of Object.entries({ atRest, warm, afterLandings, afterOrders })) {
      metrics[`rss_MB_${name}`] = memory.rssMB;
      metrics[`heap_used_MB_${name}`] = memory.heapUsedMB;
    }
    metrics.heap_KB_per_panel_after_landings = perPanelKB(afterLandings, warm, "heapUsedMB");
    metrics.heap_KB_per_panel_after_orders = perPanelKB(afterOrders, warm, "heapUsedMB");
    metrics.rss_KB_per_panel_after_orders = perPanelKB(afterOrders, warm, "rssMB");
    const goals: Goal[] = [];
    const comparisons: Array<[name: string, child: number[], main: number[]]> = [
      ["landing", figures.landing.child, figures.landing.main],
      ["first order", figures.order.child, figures.order.main],
      ["next order", figures.order.childAgain, figures.order.main],
    ];
    for (const [name, child, main] of comparisons) {
      for (const p of [50, 95]) {
        const childMs = percentile(child, p);
        const mainMs = percentile(main, p);
        metrics[`${name.replace(" ", "_")}_child_p${p}_ms`] = childMs;
        metrics[`${name.replace(" ", "_")}_main_p${p}_ms`] = mainMs;
        goals.push({
          text: `a child's ${name} p${p} within ${RATIO_GOAL}× of the main panel's (is ${childMs} ms against ${mainMs} ms)`,
          met: childMs <= RATIO_GOAL * mainMs,
        });
      }
    }
    goals.push({
      text: `heap kept per panel after a landing and two orders on each ≤ ${HEAP_PER_PANEL_GOAL_KB} kB (is ${metrics.heap_KB_per_panel_after_orders} kB)`,
      met: Number(metrics.heap_KB_per_panel_after_orders) <= HEAP_PER_PANEL_GOAL_KB,
    });
    goals.push({
      text: `RSS after a landing and two orders on each of ${COUNT} panels ≤ ${RSS_GOAL_MB} MB (is ${afterOrders.rssMB} MB)`,
      met: afterOrders.rssMB <= RSS_GOAL_MB,
    });
    metrics.load_average_1min_after = round1(os.loadavg()[0] ?? 0);
    return { metrics, goals };
  },
};

export default benchmark;
