import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ledgerEntries, outboxMail, panels, users } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { activeChildPanel } from "../../testing";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { runPanelRenewals } from "./renewal";

/** Two server instances renewing the same child panels at the same moment on real PostgreSQL: each month once. */
process.env.JOBS_POLL_MS = "0";
const DAY = 86_400_000;
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

it("charges a renewal exactly once and reminds once, however many runs race", async () => {
  const [a, b] = instances as [Instance, Instance];
  const db = a.database.db;
  const operator = await adminAuth(a.app);
  const { customer, panel } = await activeChildPanel(a.app, db, "racing.com", operator);
  const [row] = await db.select().from(panels).where(eq(panels.orderId, panel.id));
  const renewsAt = row?.renewsAt as Date;
  const owner = customer.user.id;
  const [before] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, owner));

  const race = (at: Date) =>
    Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const instance = i % 2 ? b : a;
        return runPanelRenewals(instance.database.db, instance.app.panelDirectory, at);
      }),
    );
  await race(new Date(renewsAt.getTime() - DAY));
  await race(new Date(renewsAt.getTime() + 60_000));

  const charges = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, owner), like(ledgerEntries.reference, "panel-renewal:%")));
  expect(charges).toHaveLength(1);
  const [after] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, owner));
  expect(Number(before?.balance) - Number(after?.balance)).toBe(1000);
  const reminders = await db.select().from(outboxMail).where(like(outboxMail.subject, "Your child panel racing.com%"));
  expect(reminders).toHaveLength(1);
  const [renewed] = await db
    .select()
    .from(panels)
    .where(eq(panels.id, row?.id as number));
  expect(renewed?.renewsAt?.getTime()).toBeGreaterThan(renewsAt.getTime() + 27 * DAY);
}, 60_000);
