/**
 * Time to commit a 100-line mass order through POST /api/mass-orders of the real application (bearer auth, the
 * domain's line check with every service's bounds, 100 order rows, one all-or-nothing debit with 100 ledger rows,
 * the stored Idempotency-Key answer), measured as the client sees it: request sent to 201 received, one at a time, on PGlite
 * and on PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { type BackendKind, openBackend } from "./server/backends.ts";
import { firstOrderableService, signInFundedCustomer } from "./server/customer.ts";
import { percentile } from "./server/percentile.ts";
import { startFullApp } from "./server/servers.ts";
import type { Benchmark, Goal } from "./types.ts";

const LINES = 100;
const WARMUP_RUNS = 3;
const RUNS = 30;
const GOAL_MS = 100;

async function timeMassOrders(kind: BackendKind): Promise<number[]> {
  const backend = await openBackend(kind);
  const app = await startFullApp(backend.database).catch(async (error) => {
    await backend.close();
    throw error;
  });
  try {
    const customer = await signInFundedCustomer(app.url, backend.database);
    const service = await firstOrderableService(app.url);
    const orders = Array.from({ length: LINES }, (_, line) => ({
      service_id: service.id,
      link: `https://instagram.com/p/mass${line}`,
      quantity: service.minAmount + line,
    }));
    const durations: number[] = [];
    for (let run = 0; run < WARMUP_RUNS + RUNS; run += 1) {
      const started = performance.now();
      const response = await fetch(`${app.url}/api/mass-orders`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: customer.authorization,
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({ orders }),
      });
      const answer = (await response.json()) as { orders?: unknown[] };
      const elapsed = performance.now() - started;
      if (response.status !== 201 || answer.orders?.length !== LINES) {
        throw new Error(`${kind}: mass order answered ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
      }
      if (run >= WARMUP_RUNS) durations.push(elapsed);
    }
    return durations;
  } finally {
    await app.close();
    await backend.close();
  }
}

function figuresOf(kind: BackendKind, durations: number[]) {
  const median = percentile(durations, 50);
  const p95 = percentile(durations, 95);
  const metrics = {
    [`${kind}_median_ms`]: median,
    [`${kind}_p95_ms`]: p95,
    [`${kind}_max_ms`]: percentile(durations, 100),
  };
  const goal: Goal = {
    text: `${kind}: a ${LINES}-line mass order commits in < ${GOAL_MS} ms (median of ${RUNS}: ${median} ms, p95 ${p95} ms)`,
    met: median < GOAL_MS,
  };
  return { metrics, goal };
}

const benchmark: Benchmark = {
  name: "mass-order",
  description: `A ${LINES}-line POST /api/mass-orders through the full stack, ${RUNS} runs one after another (after ${WARMUP_RUNS} warm-ups), on PGlite and on PostgreSQL`,
  async run() {
    const pglite = figuresOf("pglite", await timeMassOrders("pglite"));
    const postgres = figuresOf("postgres", await timeMassOrders("postgres"));
    return {
      metrics: { lines: LINES, runs: RUNS, ...pglite.metrics, ...postgres.metrics },
      goals: [pglite.goal, postgres.goal],
    };
  },
};

export default benchmark;
