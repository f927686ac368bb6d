/**
 * 1,000 active child panels of the main panel, each as an activated one looks: on the main panel its owner (a
 * customer) and their child panel order; the panel itself made by the server's own activation (the job's
 * `activatePanel`: registry row, default settings, roll-up and catalogue states, the owner as first operator), then,
 * in set-based SQL, what a live panel adds: two categories with three services each and three funded customers (the
 * main panel gets the same shop, so the two compare like for like). The roll-ups are brought up to date, as a live
 * server's job keeps them, and the first customer of every panel is signed in.
 */

import type pg from "pg";
import { withPanel } from "../../packages/server/src/db/panel-context.ts";
import type { Database } from "../../packages/server/src/index.ts";
import { POPULARITY_PUBLISH_MS, refreshAggregates } from "../../packages/server/src/services/aggregates.ts";
import { activatePanel } from "../../packages/server/src/services/panels/activation.ts";
import { PanelDirectory } from "../../packages/server/src/services/panels/directory.ts";
import { createSession } from "../../packages/server/src/services/sessions.ts";

/** What the benchmark needs of one panel to load its landing page and place an order there. */
export interface SeededPanel {
  id: number;
  /** The Host its requests carry: its own domain (odd panels) or its temporary address (even ones). */
  host: string;
  /** The address its pages name as theirs (an active child's is its own domain, whichever Host was asked). */
  address: string;
  /** A signed-in customer's bearer token. */
  authorization: string;
  service: { id: number; minAmount: number };
}

export interface PanelSeed {
  count: number;
  /** CHILD_PANEL_BASE_DOMAIN of the server under test. */
  baseDomain: string;
  /** The main panel's Host. */
  mainHost: string;
  /** The hash every seeded owner's admin password and customer's password gets. */
  passwordHash: string;
}

/** As many calls at once as the benchmark's pool has connections. */
const PARALLEL = 10;

async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

/** The main panel's side of `count` activated orders: each owner and their order for `shopNNNN.example`. */
async function orderPanels(client: pg.ClientBase, { count, passwordHash }: PanelSeed): Promise<number[]> {
  await client.query(
    `insert into users (panel_id, username, email, first_name, last_name, password_hash, referral_code)
     select 1, 'owner' || lpad(i::text, 4, '0'), 'owner' || lpad(i::text, 4, '0') || '@example.com', 'Panel',
       'Owner', $2, 'OWNER' || lpad(i::text, 4, '0')
     from generate_series(1, $1::int) as i`,
    [count, passwordHash],
  );
  const orders = await client.query<{ id: number }>(
    `insert into child_panels (panel_id, user_id, domain, currency, admin_username, admin_password_hash,
       price_per_month, status)
     select 1, u.id, 'shop' || substr(u.username, 6) || '.example', 'NGN', 'admin', $1, 15000, 'active'
     from users u where u.panel_id = 1 and u.username like 'owner%'
     order by u.id
     returning id`,
    [passwordHash],
  );
  return orders.rows.map((row) => row.id);
}

/** The shop of every active panel (the main one included): categories, services, funded customers. */
async function stockPanels(client: pg.ClientBase, passwordHash: string): Promise<void> {
  await client.query(`
    insert into categories (panel_id, title, platform, icon, sort_order)
    select p.id, 'Instagram ' || kind, 'instagram', 'instagram', n
    from panels p, unnest(array['Followers', 'Likes']) with ordinality as k(kind, n) where p.status = 'active'`);
  await client.query(`
    insert into services (panel_id, category_id, title, description, unit_price, min_amount, max_amount,
      delivery_time, features)
    select c.panel_id, c.id, c.title || ' [' || q || ']', 'Start 0-1 h, up to 10k a day.', 0.5 + n * 0.25, 100,
      10000, '24 hours', array['Refill 30 days']
    from categories c, unnest(array['Real', 'HQ', 'Instant']) with ordinality as s(q, n)`);
  await client.query(
    `insert into users (panel_id, username, email, first_name, last_name, password_hash, referral_code, balance)
     select p.id, 'customer' || i, 'customer' || i || '@example.com', 'Bench', 'Customer', $1, 'REF' || i, 1000000
     from panels p, generate_series(1, 3) as i where p.status = 'active'`,
    [passwordHash],
  );
  await client.query(`
    insert into ledger_entries (panel_id, user_id, amount, balance_after, kind, method, reference)
    select u.panel_id, u.id, u.balance, u.balance, 'deposit', 'Card', 'BENCH-DEP-' || u.id
    from users u where u.username like 'customer%'`);
}

/** Every active panel's first customer and cheapest service, by panel. */
async function shopsOf(client: pg.ClientBase) {
  const rows = await client.query<{
    id: number;
    name: string;
    domain: string | null;
    customerId: number;
    serviceId: number;
    minAmount: number;
  }>(`
    select p.id, p.name, p.domain,
      (select min(u.id) from users u where u.panel_id = p.id and u.username like 'customer%') as "customerId",
      (select min(s.id) from services s where s.panel_id = p.id) as "serviceId",
      (select min(s.min_amount) from services s where s.panel_id = p.id) as "minAmount"
    from panels p where p.status = 'active' order by p.id`);
  return rows.rows;
}

/**
 * The roll-up job's pass (jobs/index.ts, once a minute, one panel after another) over every panel with rows it has
 * not counted: here all of them, as after a minute in which each had an order or a sign-up. A live server's roll-ups
 * are up to date, so the server under test starts with them so too; the pass's seconds are a figure of their own.
 */
async function rollUpEveryPanel(database: Database, client: pg.ClientBase): Promise<number> {
  const started = performance.now();
  const due = await client.query<{ id: number }>(
    "select p as id from panels_with_new_activity($1::int * interval '1 millisecond') p",
    [POPULARITY_PUBLISH_MS],
  );
  for (const { id } of due.rows) await withPanel(id, () => refreshAggregates(database.db));
  return (performance.now() - started) / 1000;
}

/**
 * Seeds `seed.count` child panels on a migrated database in production mode (`database` is the benchmark's own
 * connection to it, `client` a connection as its owner) and answers the main panel and the children, main first.
 */
export async function seedChildPanels(database: Database, client: pg.ClientBase, seed: PanelSeed) {
  const orders = await orderPanels(client, seed);
  const directory = new PanelDirectory(database.db, seed.baseDomain, `http://${seed.mainHost}`);
  await withPanel(1, () => inParallel(orders, (order) => activatePanel(database.db, directory, order)));
  await stockPanels(client, seed.passwordHash);
  await client.query("vacuum analyze");
  const rollUpSeconds = await rollUpEveryPanel(database, client);
  const shops = await shopsOf(client);
  const panels = await inParallel(shops, async (shop): Promise<SeededPanel> => {
    const token = await withPanel(shop.id, () => createSession(database.db, { userId: shop.customerId }));
    const host =
      shop.id === 1
        ? seed.mainHost
        : shop.id % 2 === 1 && shop.domain
          ? shop.domain
          : `${shop.name}.${seed.baseDomain}`;
    return {
      id: shop.id,
      host,
      address: `http://${shop.id === 1 ? seed.mainHost : shop.domain}`,
      authorization: `Bearer ${token}`,
      service: { id: shop.serviceId, minAmount: shop.minAmount },
    };
  });
  return { panels, rollUpSeconds };
}
