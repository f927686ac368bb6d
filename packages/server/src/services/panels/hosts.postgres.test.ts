import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { childPanels, users } from "../../db/schema";
import { fundCustomer, registerCustomer } from "../../testing";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";

/** Customers of two server instances ordering one domain at the same moment, on real PostgreSQL: one order holds it. */
process.env.JOBS_POLL_MS = "0";
let pg: ThrowawayPostgres;
let instances: Instance[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 2, { childPanelBaseDomain: "panels.test" });
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

it("takes one order of a domain however many race for it; the others are refused with nothing charged", async () => {
  const [a, b] = instances as [Instance, Instance];
  const db = a.database.db;
  const customers = [];
  for (let i = 0; i < 8; i++) {
    const customer = await registerCustomer(i % 2 ? b.app : a.app);
    await fundCustomer(db, customer.user.id, "5000.00");
    customers.push(customer);
  }
  const answers = await Promise.all(
    customers.map((customer, i) =>
      (i % 2 ? b : a).app.inject({
        method: "POST",
        url: "/api/child-panels",
        headers: { ...customer.auth, "idempotency-key": `contested-${i}` },
        payload: {
          domain: "contested.com",
          currency: "usd",
          adminUsername: "owner",
          adminPassword: "Owner1234",
          confirmPassword: "Owner1234",
          pricePerMonth: "1000",
        },
      }),
    ),
  );
  expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
  expect(await db.select().from(childPanels).where(eq(childPanels.domain, "contested.com"))).toHaveLength(1);
  const balances = await db
    .select({ balance: users.balance })
    .from(users)
    .where(
      inArray(
        users.id,
        customers.map((customer) => customer.user.id),
      ),
    );
  expect(balances.map((row) => row.balance).sort()).toEqual([...Array(7).fill("5000.00"), "4000.00"].sort());
}, 60_000);
