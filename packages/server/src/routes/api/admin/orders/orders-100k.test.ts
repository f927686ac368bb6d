import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asDatabaseOwner, withPanel } from "../../../../db/panel-context";
import { queryRows } from "../../../../db/rows";
import { demoCustomer } from "../../../../testing";
import { queryPlan } from "../../../../testing/query-plan";
import { adminSuite } from "../test-helpers";

/** The admin order list at 100,000 orders: the page queries use indexes and answer quickly. */
const t = adminSuite();
const ORDERS = 100_000;

beforeAll(async () => {
  // Spread over the demo customer and the 60 services, 6 statuses, the last 90 days.
  await t.database.db.execute(sql`
    insert into orders (user_id, service_id, link, quantity, charge, remains, status, created_at)
    select (select min(id) from users), 1 + (n % 60), 'https://instagram.com/p/' || n, 100, 12.50, 0,
      (array['pending','in-progress','completed','partial','processing','canceled'])[1 + n % 6],
      now() - (n % 90) * interval '1 day' - (n % 1440) * interval '1 minute'
    from generate_series(1, ${ORDERS}) as n`);
  // As the tables' owner: only the owner may analyze them (the application's role is skipped with a warning).
  await asDatabaseOwner(() => t.database.db.execute(sql`analyze orders`));
}, 120_000);

const plan = (query: string) => queryPlan(t.database.db, query);

describe(`admin order list over ${ORDERS.toLocaleString("en")} orders`, () => {
  it("the page queries read an index, not the whole table", async () => {
    const pages = {
      newest: "select id from orders order by id desc limit 25 offset 0",
      status: "select id from orders where status = 'partial' order by id desc limit 25",
      service: "select id from orders where service_id = 7 order by id desc limit 25",
      user: "select id from orders where user_id = 1 order by created_at desc limit 25",
      userNamed: `select id from orders where user_id in (select id from users where username_lower = lower('x')
        or email_lower = lower('x')) order by id desc limit 25`,
      today: "select count(*) from orders where created_at >= now() - interval '1 day'",
    };
    for (const [name, query] of Object.entries(pages)) {
      const text = await plan(query);
      expect(text, name).toMatch(/Index/);
      expect(text, name).not.toMatch(/Seq Scan on orders/);
    }
  });

  it("a small panel beside them reads its own orders through indexes led by the panel", async () => {
    // Panel 2 has none of the 100,000 orders: an index on (id) or (created_at) alone would walk all of them first.
    const pages = [
      "select id from orders order by id desc limit 25",
      "select id from orders where status = 'partial' order by id desc limit 25",
      "select count(*) from orders where created_at >= now() - interval '1 day'",
    ];
    for (const query of pages) {
      const text = await withPanel(2, () => plan(query));
      expect(text, query).toMatch(/Index Cond: \(+panel_id = /);
      expect(text, query).not.toMatch(/orders_pkey|Seq Scan/);
    }
  });

  it("a search for part of a link reads the trigram index, and only the caller's panel's orders", async () => {
    // The query panel_orders_with_link_like runs as the tables' owner (migration 0020), where the index may be used.
    const inside = "select id from orders where panel_id = 1 and link ilike '%p/4242%' order by id desc";
    expect(await asDatabaseOwner(() => plan(inside))).toMatch(/orders_link_trgm_idx/);
    const linked = (panel: number) =>
      withPanel(panel, () =>
        queryRows<{ id: number }>(
          t.database.db,
          sql`select id from panel_orders_with_link_like('%p/4242%', null) as id`,
        ),
      );
    expect(await linked(1)).toHaveLength(11);
    expect(await linked(2)).toEqual([]);
  });

  it("each list request answers within 3 s on PGlite (about 0.1-0.6 s unloaded) (filters, sort, count, deep page)", async () => {
    const urls = [
      "/api/admin/orders?per_page=100",
      "/api/admin/orders?status=partial",
      "/api/admin/orders?service_id=7&page=50",
      "/api/admin/orders?sort=charge&direction=asc",
      "/api/admin/orders?page=900&per_page=100",
      `/api/admin/orders?user=${demoCustomer.username.toUpperCase()}`,
      `/api/admin/orders?user=${encodeURIComponent(demoCustomer.email)}&status=completed&page=20`,
      "/api/admin/orders?search=instagram.com/p/4",
    ];
    for (const url of urls) {
      const started = performance.now();
      const res = await t.app.inject({ url, headers: t.admin });
      const elapsed = performance.now() - started;
      expect(res.statusCode, url).toBe(200);
      expect(res.json().meta.total, url).toBeGreaterThan(1000);
      expect(elapsed, url).toBeLessThan(3000);
    }
  });

  it("counts matches exactly up to 1,000 and estimates past that, without counting the table", async () => {
    const all = (await t.app.inject({ url: "/api/admin/orders", headers: t.admin })).json().meta;
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThan(ORDERS * 0.8);
    expect(all.total).toBeLessThan(ORDERS * 1.2);
    expect(all.last_page).toBe(Math.ceil(all.total / 25));
    const one = (await t.app.inject({ url: "/api/admin/orders?search=instagram.com/p/4242", headers: t.admin })).json();
    expect(one.meta).toEqual({ page: 1, per_page: 25, total: 11, last_page: 1 }); // 4242 and 42420-42429
    expect(one.data).toHaveLength(11);
  });
});
