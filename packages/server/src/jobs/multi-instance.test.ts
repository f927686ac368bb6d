import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "../db/rows";
import { type FakeProvider, startFakeProvider } from "../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";

/** Two server instances with their own workers on one real PostgreSQL: no order may go out twice. */
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "5000";
const STATUS_SYNC_MS = 400;
process.env.STATUS_SYNC_MS = String(STATUS_SYNC_MS);

let pg: ThrowawayPostgres;
let fake: FakeProvider;
const instances: Instance[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  fake = await startFakeProvider({ delayMs: 20 });
  // The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
  instances.push(...(await startInstances(pg.url, 2, { providerAllowPrivateNetwork: true })));
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await fake?.close();
  await pg?.stop();
}, 60_000);

it("two workers draining the same queue at once send every order exactly once", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("instances did not start");
  // Answers arrive late, so both workers are busy at the same time.
  fake.behave("add", "slow");
  const providerId = await insertProvider(a.database.db, fake);
  const serviceId = await insertService(a.database.db, { provider: { id: providerId, serviceId: "101" } });
  const customer = await apiCustomer(a.app, a.database.db, "100000.00");
  const placed: number[] = [];
  for (let i = 0; i < 60; i++) {
    const app = i % 2 ? a.app : b.app;
    const response = await app.inject({
      method: "POST",
      url: "/api/v2",
      payload: { key: customer.key, action: "add", service: serviceId, link: `https://multi.test/${i}`, quantity: 10 },
    });
    placed.push(response.json().order);
  }
  await Promise.all([a.app.jobs.drain(), b.app.jobs.drain(), a.app.jobs.drain(), b.app.jobs.drain()]);
  await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
  const links = fake.requests.filter((r) => r.action === "add").map((r) => r.link);
  expect(links).toHaveLength(60);
  expect(new Set(links).size).toBe(60);
  expect(placed.every((id) => typeof id === "number")).toBe(true);
}, 120_000);

it("a periodic job runs once per interval for the whole cluster, however many instances tick", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("instances did not start");
  const until = Date.now() + 6 * STATUS_SYNC_MS;
  while (Date.now() < until) {
    await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
    await sleep(20);
  }
  const runs = await queryRows<{ run_at: number; finished_at: number | null; state: string }>(
    a.database.db,
    sql`select extract(epoch from run_at) * 1000 as run_at, extract(epoch from finished_at) * 1000 as finished_at,
          state from jobs where kind = 'sync-statuses' order by id`,
  );
  // Never two outstanding; none at the moment a run has just finished (the next pass schedules the next one).
  expect(runs.filter((run) => run.state === "queued" || run.state === "running").length).toBeLessThanOrEqual(1);
  expect(runs.filter((run) => run.state === "done").length).toBeGreaterThanOrEqual(2);
  // Each run is queued when the one before finished, one interval ahead: never two in one interval.
  for (const [index, run] of runs.entries()) {
    const previous = runs[index - 1];
    if (previous?.finished_at) {
      expect(Number(run.run_at) - Number(previous.finished_at)).toBeGreaterThanOrEqual(STATUS_SYNC_MS - 5);
    }
  }
}, 60_000);
