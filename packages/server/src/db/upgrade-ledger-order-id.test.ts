import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { upgradeTestDatabase } from "../testing/migrations-before";
import { runMigrations } from "./migrate";
import { asDatabaseOwner } from "./panel-context";
import { queryRows } from "./rows";

/**
 * Upgrading to migration 0032 (issue 39): every ledger row of an order gets the order's id from its reference, and
 * the rows the roll-ups have not reached get their write time (`written_at`) from `created_at`, while those already
 * rolled up keep none, so the next roll-up counts each row once.
 */
const MIGRATION = "ledger_order_id";

const upgrade = upgradeTestDatabase(MIGRATION);

it(
  "names each order's ledger rows by its id, and dates only the rows after the roll-ups' horizon",
  () =>
    asDatabaseOwner(async () => {
      await upgrade.database.db.execute(sql`select set_config('app.panel_id', '1', false)`);
      await upgrade.database.db.execute(sql`update aggregates_state set horizon = now() - interval '1 day'`);
      const user = await upgrade.insertId(sql`insert into users (username, email, first_name, last_name, password_hash,
        referral_code, created_at) values ('old', 'old@example.com', 'O', 'L', 'x', 'OLD1', now() - interval '9 days')
        returning id`);
      const category = await upgrade.insertId(
        sql`insert into categories (title, platform, icon) values ('Followers', 'instagram', 'instagram') returning id`,
      );
      const service =
        await upgrade.insertId(sql`insert into services (category_id, title, unit_price, min_amount, max_amount,
        delivery_time) values (${category}, 'S', 1, 1, 1000, '1h') returning id`);
      const order = (daysAgo: number) =>
        upgrade.insertId(sql`insert into orders (user_id, service_id, link, quantity, charge, remains, status, created_at)
          values (${user}, ${service}, 'https://x.test/a', 10, 10, 0, 'canceled', now() - ${daysAgo} * interval '1 day')
          returning id`);
      const ledger = (reference: string, kind: string, daysAgo: number) =>
        upgrade.insertId(sql`insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, created_at)
          values (${user}, 10, 10, ${kind}, 'M', ${reference}, now() - ${daysAgo} * interval '1 day') returning id`);
      const rolledUp = await order(5);
      const recent = await order(0);
      const rows = {
        rolledUpCharge: await ledger(`order:${rolledUp}`, "order", 5),
        rolledUpRefund: await ledger(`order:${rolledUp}`, "refund", 4),
        recentRefund: await ledger(`order:${recent}`, "refund", 0),
        deposit: await ledger("DEP-1", "deposit", 0),
        childPanelRefund: await ledger("child-panel:3", "refund", 0),
        someoneElsesOrder: await ledger("order:999999", "refund", 0),
      };

      await runMigrations("pglite", upgrade.database.db);

      const ledgerRows = await queryRows<{ id: number; order_id: number | null; dated: boolean }>(
        upgrade.database.db,
        sql`select id, order_id, written_at is not null as dated from ledger_entries order by id`,
      );
      expect(ledgerRows).toEqual([
        { id: rows.rolledUpCharge, order_id: rolledUp, dated: false },
        { id: rows.rolledUpRefund, order_id: rolledUp, dated: false },
        { id: rows.recentRefund, order_id: recent, dated: true },
        { id: rows.deposit, order_id: null, dated: true },
        { id: rows.childPanelRefund, order_id: null, dated: true },
        { id: rows.someoneElsesOrder, order_id: null, dated: true },
      ]);
      const ordersAndUsers = await queryRows<{ id: number; written: boolean }>(
        upgrade.database.db,
        sql`select id, written_at = created_at as written from orders
            union all select -id, written_at is not null from users order by 1`,
      );
      expect(ordersAndUsers).toEqual([
        { id: -user, written: false },
        { id: rolledUp, written: null },
        { id: recent, written: true },
      ]);
    }),
  60_000,
);
