import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asDatabaseOwner } from "../../../../db/panel-context";
import { queryRows } from "../../../../db/rows";
import { learnedDeliveryMinutes } from "../../../../services/admin/attention";
import { queryPlan } from "../../../../testing/query-plan";
import { adminSuite } from "../test-helpers";

/** The Needs attention queue at 100,000 completed orders: the stuck-order medians read an index, not the history. */
const t = adminSuite();
const COMPLETED = 100_000;
let openIds: number[] = [];

beforeAll(async () => {
  // Completed orders over the 60 demo services, each done within a day, over the last 90 days; a few still open.
  await t.database.db.execute(sql`
    insert into orders (user_id, service_id, link, quantity, charge, remains, status, created_at, finished_at)
    select (select min(id) from users), 1 + (n % 60), 'https://instagram.com/p/' || n, 100, 12.50, 0, 'completed',
      now() - (n % 90) * interval '1 day', now() - (n % 90) * interval '1 day' + (n % 1440) * interval '1 minute'
    from generate_series(1, ${COMPLETED}) as n`);
  const opened = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into orders (user_id, service_id, link, quantity, charge, remains, status, created_at)
        select (select min(id) from users), 1 + n, 'https://instagram.com/p/open' || n, 100, 12.50, 100, 'pending',
          now() - interval '30 days'
        from generate_series(1, 20) as n
        returning id`,
  );
  openIds = opened.map((row) => Number(row.id));
  // As the tables' owner: only the owner may analyze them (the application's role is skipped with a warning).
  await asDatabaseOwner(() => t.database.db.execute(sql`analyze orders`));
}, 120_000);

describe(`Needs attention over ${COMPLETED.toLocaleString("en")} completed orders`, () => {
  it("learns each service's delivery time from an index scan of its latest completed orders", async () => {
    const plan = await queryPlan(t.database.db, learnedDeliveryMinutes(t.database.db));
    expect(plan).toMatch(/Index Scan Backward using orders_service_finished_idx/);
    expect(plan).not.toMatch(/Seq Scan on orders/);
  });

  it("answers within 3 s on PGlite and flags the open orders older than twice their learned time", async () => {
    const started = performance.now();
    const res = await t.app.inject({ url: "/api/admin/attention", headers: t.admin });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(res.statusCode).toBe(200);
    const stuck = res.json().filter((item: { reason: string }) => item.reason === "stuck");
    expect(stuck.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining(openIds));
  });
});
