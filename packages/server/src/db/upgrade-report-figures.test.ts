import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { upgradeTestDatabase } from "../testing/migrations-before";
import { runMigrations } from "./migrate";
import { asDatabaseOwner } from "./panel-context";
import { queryRows } from "./rows";

/**
 * Upgrading to migration 0033 (issue 39) on a panel with history: the orders and refunds the roll-ups had already
 * counted go into the new per-day-and-service roll-up, with their cost as it stands, and the day's cost into
 * daily_figures; the rows after the horizon stay for the next roll-up. A cost written after the upgrade is recorded
 * as a change, once.
 */
const upgrade = upgradeTestDatabase("report_figures");

it(
  "rolls the counted orders, refunds and costs into the new roll-ups and leaves the tail to the next roll-up",
  () =>
    asDatabaseOwner(async () => {
      const { database, insertId } = upgrade;
      await database.db.execute(sql`select set_config('app.panel_id', '1', false)`);
      await database.db.execute(sql`update aggregates_state set horizon = now() - interval '1 day'`);
      const user = await insertId(sql`insert into users (username, email, first_name, last_name, password_hash,
        referral_code) values ('old', 'old@example.com', 'O', 'L', 'x', 'OLD1') returning id`);
      const category = await insertId(
        sql`insert into categories (title, platform, icon) values ('Followers', 'instagram', 'instagram') returning id`,
      );
      const service = await insertId(sql`insert into services (category_id, title, unit_price, min_amount,
        max_amount, delivery_time) values (${category}, 'S', 1, 1, 1000, '1h') returning id`);
      const day = (daysAgo: number) => sql`(now() - ${daysAgo} * interval '1 day')`;
      // Rolled up before the upgrade: written_at is null (0032 dates only the rows after the horizon).
      const order = (status: string, daysAgo: number, written: boolean, expectedCost: string | null) =>
        insertId(sql`insert into orders (user_id, service_id, link, quantity, charge, remains, status, expected_cost,
          created_at, written_at) values (${user}, ${service}, 'https://x.test/a', 10, 10, 0, ${status},
          ${expectedCost}::numeric, ${day(daysAgo)}, ${written ? day(daysAgo) : null}) returning id`);
      const completed = await order("completed", 5, false, "4");
      await order("pending", 5, false, "3");
      const canceled = await order("canceled", 5, false, "2");
      const recent = await order("pending", 0, true, "7");
      await database.db.execute(sql`insert into order_costs (order_id, cost) values (${completed}, 4.5)`);
      await database.db.execute(sql`insert into ledger_entries (user_id, amount, balance_after, kind, method,
        reference, order_id, created_at, written_at) values (${user}, 10, 10, 'refund', 'M', ${`order:${canceled}`},
        ${canceled}, ${day(4)}, null)`);
      await database.db.execute(sql`insert into daily_figures (day, orders, order_charges, order_refunds)
        values ((${day(5)} at time zone 'UTC')::date, 3, 30, 10)`);

      await runMigrations("pglite", database.db);

      const [rolledUp, ...others] = await queryRows<Record<string, string | number>>(
        database.db,
        sql`select service_id, orders, charged::numeric::text, refunds::numeric::text, cost::numeric::text
            from service_day_figures`,
      );
      expect(others).toEqual([]);
      // 4.5 recorded for the completed order, 3 expected for the open one, nothing for the canceled one.
      expect(rolledUp).toEqual({
        service_id: service,
        orders: 3,
        charged: "30.00",
        refunds: "10.00",
        cost: "7.500000",
      });
      const [daily] = await queryRows<{ order_costs: string }>(
        database.db,
        sql`select order_costs::numeric::text from daily_figures`,
      );
      expect(daily?.order_costs).toBe("7.500000");

      await database.db.execute(sql`update order_costs set cost = 5 where order_id = ${completed}`);
      await database.db.execute(sql`update orders set status = 'completed' where id = ${recent}`);
      const changes = await queryRows<{ order_id: number; amount: string }>(
        database.db,
        sql`select order_id, amount::numeric::text from order_cost_changes order by order_id`,
      );
      // The completed order's cost rose by 0.5; the recent one left the open statuses with no recorded cost.
      expect(changes).toEqual([
        { order_id: completed, amount: "0.500000" },
        { order_id: recent, amount: "-7.000000" },
      ]);
    }),
  60_000,
);
