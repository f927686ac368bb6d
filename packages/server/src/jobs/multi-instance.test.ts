import { afterAll, beforeAll, expect, it } from "vitest";
import { type FakeProvider, startFakeProvider } from "../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";

/** Two server instances with their own workers on one real PostgreSQL: no order may go out twice. */
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "5000";

let pg: ThrowawayPostgres;
let fake: FakeProvider;
const instances: Instance[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres();
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
