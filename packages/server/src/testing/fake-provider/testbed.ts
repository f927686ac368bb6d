import { sql } from "drizzle-orm";
import { createTestApp } from "..";
import { startFakeProvider } from ".";
import { apiCustomer, insertProvider, insertService } from "./fixtures";

export type ProviderTestbed = Awaited<ReturnType<typeof providerTestbed>>;

/**
 * A panel reselling one service of the fake provider, a funded API customer, and a status sync run by hand. Set
 * JOBS_POLL_MS=0 before the app starts so the test drives the worker with `t.app.jobs.drain()`.
 */
export async function providerTestbed(
  balance = "100000.00",
  fakeOptions: Parameters<typeof startFakeProvider>[0] = {},
) {
  // The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
  const t = await createTestApp({ providerAllowPrivateNetwork: true });
  const fake = await startFakeProvider(fakeOptions);
  const providerId = await insertProvider(t.database.db, fake);
  const serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
  const customer = await apiCustomer(t.app, t.database.db, balance);
  return {
    t,
    fake,
    serviceId,
    customer,
    sync: async () => {
      await t.database.db.execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
      await t.app.jobs.drain();
    },
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
