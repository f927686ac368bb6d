import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminNotifications, outboxMail, providers } from "../../db/schema";
import { type FakeProvider, startFakeProvider } from "../../testing/fake-provider";
import { insertProvider } from "../../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { ProviderError } from "./client";
import { checkLowBalance, recordProviderFailure } from "./health";

/** Two instances on one real PostgreSQL recording failures of one provider at the same moment: one alert. */
process.env.JOBS_POLL_MS = "0";

let pg: ThrowawayPostgres;
let fake: FakeProvider;
const instances: Instance[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  fake = await startFakeProvider();
  instances.push(...(await startInstances(pg.url, 2)));
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await fake?.close();
  await pg?.stop();
}, 60_000);

it("failures and low balances seen by two instances at once alert the operator once per incident", async () => {
  const [a, b] = instances;
  if (!a || !b) throw new Error("instances did not start");
  const providerId = await insertProvider(a.database.db, fake);
  const failure = new ProviderError("rejected", "Not enough funds on balance");
  await Promise.all(
    Array.from({ length: 20 }, (_, i) => recordProviderFailure((i % 2 ? a : b).database.db, providerId, failure)),
  );
  await a.database.db
    .update(providers)
    .set({ balance: "1.0000", lowBalanceThreshold: "50" })
    .where(eq(providers.id, providerId));
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? a : b).database.db.transaction((tx) => checkLowBalance(tx, providerId)),
    ),
  );

  const alerts = await a.database.db
    .select({ kind: adminNotifications.kind })
    .from(adminNotifications)
    .where(eq(adminNotifications.providerId, providerId));
  expect(alerts.map((alert) => alert.kind).sort()).toEqual(["provider_failing", "provider_low_balance"]);
  const mails = await a.database.db
    .select({ subject: outboxMail.subject })
    .from(outboxMail)
    .where(like(outboxMail.subject, "Provider Fake %"));
  expect(mails).toHaveLength(2);
  const [row] = await a.database.db.select().from(providers).where(eq(providers.id, providerId));
  expect(row).toMatchObject({ health: "degraded", lastError: "Not enough funds on balance" });
});
