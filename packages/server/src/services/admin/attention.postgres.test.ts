import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { ledgerEntries, orders, providerOrders, providers, users } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { registerCustomer } from "../../testing";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { unbalancedCustomers } from "../../testing/requests";

/** Issue 17: a failed order cancelled from the "Needs attention" queue is refunded exactly once, however many
 * operators (on however many instances) press Cancel at the same moment. */
process.env.JOBS_POLL_MS = "0";

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let apps: App[];
let database: Database;
let admin: { authorization: string };

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 2);
  apps = instances.map((instance) => instance.app);
  database = (instances[0] as Instance).database;
  admin = await adminAuth(apps[0] as App);
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

describe("Needs attention on PostgreSQL", () => {
  it("ten concurrent cancels of one failed order: one succeeds, one refund row, the balance matches the ledger", async () => {
    const customer = await registerCustomer(apps[0] as App);
    const [provider] = await database.db
      .insert(providers)
      .values({ name: "Down", url: "http://127.0.0.1:9", apiKey: "k" })
      .returning({ id: providers.id });
    const [order] = await database.db
      .insert(orders)
      .values({
        userId: customer.user.id,
        serviceId: 1,
        link: "https://x.com/a",
        quantity: 10,
        charge: "7.25",
        remains: 10,
      })
      .returning();
    if (!order || !provider) throw new Error("setup failed");
    await database.db
      .insert(providerOrders)
      .values({ orderId: order.id, run: 0, providerId: provider.id, state: "failed", lastError: "unreachable" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (apps[i % apps.length] as App).inject({
          method: "POST",
          url: `/api/admin/attention/${order.id}/cancel`,
          headers: admin,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers) expect([200, 409, 422]).toContain(answer.statusCode);
    const refunds = await database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `order:${order.id}`));
    expect(refunds).toEqual([{ amount: "7.25" }]);
    const [row] = await database.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, customer.user.id));
    expect(row?.balance).toBe("7.25");
    expect(await unbalancedCustomers(database.db, [customer.user.id])).toEqual([]);
  });
});
