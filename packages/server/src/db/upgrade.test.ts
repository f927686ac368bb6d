import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { upgradeTestDatabase } from "../testing/migrations-before";
import { runMigrations } from "./migrate";
import { asDatabaseOwner } from "./panel-context";
import { queryRows } from "./rows";

/**
 * Upgrading a database whose web orders waited for the scheduler's scan (before the one order path): the
 * migration that ends the scan gives every waiting provider-backed order its forwarding job, so none is lost.
 */
const MIGRATION = "one_order_path";

const upgrade = upgradeTestDatabase(MIGRATION);

// As the owner, like the migrations: the database is one from before child panels (migration 0019) until upgraded.
it(
  "queues a forward for each provider-backed order waiting at the upgrade, and for no other",
  () =>
    asDatabaseOwner(async () => {
      const user = await upgrade.insertId(sql`insert into users (username, email, first_name, last_name, password_hash,
    referral_code) values ('waiting', 'waiting@example.com', 'W', 'O', 'x', 'WAIT1') returning id`);
      const category = await upgrade.insertId(
        sql`insert into categories (title, platform, icon) values ('Followers', 'instagram', 'instagram') returning id`,
      );
      const provider = await upgrade.insertId(
        sql`insert into providers (name, url, api_key) values ('Upstream', 'http://upstream.invalid', 'k') returning id`,
      );
      const service = async (resold: boolean) => {
        const id =
          await upgrade.insertId(sql`insert into services (category_id, title, unit_price, min_amount, max_amount,
      delivery_time) values (${category}, 'S', 1, 1, 1000, '1h') returning id`);
        if (resold) {
          await upgrade.database.db.execute(sql`insert into service_sources (service_id, provider_id, provider_service_id,
        provider_rate, markup_percent, currency_rate) values (${id}, ${provider}, '1', 1, 0, 1)`);
        }
        return id;
      };
      const resold = await service(true);
      const manual = await service(false);
      const order = (serviceId: number, status = "pending") =>
        upgrade.insertId(sql`insert into orders (user_id, service_id, link, quantity, charge, remains, status)
      values (${user}, ${serviceId}, 'https://x.test/a', 10, 10, 10, ${status}) returning id`);
      const waiting = await order(resold);
      const alsoWaiting = await order(resold);
      const queuedAlready = await order(resold);
      await upgrade.database.db.execute(sql`insert into jobs (kind, payload, dedupe_key)
    values ('forward-order', ${JSON.stringify({ orderId: queuedAlready })}::jsonb, ${`forward:${queuedAlready}:0`})`);
      const sent = await order(resold);
      await upgrade.database.db.execute(sql`insert into provider_orders (order_id, provider_id, state, provider_order_id)
    values (${sent}, ${provider}, 'sent', '9')`);
      const drip = await order(resold);
      await upgrade.database.db.execute(sql`insert into order_details (order_id, fields, runs, interval_minutes, run_quantity)
    values (${drip}, '{"type":"Default"}', 2, 5, 5)`);
      await order(resold, "completed");
      await order(manual);

      await runMigrations("pglite", upgrade.database.db);

      const forwards = await queryRows<{ order_id: number; dedupe_key: string }>(
        upgrade.database.db,
        sql`select (payload->>'orderId')::int as order_id, dedupe_key from jobs where kind = 'forward-order'
        order by order_id`,
      );
      expect(forwards).toEqual([
        { order_id: waiting, dedupe_key: `forward:${waiting}:0` },
        { order_id: alsoWaiting, dedupe_key: `forward:${alsoWaiting}:0` },
        { order_id: queuedAlready, dedupe_key: `forward:${queuedAlready}:0` },
      ]);
      const leftovers = await queryRows<{ name: string }>(
        upgrade.database.db,
        sql`select proname as name from pg_proc where proname = 'place_order'
        union all select tgname from pg_trigger where tgname like '%_notify'`,
      );
      expect(leftovers).toEqual([]);
    }),
  60_000,
);
