import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client";
import { queryRows } from "../db/rows";
import { prepareDatabase } from "../start";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";
import { refreshAggregates } from "./aggregates";

let cluster: ThrowawayPostgres;
let database: Database;

beforeAll(async () => {
  cluster = await startThrowawayPostgres({ seeded: true });
  database = await openPostgres(cluster.url);
  await prepareDatabase(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await cluster?.stop();
});

/** Writes on a connection of its own, in a transaction the test commits when it chooses. */
async function openTransaction() {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  // As the application writes: as its role, in the main panel (db/panel-connection.ts).
  await client.query("select set_config('role', 'smm_app', false), set_config('app.panel_id', '1', false)");
  await client.query("begin");
  return {
    /** An order and its refund; with `createdAt`, as an import writes them: with their original date. */
    order: (charge: string, createdAt = "now") =>
      client.query(
        `with o as (insert into orders (user_id, service_id, link, quantity, charge, remains, created_at)
           values (1, 2, 'https://instagram.com/p/x', 100, $1, 100, $2::timestamptz) returning id, created_at)
         insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
         select 1, $1, 0, 'refund', 'Refund', 'order:' || id, id, created_at from o`,
        [charge, createdAt],
      ),
    deposit: (amount: string) =>
      client.query(
        `insert into ledger_entries (user_id, amount, balance_after, kind, method, reference)
         values (1, $1, 0, 'deposit', 'Card', 'test')`,
        [amount],
      ),
    async commit() {
      await client.query("commit");
      await client.end();
    },
  };
}

/** The roll-ups against the tables they summarise: every pair must be equal. */
async function rolledUpAndCounted() {
  const [row] = await queryRows<Record<string, string>>(
    database.db,
    sql`select
      (select sum(orders) from daily_figures)::text as rolled_orders,
      (select count(*) from orders)::text as orders,
      (select sum(order_charges) from daily_figures)::text as rolled_charges,
      (select sum(charge) from orders)::text as charges,
      (select sum(order_refunds) from daily_figures)::text as rolled_refunds,
      (select sum(amount) from ledger_entries where kind = 'refund' and reference like 'order:%')::text as refunds,
      (select sum(deposits) from daily_figures)::text as rolled_deposits,
      (select sum(amount) from ledger_entries where kind = 'deposit')::text as deposits,
      (select sum(new_users) from daily_figures)::text as rolled_users,
      (select count(*) from users)::text as users,
      (select sum(orders) from service_order_counts)::text as rolled_service_orders,
      (select sum(orders) from customer_totals)::text as rolled_customer_orders,
      (select sum(spent) from customer_totals)::text as rolled_spent,
      (select -sum(amount) from ledger_entries where kind in ('order', 'refund'))::text as spent,
      (select count(*) from (select service_id, count(*) n from orders group by 1
        except select service_id, orders from service_order_counts) d)::text as services_off`,
  );
  if (!row) throw new Error("no row");
  return row;
}

function expectExact(row: Record<string, string>) {
  expect(Number(row.rolled_orders)).toBe(Number(row.orders));
  expect(row.rolled_charges).toBe(row.charges);
  expect(row.rolled_refunds).toBe(row.refunds);
  expect(row.rolled_deposits).toBe(row.deposits);
  expect(row.rolled_users).toBe(row.users);
  expect(row.rolled_service_orders).toBe(row.orders);
  expect(row.rolled_customer_orders).toBe(row.orders);
  expect(row.rolled_spent).toBe(row.spent);
  expect(row.services_off).toBe("0");
}

describe("refreshAggregates on PostgreSQL", () => {
  it("counts a transaction left open across a refresh once it commits: never missed, never twice", async () => {
    await refreshAggregates(database.db);
    const slow = await openTransaction();
    await slow.order("12.34");
    await slow.deposit("500.00");
    // Committed while the slow one is still open: created later, but visible first.
    const quick = await openTransaction();
    await quick.order("1.00");
    await quick.commit();
    await refreshAggregates(database.db);
    await slow.commit();
    await refreshAggregates(database.db);
    expectExact(await rolledUpAndCounted());
    await refreshAggregates(database.db);
    expectExact(await rolledUpAndCounted());
  });

  it("counts rows written after the horizon with an earlier date (an import) once: by when they were written", async () => {
    await refreshAggregates(database.db);
    const importer = await openTransaction();
    await importer.order("7.00", "2025-01-15T10:00:00Z");
    await importer.deposit("30.00");
    await importer.commit();
    await refreshAggregates(database.db);
    expectExact(await rolledUpAndCounted());
    const [day] = await queryRows<{ orders: number; refunds: string }>(
      database.db,
      sql`select orders, order_refunds::text as refunds from daily_figures where day = '2025-01-15'`,
    );
    expect(day).toEqual({ orders: 1, refunds: "7.00" });
    await refreshAggregates(database.db);
    expectExact(await rolledUpAndCounted());
  });

  it("refreshes racing one another and new orders (several instances) add every row exactly once", async () => {
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let round = 0; round < 10; round++) {
        const tx = await openTransaction();
        await tx.order(`${writer + 1}.${round}0`);
        await tx.commit();
      }
    });
    const refreshes = Array.from({ length: 6 }, () => refreshAggregates(database.db));
    await Promise.all([...writers, ...refreshes]);
    await refreshAggregates(database.db);
    expectExact(await rolledUpAndCounted());
  });
});
