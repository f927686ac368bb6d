import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { apiCustomer } from "../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";

/**
 * The one order statement with an Idempotency-Key under real concurrency (PGlite has one connection): every way in
 * places once however many copies of a keyed request arrive together, and every copy gets the first answer.
 */
process.env.JOBS_POLL_MS = "0";

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let database: Database;
let app: App;
let serviceId: number;

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 1);
  ({ app, database } = instances[0] as Instance);
  // Instagram Followers [Basic]: 1.20 per unit, at least 10.
  serviceId = (await app.inject({ method: "GET", url: "/api/services" })).json().data[0].id;
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

type Customer = Awaited<ReturnType<typeof apiCustomer>>;

const requests: Record<string, (customer: Customer) => InjectOptions> = {
  web: (customer) => ({
    method: "POST",
    url: "/api/orders",
    headers: { ...customer.auth, "idempotency-key": "once" },
    payload: { service_id: serviceId, link: "https://instagram.com/p/once", quantity: 10 },
  }),
  mass: (customer) => ({
    method: "POST",
    url: "/api/mass-orders",
    headers: { ...customer.auth, "idempotency-key": "once" },
    payload: {
      orders: [
        { service_id: serviceId, link: "https://instagram.com/p/once-a", quantity: 10 },
        { service_id: serviceId, link: "https://instagram.com/p/once-b", quantity: 10 },
      ],
    },
  }),
  api: (customer) => ({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": "once" },
    payload: new URLSearchParams({
      key: customer.key,
      action: "add",
      service: String(serviceId),
      link: "https://instagram.com/p/once",
      quantity: "10",
    }).toString(),
  }),
};

describe("one order statement with an Idempotency-Key, on PostgreSQL", () => {
  it.each([
    ["web", 1, 201],
    ["mass", 2, 201],
    ["api", 1, 200],
  ] as const)(
    "%s: 20 copies at once place %i order(s) once, and all get the first answer",
    async (path, count, status) => {
      const customer = await apiCustomer(app, database.db, "100.00");
      const request = requests[path]?.(customer) as InjectOptions;
      const responses = await Promise.all(Array.from({ length: 20 }, () => app.inject(request)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(status));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      const [state] = await queryRows<{ balance: string; ledger: string; orders: number }>(
        database.db,
        sql`select u.balance::text as balance,
            (select sum(amount)::text from ledger_entries where user_id = u.id) as ledger,
            (select count(*)::int from orders where user_id = u.id) as orders
          from users u where u.id = ${customer.user.id}`,
      );
      const left = (100 - 12 * count).toFixed(2);
      expect(state).toEqual({ balance: left, ledger: left, orders: count });
      // The answer is what any later read of the order says.
      if (path !== "api") {
        const answer = responses[0]?.json();
        const placed = path === "web" ? [answer] : answer.orders;
        for (const order of placed) {
          const read = await app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: customer.auth });
          expect(read.json()).toEqual(order);
        }
      }
    },
    60_000,
  );
});
