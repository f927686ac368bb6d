/**
 * Orders placed per second through the whole HTTP stack with autocannon's 50 connections, on a PostgreSQL that
 * flushes every commit to disk (as in production), against an honest baseline on the same database: a bare
 * Fastify + pg handler doing the least an order needs in ONE statement (price, conditional debit, order row,
 * ledger row; packages/server/src/testing/baseline-order-app.ts).
 *
 * The routes measured are the real application's, as its clients call them:
 * - web: POST /api/orders with a bearer token and a fresh Idempotency-Key per order (as the app sends one):
 *   session check, security hooks, validation against the service's bounds, then the one order path;
 * - api_v2: POST /api/v2 `action=add`, form-encoded as PHP clients send it: key check, then the same path.
 * Two loads: one customer on every connection (a reseller's burst: every order waits for the same balance row,
 * locked from its debit to its commit) and one customer per connection (many customers at once).
 * In every round the three take turns (the order rotating), so each ratio compares runs that saw the same machine
 * load. After every run the orders written are counted: an answer without its order fails the benchmark.
 */
import { orders } from "../packages/server/src/db/schema/index.ts";
import { openBackend, POSTGRES_POOL_SIZE } from "./server/backends.ts";
import { type BenchCustomer, benchCustomers, firstOrderableService } from "./server/customer.ts";
import { type ConnectionRequest, type LoadFigures, placeOrdersUnderLoad } from "./server/load.ts";
import { type RunningServer, startBaselineApp, startFullApp } from "./server/servers.ts";
import type { Benchmark, Goal } from "./types.ts";

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const P99_GOAL_MS = 250;

const TARGETS = ["baseline", "web", "api_v2"] as const;
type Target = (typeof TARGETS)[number];
const SCENARIOS = { one_customer: 1, many_customers: CONNECTIONS } as const;
type Scenario = keyof typeof SCENARIOS;
type Figures = Record<Scenario, Record<Target, LoadFigures[]>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round1 = (value: number) => Number(value.toFixed(1));

async function measure(): Promise<Figures> {
  // The per-key limit of API v2 would refuse a benchmark's load.
  process.env.API_V2_RATE_LIMIT = "100000000";
  const backend = await openBackend("postgres", { durable: true });
  const servers: RunningServer[] = [];
  try {
    const { database, url } = backend;
    if (!url) throw new Error("the PostgreSQL backend has no URL");
    const full = await startFullApp(database);
    servers.push(full);
    const baseline = await startBaselineApp(url, POSTGRES_POOL_SIZE);
    servers.push(baseline);
    const customers = await benchCustomers(database, CONNECTIONS);
    const service = await firstOrderableService(full.url);
    const order = { service_id: service.id, link: "https://instagram.com/p/benchmark", quantity: service.minAmount };
    const requestOf: Record<Target, (customer: BenchCustomer) => ConnectionRequest> = {
      baseline: (customer) => ({ headers: { "x-customer-id": String(customer.userId) }, body: order }),
      web: (customer) => ({ headers: { authorization: customer.authorization }, body: order }),
      api_v2: (customer) => ({
        body: new URLSearchParams({
          key: customer.apiKey,
          action: "add",
          service: String(order.service_id),
          link: order.link,
          quantity: String(order.quantity),
        }),
      }),
    };
    const urls: Record<Target, string> = {
      baseline: `${baseline.url}/orders`,
      web: `${full.url}/api/orders`,
      api_v2: `${full.url}/api/v2`,
    };
    const run = async (scenario: Scenario, target: Target, seconds: number) => {
      const before = await database.db.$count(orders);
      const figures = await placeOrdersUnderLoad({
        url: urls[target],
        connections: CONNECTIONS,
        seconds,
        requestOf: (connection) => requestOf[target](customers[connection % SCENARIOS[scenario]] as BenchCustomer),
        idempotencyKeys: target === "web",
      });
      const written = (await database.db.$count(orders)) - before;
      if (written < figures.orders) throw new Error(`${target}: ${figures.orders} answers but ${written} orders`);
      return figures;
    };

    for (const target of TARGETS) await run("many_customers", target, WARMUP_SECONDS);
    const figures = {} as Figures;
    for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
      figures[scenario] = { baseline: [], web: [], api_v2: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < TARGETS.length; i++) {
          const target = TARGETS[(round + i) % TARGETS.length] as Target;
          const result = await run(scenario, target, ROUND_SECONDS);
          figures[scenario][target].push(result);
          console.log(
            `  ${scenario} round ${round + 1} ${target}: ${result.ordersPerSecond}/s, p99 ${result.p99Ms} ms`,
          );
        }
      }
    }
    return figures;
  } finally {
    for (const server of servers.reverse()) await server.close();
    await backend.close();
  }
}

/** Per round, the route's orders/s as a share of the baseline's in the same round; the median of the rounds. */
const ratioPercent = (route: LoadFigures[], baseline: LoadFigures[]) =>
  round1(median(route.map((figures, i) => (figures.ordersPerSecond / (baseline[i]?.ordersPerSecond ?? 1)) * 100)));

const benchmark: Benchmark = {
  name: "orders-throughput",
  description:
    `Orders with ${CONNECTIONS} connections on durable PostgreSQL (fsync on), ${ROUNDS} interleaved rounds of ` +
    `${ROUND_SECONDS} s: the web route (POST /api/orders, bearer + Idempotency-Key) and API v2 add (form post), ` +
    "each against a bare Fastify + pg handler placing the order in one statement; one customer on every " +
    "connection, then one customer per connection. Throughput is the median of the rounds, p99 the worst round's.",
  async run() {
    const figures = await measure();
    const metrics: Record<string, number> = { connections: CONNECTIONS, rounds: ROUNDS };
    const goals: Goal[] = [];
    for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
      for (const target of TARGETS) {
        const runs = figures[scenario][target];
        metrics[`${scenario}_${target}_orders_per_s`] = median(runs.map((run) => run.ordersPerSecond));
        metrics[`${scenario}_${target}_p50_ms`] = median(runs.map((run) => run.p50Ms));
        metrics[`${scenario}_${target}_p99_ms`] = Math.max(...runs.map((run) => run.p99Ms));
        metrics[`${scenario}_${target}_timeouts`] = runs.reduce((sum, run) => sum + run.timeouts, 0);
      }
      for (const target of ["web", "api_v2"] as const) {
        metrics[`${scenario}_${target}_to_baseline_pct`] = ratioPercent(
          figures[scenario][target],
          figures[scenario].baseline,
        );
        const p99 = metrics[`${scenario}_${target}_p99_ms`] ?? Number.POSITIVE_INFINITY;
        goals.push({
          text: `${scenario} ${target}: p99 < ${P99_GOAL_MS} ms in every round (is ${p99} ms)`,
          met: p99 < P99_GOAL_MS && metrics[`${scenario}_${target}_timeouts`] === 0,
        });
      }
    }
    return { metrics, goals };
  },
};

export default benchmark;
