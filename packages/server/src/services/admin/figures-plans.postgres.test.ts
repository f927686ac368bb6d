import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, openPostgres } from "../../db/client";
import { APP_ROLE } from "../../db/panel-connection";
import { prepareDatabase } from "../../start";
import { explainingConnection } from "../../testing/explained";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { refreshAggregates } from "../aggregates";
import { dashboardFigures } from "./dashboard";
import { reportFigures } from "./reports";

/**
 * Issue 39, the admin figures read through indexes at a size where PostgreSQL would otherwise scan whole tables:
 * 120,000 orders over a year (a fifth canceled or partial with their refunds, half forwarded to a provider, the
 * final ones with a recorded cost), rolled up. The dashboard and a 30-day report by day, service, provider and
 * customer run as the application (its role under row-level security, as a request does), each statement's plan
 * handed back by auto_explain: none scans orders, their forwarding records, the ledger, the costs or the roll-ups
 * whole; the dashboard and the reports by day and service read the roll-ups and the rows written since them.
 */
const ORDERS = 120_000;
const SERVICES = 500;
const CUSTOMERS = 2_000;
/** The orders seeded here, not the demo's. */
const SEEDED = "link like 'https://x.co/%'";

let cluster: ThrowawayPostgres;
let database: Database;

beforeAll(async () => {
  cluster = await startThrowawayPostgres({ seeded: true });
  database = await openPostgres(cluster.url);
  await prepareDatabase(database);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const run = (text: string) => client.query(text);
    // As the tables' owner, in the main panel (the column defaults read app.panel_id).
    await run("select set_config('app.panel_id', '1', false)");
    await run(`insert into providers (name, url, api_key, balance, currency, health)
    values ('Plans Provider', 'https://provider.example.com/api/v2', 'k', 0, 'NGN', 'ok')`);
    await run(`insert into services (category_id, title, unit_price, min_amount, max_amount, delivery_time)
    select (select min(id) from categories), 'Plans service ' || i, 1, 10, 10000, '1 hour'
    from generate_series(1, ${SERVICES}) as i`);
    await run(`insert into users (username, email, first_name, last_name, password_hash, referral_code)
    select 'plans' || i, 'plans' || i || '@example.com', 'Plans', 'Customer', 'x', 'PLANS' || i
    from generate_series(1, ${CUSTOMERS}) as i`);
    await run(`insert into orders (user_id, service_id, link, quantity, charge, remains, status, expected_cost, created_at)
    select (select min(id) from users) + i % ${CUSTOMERS}, (select max(id) from services) - i % ${SERVICES},
      'https://x.co/' || i, 100, 10 + i % 50, 0,
      case when i > ${ORDERS * 0.95} then 'pending' when i % 10 = 0 then 'canceled' when i % 10 = 5 then 'partial'
        else 'completed' end,
      7.5, now() - interval '365 days' + (i::float8 / ${ORDERS}) * interval '365 days'
    from generate_series(1, ${ORDERS}) as i`);
    await run(`insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
    select user_id, -charge, 0, 'order', 'Order', 'order:' || id, id, created_at from orders
    where ${SEEDED}`);
    await run(`insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
    select user_id, case status when 'canceled' then charge else round(charge / 3, 2) end, 0, 'refund', 'Refund',
      'order:' || id, id, created_at + interval '6 hours'
    from orders where ${SEEDED} and status in ('canceled', 'partial')`);
    await run(`insert into provider_orders (order_id, run, provider_id, provider_order_id, state, created_at)
    select id, 0, (select max(id) from providers), 'P' || id, 'sent', created_at from orders
    where ${SEEDED} and id % 2 = 0`);
    await run(
      `insert into order_costs (order_id, cost) select id, 6.25 from orders where ${SEEDED} and status <> 'pending'`,
    );
    await run("vacuum analyze");
  } finally {
    await client.end();
  }
  await refreshAggregates(database.db);
}, 600_000);

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
}, 60_000);

/** The plans of the statements `figures` runs as the application in the main panel (auto_explain's notices). */
async function plansOf(figures: (db: Db) => Promise<unknown>): Promise<string> {
  const connection = await explainingConnection(cluster.url);
  try {
    const notices = await connection.explained(async (db) => {
      await db.execute(sql`select set_config('role', ${APP_ROLE}, false)`);
      await figures(db);
    });
    return notices.join("\n");
  } finally {
    await connection.close();
  }
}

const WHOLE_TABLE_SCAN =
  /Seq Scan on (orders|provider_orders|ledger_entries|order_costs|order_cost_changes|service_day_figures)\b/;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe(`admin figures over ${ORDERS.toLocaleString("en")} orders, as the application runs them`, () => {
  it("at this size, the orders of 30 days joined to their forwarding records are a whole-table scan", async () => {
    // The report as it was written before (joins): what the figures below would otherwise be planned as.
    const plan = await plansOf((db) =>
      db.execute(sql`select po.provider_id, sum(o.charge) from orders o
        left join provider_orders po on po.order_id = o.id and po.run = 0
        where o.created_at >= now() - interval '30 days' group by 1`),
    );
    expect(plan).toMatch(/Seq Scan on provider_orders/);
  });

  it("the dashboard reads the roll-ups and the tail since their horizon through indexes", async () => {
    const plan = await plansOf((db) => dashboardFigures(db));
    expect(plan).toMatch(/daily_figures/);
    expect(plan).toMatch(/orders_written_idx/);
    expect(plan).toMatch(/order_cost_changes_written_idx/);
    expect(plan).not.toMatch(/orders_created_idx/);
    expect(plan).not.toMatch(WHOLE_TABLE_SCAN);
  });

  for (const by of ["day", "service"] as const) {
    it(`a 30-day report by ${by} reads the roll-up's days and the rows written since its horizon`, async () => {
      const plan = await plansOf((db) => reportFigures(db, { from: dayOf(29), to: dayOf(0), by }));
      expect(plan).toMatch(by === "day" ? /daily_figures/ : /service_day_figures_panel_id_day_service_id_pk/);
      expect(plan).toMatch(/orders_written_idx/);
      expect(plan).toMatch(/ledger_kind_written_idx/);
      expect(plan).toMatch(/order_cost_changes_written_idx/);
      expect(plan).not.toMatch(/orders_created_idx/);
      expect(plan).not.toMatch(WHOLE_TABLE_SCAN);
    });
  }

  for (const by of ["provider", "customer"] as const) {
    it(`a 30-day report by ${by} reads the range's orders, and each one's refunds and cost, through indexes`, async () => {
      const plan = await plansOf((db) => reportFigures(db, { from: dayOf(29), to: dayOf(0), by }));
      expect(plan).toMatch(/orders_created_idx/);
      expect(plan).toMatch(/ledger_order_idx/);
      expect(plan).toMatch(/order_costs_pkey/);
      if (by === "provider") expect(plan).toMatch(/provider_orders_order_run_idx/);
      expect(plan).not.toMatch(WHOLE_TABLE_SCAN);
    });
  }
});
