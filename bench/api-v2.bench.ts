/**
 * The reseller API under load, on PGlite (the default database) through the whole HTTP stack:
 * - `action=services` with 5,000 services: latency of 200 sequential calls (p50, p99) and the answer's size;
 * - `action=add` form posts (what PHP clients send) with 50 autocannon connections for 10 s: orders per second,
 *   p50 and p99. Every order is debited, ledgered and, the service having no provider, left for the operator.
 */
import autocannon from "autocannon";
import { categories, services } from "../packages/server/src/db/schema/index.ts";
import { openBackend } from "./server/backends.ts";
import { signInFundedCustomer } from "./server/customer.ts";
import { percentile } from "./server/percentile.ts";
import { startFullApp } from "./server/servers.ts";
import type { Benchmark } from "./types.ts";

const SERVICE_COUNT = 5000;
const SERVICES_CALLS = 200;
const CONNECTIONS = 50;
const SECONDS = 10;
const SERVICES_P99_GOAL_MS = 250;

const benchmark: Benchmark = {
  name: "api-v2",
  description:
    `POST /api/v2 on PGlite: action=services with ${SERVICE_COUNT} services (${SERVICES_CALLS} sequential calls), and ` +
    `action=add form posts with ${CONNECTIONS} connections for ${SECONDS} s (autocannon).`,
  async run() {
    // The queue worker and the per-key limit would only add noise here.
    process.env.JOBS_POLL_MS = "0";
    process.env.API_V2_RATE_LIMIT = "100000000";
    const backend = await openBackend("pglite");
    const server = await startFullApp(backend.database);
    try {
      const db = backend.database.db;
      const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
      if (!category) throw new Error("the demo catalogue has no category");
      const existing = await db.$count(services);
      const rows = Array.from({ length: SERVICE_COUNT - existing }, (_, i) => ({
        categoryId: category.id,
        title: `Bench service ${i}`,
        unitPrice: "0.5000",
        minAmount: 10,
        maxAmount: 100000,
        deliveryTime: "1 hour",
      }));
      for (let i = 0; i < rows.length; i += 500) await db.insert(services).values(rows.slice(i, i + 500));

      const customer = await signInFundedCustomer(server.url, backend.database);
      const keyResponse = await fetch(`${server.url}/api/api-key`, {
        method: "POST",
        headers: { authorization: customer.authorization },
      });
      const { key } = (await keyResponse.json()) as { key: string };
      const endpoint = `${server.url}/api/v2`;
      const form = (fields: Record<string, string>) => new URLSearchParams({ key, ...fields }).toString();
      const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

      const timings: number[] = [];
      let bytes = 0;
      let listed = 0;
      for (let i = 0; i < SERVICES_CALLS + 10; i++) {
        const started = performance.now();
        const response = await fetch(endpoint, {
          method: "POST",
          headers: formHeaders,
          body: form({ action: "services" }),
        });
        const body = await response.arrayBuffer();
        if (i >= 10) timings.push(performance.now() - started); // the first ten warm up
        bytes = body.byteLength;
        listed = (JSON.parse(new TextDecoder().decode(body)) as unknown[]).length;
      }
      if (listed < SERVICE_COUNT) throw new Error(`action=services listed ${listed} services`);

      const firstService = (await db.select({ id: services.id }).from(services).limit(1))[0]?.id;
      const result = await autocannon({
        url: endpoint,
        method: "POST",
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: formHeaders,
        body: form({
          action: "add",
          service: String(firstService),
          link: "https://instagram.com/p/bench",
          quantity: "100",
        }),
      });
      if (result.non2xx > 0 || result.errors > result.timeouts) {
        throw new Error(`action=add: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      const servicesP99 = percentile(timings, 99);
      return {
        metrics: {
          services_listed: listed,
          services_p50_ms: percentile(timings, 50),
          services_p99_ms: servicesP99,
          services_bytes: bytes,
          add_connections: CONNECTIONS,
          add_orders_per_s: Math.round(result["2xx"] / (result.duration || SECONDS)),
          add_p50_ms: result.latency.p50,
          add_p99_ms: result.latency.p99,
          add_timeouts: result.timeouts,
        },
        goals: [
          {
            text: `action=services with ${SERVICE_COUNT} services: p99 < ${SERVICES_P99_GOAL_MS} ms (is ${servicesP99} ms)`,
            met: servicesP99 < SERVICES_P99_GOAL_MS,
          },
        ],
      };
    } finally {
      await server.close();
      await backend.close();
    }
  },
};

export default benchmark;
