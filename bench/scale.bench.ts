/**
 * The panel at scale (issue 19), on a throwaway durable PostgreSQL (fsync and synchronous_commit on): 10,000
 * customers, 5,000 services and 10,000 vs 1,000,000 orders (bench/scale/seed.ts, set-based SQL), one database each.
 * It times every customer and admin list, search and filter, the admin dashboard, the public catalogue and API v2
 * `status` with 100 ids through the whole HTTP stack (p50/p95 of ROUNDS sequential calls after a warm-up), the two
 * sizes interleaved call by call so both see the same machine load. At a
 * million orders (200,000 pending at the provider, 200,000 canceled or partial, 10,000 imported with their original
 * dates after the roll-up) it then runs three server instances with their job workers
 * and measures the CPU the PostgreSQL processes use at rest. The admin figures' plans at a million orders (as run,
 * bench/scale/plans.ts) go in the report as their key lines.
 */
import http from "node:http";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { type Database, openPostgres, prepareDatabase } from "../packages/server/src/index.ts";
import { refreshAggregates } from "../packages/server/src/services/aggregates.ts";
import { hashPassword } from "../packages/server/src/services/passwords.ts";
import { type FakeProvider, startFakeProvider } from "../packages/server/src/testing/fake-provider/index.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../packages/server/src/testing/postgres.ts";
import { figurePlans } from "./scale/plans.ts";
import { measureClusterCpu } from "./scale/postgres-cpu.ts";
import { requestsOf, SCALE_REPORTS, signIn, type Target, type Timing, timeInterleaved } from "./scale/requests.ts";
import { importHistory, seedScale } from "./scale/seed.ts";
import { type RunningServer, startFullApp } from "./server/servers.ts";
import type { Benchmark, Goal } from "./types.ts";

const ROUNDS = 30;
const SIZES = [10_000, 1_000_000] as const;
const PENDING_SHARE = 0.2;
/** Orders imported with their original dates after the roll-up, as a share of the seeded ones. */
const IMPORTED_SHARE = 0.01;
const P95_GOAL_MS = 100;
const INSTANCES = 3;
const AT_REST_SECONDS = 75;
const CPU_GOAL_PERCENT = 5;
const BENCH_PASSWORD = "Bench1234";

const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}M` : `${size / 1000}k`);

interface Seeded {
  url: string;
  database: Database;
  /** A provider-backed service with orders, the provider, an order from the middle of the history. */
  known: { serviceId: number; providerId: number; orderId: number };
}

/** A database of its own in the cluster, migrated, demo-seeded, filled to `orders` and rolled up once. */
async function seededDatabase(cluster: ThrowawayPostgres, orders: number, fake: FakeProvider): Promise<Seeded> {
  const name = `scale_${label(orders).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = cluster.url.replace(/\/[^/]+$/, `/${name}`);
  const database = await openPostgres(url);
  await prepareDatabase(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  await seedScale(client, {
    orders,
    pendingShare: PENDING_SHARE,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    provider: { url: fake.url, key: fake.key },
  });
  const known = await client.query<Seeded["known"]>(
    `select (select max(service_id) from service_sources) as "serviceId",
       (select max(id) from providers) as "providerId", (select max(id) / 2 from orders) as "orderId"`,
  );
  // What the aggregates job (once a minute) has done on a live panel; the first pass reads the whole history.
  await refreshAggregates(database.db);
  // Then history imported with its original dates, which the figures must count before the next roll-up.
  await importHistory(client, orders * IMPORTED_SHARE);
  await client.end();
  console.log(
    `  ${label(orders)} orders seeded and rolled up in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const [ids] = known.rows;
  if (!ids) throw new Error("the seeded database answered nothing");
  return { url, database, known: ids };
}

/** The catalogue as a browser downloads it: compressed bytes, and a revalidation with its ETag. */
async function catalogueOnTheWire(url: string): Promise<{ compressedBytes: number; revalidation: number }> {
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; bytes: number; etag: string }>((resolve, reject) => {
      http
        .get(`${url}/api/catalogue`, { headers }, (response) => {
          let bytes = 0;
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, bytes, etag: String(response.headers.etag ?? "") }),
          );
        })
        .on("error", reject);
    });
  const first = await get({ "accept-encoding": "br, gzip" });
  const again = await get({ "accept-encoding": "br, gzip", "if-none-match": first.etag });
  return { compressedBytes: first.bytes, revalidation: again.status };
}

/** A full server on a seeded database, with the requests to time signed in as a real client would be. */
async function targetOf({ database, known }: Seeded): Promise<Target & { app: RunningServer }> {
  const app = await startFullApp(database);
  const sessions = await signIn(
    app.url,
    { login: "customer00042", password: BENCH_PASSWORD },
    { email: "admin@example.com", password: "Admin1234" },
  );
  return { app, url: app.url, requests: requestsOf(sessions, known) };
}

/** PostgreSQL's CPU while INSTANCES servers run their workers and schedules with nothing to do but the periodic jobs. */
async function cpuAtRest(cluster: ThrowawayPostgres, url: string): Promise<number> {
  const servers: { app: RunningServer; database: Database }[] = [];
  try {
    for (let instance = 0; instance < INSTANCES; instance++) {
      const own = await openPostgres(url);
      servers.push({ app: await startFullApp(own), database: own });
    }
    await sleep(5000);
    const cpu = measureClusterCpu(cluster.dataDir);
    const started = performance.now();
    await sleep(AT_REST_SECONDS * 1000);
    return (cpu.seconds() / ((performance.now() - started) / 1000)) * 100;
  } finally {
    for (const server of servers) {
      await server.app.close();
      await server.database.close();
    }
  }
}

const benchmark: Benchmark = {
  name: "scale",
  description:
    `Durable PostgreSQL, 10,000 customers, 5,000 services, ${SIZES.map(label).join(" vs ")} orders: p50/p95 of ${ROUNDS} ` +
    "sequential calls of every customer and admin list, search, dashboard, report, catalogue and API v2 status " +
    "(100 ids); " +
    `then PostgreSQL's CPU at rest over ${AT_REST_SECONDS} s with ${INSTANCES} server instances and ` +
    `${PENDING_SHARE * 100} % of the orders pending at the provider, 20 % canceled or partial, ${IMPORTED_SHARE * 100} % ` +
    "imported back-dated after the roll-up.",
  async run() {
    const loadBefore = os.loadavg()[0] ?? 0;
    const cluster = await startThrowawayPostgres({ durable: true });
    const fake = await startFakeProvider({ delayMs: 0 });
    const seeded: Seeded[] = [];
    let timings: Timing[][] = [];
    let catalogue = { compressedBytes: 0, revalidation: 0 };
    let cpuPercent = Number.NaN;
    let plans: Record<string, string> = {};
    try {
      for (const size of SIZES) seeded.push(await seededDatabase(cluster, size, fake));
      const targets = [];
      try {
        for (const each of seeded) targets.push(await targetOf(each));
        timings = await timeInterleaved(targets, ROUNDS);
        catalogue = await catalogueOnTheWire(targets[targets.length - 1]?.url ?? "");
      } finally {
        for (const target of targets) await target.app.close();
      }
      const largest = seeded[seeded.length - 1];
      if (largest) plans = await figurePlans(largest.url, SCALE_REPORTS);
      if (largest) cpuPercent = await cpuAtRest(cluster, largest.url);
    } finally {
      for (const each of seeded) await each.database.close();
      await fake.close();
      await cluster.stop();
    }
    const [small, large] = timings;
    if (!small || !large) throw new Error("a size was not measured");
    const metrics: Record<string, number | string> = {};
    const goals: Goal[] = [];
    for (const timing of large) {
      const before = small.find((entry) => entry.name === timing.name);
      metrics[`${timing.name}: p50 / p95 ms at ${label(SIZES[0])}`] = `${before?.p50Ms} / ${before?.p95Ms}`;
      metrics[`${timing.name}: p50 / p95 ms at ${label(SIZES[1])}`] = `${timing.p50Ms} / ${timing.p95Ms}`;
      const flat = before !== undefined && (timing.p95Ms <= 2 * before.p95Ms || timing.p95Ms <= 10);
      goals.push({
        text: `${timing.name}: p95 ≤ ${P95_GOAL_MS} ms at ${label(SIZES[1])} and within 2× of ${label(SIZES[0])} (or ≤ 10 ms) (is ${timing.p95Ms} ms, ${before?.p95Ms} ms at ${label(SIZES[0])})`,
        met: timing.p95Ms <= P95_GOAL_MS && flat,
      });
    }
    for (const [figure, plan] of Object.entries(plans)) metrics[`${figure}: plan at ${label(SIZES[1])}`] = plan;
    metrics.catalogue_json_bytes = large.find((entry) => entry.name === "public catalogue")?.bytes ?? 0;
    metrics.catalogue_compressed_bytes = catalogue.compressedBytes;
    metrics.catalogue_revalidation_status = catalogue.revalidation;
    metrics.postgres_cpu_at_rest_percent_of_a_core = Number(cpuPercent.toFixed(2));
    metrics.load_average_1min_before = Number(loadBefore.toFixed(2));
    metrics.load_average_1min_after = Number((os.loadavg()[0] ?? 0).toFixed(2));
    goals.push({
      text: `PostgreSQL at rest with ${label(SIZES[1])} orders and ${INSTANCES} instances < ${CPU_GOAL_PERCENT} % of a core (is ${cpuPercent.toFixed(2)} %)`,
      met: cpuPercent < CPU_GOAL_PERCENT,
    });
    goals.push({
      text: `the catalogue costs a browser < 200 kB per first visit and a 304 after (is ${Math.round(catalogue.compressedBytes / 1000)} kB, then ${catalogue.revalidation})`,
      met: catalogue.compressedBytes < 200_000 && catalogue.revalidation === 304,
    });
    return { metrics, goals };
  },
};

export default benchmark;
