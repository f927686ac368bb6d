/**
 * Orders placed per second through the whole HTTP stack, with autocannon's 50 connections, on PGlite and on a real
 * PostgreSQL, each beside a minimal Fastify handler on the same database that only inserts the order and debits
 * the balance (bench/server/, packages/server/src/testing/minimal-order-app.ts).
 *
 * The full path is POST /api/orders of the real application: bearer session check (answered from the server's
 * session cache after the first request, as for any client that keeps its token), XSRF and security hooks, body
 * validation against the service's bounds, a fresh Idempotency-Key per request (as the api-client sends one), the
 * conditional debit, the ledger row, the order insert and the stored first answer. It is also measured without
 * the key. Each app first gets a short warm-up; the minimal and the full run follow each other
 * in the same process, so they see the same machine load.
 */
import { type BackendKind, openBackend } from "./server/backends.ts";
import { firstOrderableService, signInFundedCustomer } from "./server/customer.ts";
import { type LoadFigures, placeOrdersUnderLoad } from "./server/load.ts";
import { type RunningServer, startFullApp, startMinimalApp } from "./server/servers.ts";
import type { Benchmark, Goal } from "./types.ts";

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 10;
const RATIO_GOAL_PERCENT = 70;
const P99_GOAL_MS = 250;

type BackendFigures = { full: LoadFigures; fullWithoutKey: LoadFigures; minimal: LoadFigures };

async function measureBackend(kind: BackendKind): Promise<BackendFigures> {
  const backend = await openBackend(kind);
  const servers: RunningServer[] = [];
  try {
    const full = await startFullApp(backend.database);
    servers.push(full);
    const customer = await signInFundedCustomer(full.url, backend.database);
    const minimal = await startMinimalApp(backend.database, customer.userId);
    servers.push(minimal);
    const service = await firstOrderableService(full.url);
    const body = { service_id: service.id, link: "https://instagram.com/p/benchmark", quantity: service.minAmount };
    const load = { body, connections: CONNECTIONS };
    const fullLoad = (seconds: number, idempotencyKeys: boolean) =>
      placeOrdersUnderLoad({
        ...load,
        url: `${full.url}/api/orders`,
        headers: { authorization: customer.authorization },
        seconds,
        idempotencyKeys,
      });
    const minimalLoad = (seconds: number) => placeOrdersUnderLoad({ ...load, url: `${minimal.url}/orders`, seconds });

    await minimalLoad(WARMUP_SECONDS);
    await fullLoad(WARMUP_SECONDS, true);
    const minimalFigures = await minimalLoad(MEASURE_SECONDS);
    const fullFigures = await fullLoad(MEASURE_SECONDS, true);
    const withoutKey = await fullLoad(MEASURE_SECONDS, false);
    console.log(
      `  ${kind}: full ${fullFigures.ordersPerSecond}/s (no key ${withoutKey.ordersPerSecond}/s), minimal ${minimalFigures.ordersPerSecond}/s`,
    );
    return { full: fullFigures, fullWithoutKey: withoutKey, minimal: minimalFigures };
  } finally {
    for (const server of servers.reverse()) await server.close();
    await backend.close();
  }
}

const ratioPercent = (figures: BackendFigures) =>
  Number(((figures.full.ordersPerSecond / figures.minimal.ordersPerSecond) * 100).toFixed(1));

function metricsOf(kind: BackendKind, figures: BackendFigures): Record<string, number> {
  return {
    [`${kind}_full_orders_per_s`]: figures.full.ordersPerSecond,
    [`${kind}_full_p50_ms`]: figures.full.p50Ms,
    [`${kind}_full_p99_ms`]: figures.full.p99Ms,
    [`${kind}_full_timeouts`]: figures.full.timeouts,
    [`${kind}_minimal_orders_per_s`]: figures.minimal.ordersPerSecond,
    [`${kind}_minimal_p50_ms`]: figures.minimal.p50Ms,
    [`${kind}_minimal_p99_ms`]: figures.minimal.p99Ms,
    [`${kind}_minimal_timeouts`]: figures.minimal.timeouts,
    [`${kind}_ratio_full_to_minimal_pct`]: ratioPercent(figures),
    [`${kind}_full_without_idempotency_key_orders_per_s`]: figures.fullWithoutKey.ordersPerSecond,
    [`${kind}_full_without_idempotency_key_p99_ms`]: figures.fullWithoutKey.p99Ms,
  };
}

function goalsOf(kind: BackendKind, figures: BackendFigures): Goal[] {
  const ratio = ratioPercent(figures);
  // Requests left unanswered make a run's orders/s an undercount, so a ratio over such a run proves nothing.
  const timeouts = figures.full.timeouts + figures.minimal.timeouts;
  return [
    {
      text: `${kind}: full stack ≥ ${RATIO_GOAL_PERCENT} % of the minimal handler's orders/s (is ${ratio} %${timeouts > 0 ? `, not judged: ${timeouts} requests timed out` : ""})`,
      met: ratio >= RATIO_GOAL_PERCENT && timeouts === 0,
    },
    {
      text: `${kind}: full stack p99 < ${P99_GOAL_MS} ms (is ${figures.full.p99Ms} ms)`,
      met: figures.full.p99Ms < P99_GOAL_MS,
    },
  ];
}

const benchmark: Benchmark = {
  name: "orders-throughput",
  description:
    `POST /api/orders with ${CONNECTIONS} connections for ${MEASURE_SECONDS} s (autocannon): the full stack (auth, validation, ` +
    "Idempotency-Key, conditional debit, ledger row, order insert) vs a minimal Fastify handler doing only the insert " +
    "and the debit, on PGlite and on PostgreSQL. PGlite has one connection, so both of its handlers run their " +
    "transactions one at a time; PostgreSQL uses the server's pool of 10.",
  async run() {
    const pglite = await measureBackend("pglite");
    const postgres = await measureBackend("postgres");
    return {
      metrics: { connections: CONNECTIONS, ...metricsOf("pglite", pglite), ...metricsOf("postgres", postgres) },
      goals: [...goalsOf("pglite", pglite), ...goalsOf("postgres", postgres)],
    };
  },
};

export default benchmark;
