import { afterAll, beforeAll, expect, it } from "vitest";
import type { App } from "../../../app";
import { registerCustomer } from "../../../testing";
import { type Instance, startInstances, stopInstances } from "../../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../../testing/postgres";

/** Two server instances on one real PostgreSQL: the sign-in throttle is one budget, not one per instance. */
process.env.JOBS_POLL_MS = "0";

let pg: ThrowawayPostgres;
const instances: Instance[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances.push(...(await startInstances(pg.url, 2)));
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

const guess = (app: App, login: string, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/login", payload: { login, password: "Guess1234" }, remoteAddress });

it("guesses alternating between two instances share one budget", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("instances did not start");
  const { payload } = await registerCustomer(a.app);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1) {
    statuses.push((await guess(attempt % 2 ? a.app : b.app, payload.username, "10.5.5.5")).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
});

it("guesses sent at once to both instances get at most the budget's worth of password checks", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("instances did not start");
  const { payload } = await registerCustomer(a.app);
  const burst = await Promise.all(
    Array.from({ length: 20 }, (_, attempt) => guess(attempt % 2 ? a.app : b.app, payload.email, "10.5.5.6")),
  );
  const statuses = burst.map((res) => res.statusCode);
  expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(15);
});
