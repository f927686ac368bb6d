/**
 * Fills a migrated (and demo-seeded) database with a panel at scale, in set-based SQL (generate_series), so a
 * million orders take minutes: 10,000 customers, 5,000 services (half imported from one provider), deposits, and
 * `orders` orders spread over the past year with their ledger rows (charge, refunds of canceled and partial ones),
 * forwarding records, the final ones' costs and finished forwarding jobs. The newest `pendingShare` of the orders
 * are still pending at the provider (the status sync's open work); a quarter of the others (a fifth of all) are
 * canceled or partial, each with its refund. Finishes with VACUUM ANALYZE, as autovacuum would have on a live
 * panel. `importHistory` then adds customers and orders with their original dates, as an import from another panel
 * writes them.
 */
import type pg from "pg";

export const SCALE_CUSTOMERS = 10_000;
export const SCALE_SERVICES = 5_000;

export interface ScaleSeed {
  orders: number;
  /** Share of the orders (the newest) still pending with the provider. */
  pendingShare: number;
  /** A password hash every seeded customer gets, so the benchmark can sign any of them in. */
  passwordHash: string;
  /** The provider the imported services come from (a fake one the benchmark runs) and its key. */
  provider: { url: string; key: string };
}

const WORDS = [
  "Followers",
  "Likes",
  "Views",
  "Comments",
  "Shares",
  "Saves",
  "Subscribers",
  "Reels Views",
  "Story Views",
];
const QUALITY = ["Real", "HQ", "Premium", "Instant", "Non Drop", "Targeted Nigeria", "Global", "Fast", "Slow Drip"];

export async function seedScale(client: pg.ClientBase, seed: ScaleSeed): Promise<void> {
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  // The rows are the main panel's (migration 0016 fills panel_id from this setting; the owner bypasses its policy).
  await run("select set_config('app.panel_id', '1', false)");
  await run("begin");
  const words = `array[${WORDS.map((w) => `'${w}'`).join(",")}]`;
  const quality = `array[${QUALITY.map((w) => `'${w}'`).join(",")}]`;

  await run(
    `insert into providers (name, url, api_key, balance, currency, health)
     values ('Bench Provider', $1, $2, 1000000, 'NGN', 'ok')`,
    [seed.provider.url, seed.provider.key],
  );
  await run(`
    insert into categories (title, platform, icon, sort_order)
    select p || ' ' || w || ' ' || g, p, p, 100 + g
    from unnest(array['instagram','youtube','tiktok']) as p, unnest(${words}) as w, generate_series(1, 2) as g`);
  const existing = await run("select count(*)::int as n from services");
  await run(
    `
    insert into services (category_id, title, description, unit_price, min_amount, max_amount, delivery_time,
      features, is_new, is_recommended, refill, cancel, created_at)
    select c.id,
      initcap(c.platform) || ' ' || (${words})[1 + i % 9] || ' [' || (${quality})[1 + (i / 9) % 9] || '] #' || i,
      'Bench service ' || i || ': start 0-1 h, speed up to 10k/day.',
      round((0.05 + (i % 97) * 0.013)::numeric, 4), 10 + i % 90, 10000 + (i % 50) * 1000,
      (1 + i % 48) || ' hours', array['Refill ' || (i % 60) || ' days', 'Start 0-1 h'],
      i % 17 = 0, i % 23 = 0, i % 3 = 0, i % 4 = 0,
      now() - (i % 365) * interval '1 day'
    from generate_series(1, $1::int) as i
    join lateral (select id, platform from categories order by id offset (i % (select count(*) from categories)) limit 1) c
      on true`,
    [SCALE_SERVICES - existing.rows[0].n],
  );
  // Every second service is imported from the provider (so its orders are forwarded and polled).
  await run(`
    insert into service_sources (service_id, provider_id, provider_service_id, provider_rate, markup_percent, currency_rate)
    select s.id, p.id, s.id::text, s.unit_price * 1000 * 0.7, 30, 1
    from services s, (select id from providers order by id desc limit 1) p where s.id % 2 = 0`);

  const firstNames =
    "array['Ada','Bola','Chidi','Dayo','Emeka','Funke','Gbenga','Halima','Ifeoma','Jide','Kemi','Lola']";
  const lastNames = "array['Okafor','Adeyemi','Bello','Eze','Nwosu','Ogunleye','Musa','Okeke','Balogun','Ibrahim']";
  const customersBefore = (await run("select count(*)::int as n from users")).rows[0].n as number;
  await run(
    `
    insert into users (username, email, first_name, last_name, password_hash, referral_code, balance, created_at)
    select 'customer' || lpad(i::text, 5, '0'), 'customer' || lpad(i::text, 5, '0') || '@mail' || (i % 7) || '.example.com',
      (${firstNames})[1 + i % 12], (${lastNames})[1 + (i / 12) % 10], $2, 'REF' || lpad(i::text, 6, '0'),
      100000, now() - interval '400 days' + i * interval '40 minutes' * 0.9
    from generate_series(1, $1::int) as i`,
    [SCALE_CUSTOMERS - customersBefore, seed.passwordHash],
  );

  // Deposits: four per customer before their first orders.
  await run(`
    insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, created_at)
    select u.id, 50000, 50000 * k, 'deposit', 'Card', 'BENCH-DEP-' || u.id || '-' || k,
      u.created_at + k * interval '1 hour'
    from users u, generate_series(1, 4) as k`);

  // Orders over the past year, oldest first (ids follow time as on a live panel); the newest are pending.
  const pendingFrom = Math.floor(seed.orders * (1 - seed.pendingShare));
  await run(
    `
    insert into orders (user_id, service_id, link, quantity, charge, start_count, remains, status, created_at)
    select u, s, l, q, round(q * p, 2), 100 + i % 5000,
      case st when 'completed' then 0 when 'partial' then q / 3 else q end, st, t
    from (
      select i,
        1 + (i::int8 * 7919) % $1::int as u,
        1 + (i::int8 * 104729) % $2::int as s,
        'https://www.' || (array['instagram.com/p/','youtube.com/watch?v=','tiktok.com/@'])[1 + i % 3]
          || substr(md5(i::text), 1, 11) as l,
        100 * (1 + i % 50) as q,
        case when i > $4::int then 'pending'
             when i % 8 = 0 then 'canceled' when i % 8 = 4 then 'partial'
             when i > $4::int - 2000 and i % 3 = 0 then 'in-progress' else 'completed' end as st,
        now() - interval '365 days' + (i::float8 / $3::int) * interval '365 days' as t
      from generate_series(1, $3::int) as i
    ) g
    join lateral (select unit_price as p from services where id = s) sp on true`,
    [SCALE_CUSTOMERS, SCALE_SERVICES, seed.orders, pendingFrom],
  );
  const seededOrders = "o.link like 'https://www.%' and o.link not like '%/demo%'";
  await run(`
    insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
    select o.user_id, -o.charge, 1000, 'order', 'Order', 'order:' || o.id, o.id, o.created_at
    from orders o where ${seededOrders}`);
  await run(`
    insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
    select o.user_id, case o.status when 'canceled' then o.charge else round(o.charge * o.remains / o.quantity, 2) end,
      1000, 'refund', 'Refund', 'order:' || o.id, o.id, o.created_at + interval '6 hours'
    from orders o where ${seededOrders} and o.status in ('canceled', 'partial')`);
  await run(`
    insert into provider_orders (order_id, run, provider_id, provider_order_id, state, created_at, updated_at)
    select o.id, 0, src.provider_id, 'P' || o.id, 'sent', o.created_at, o.created_at + interval '1 minute'
    from orders o join service_sources src on src.service_id = o.service_id where ${seededOrders}`);
  // What each final order cost the operator (order_costs; the demo's orders have theirs): the figures' profit reads
  // it for every order they count.
  await run(`
    insert into order_costs (order_id, cost)
    select o.id, round(o.charge * 0.7 * (o.quantity - o.remains) / o.quantity, 2)
    from orders o where ${seededOrders} and o.status in ('completed', 'partial', 'canceled')
    on conflict (order_id) do nothing`);
  await run(`
    insert into jobs (kind, payload, state, run_at, attempts, dedupe_key, created_at, finished_at)
    select 'forward-order', jsonb_build_object('orderId', po.order_id), 'done', po.created_at, 1,
      'forward:' || po.order_id || ':0', po.created_at, po.updated_at
    from provider_orders po`);
  // The operator's trail: a system log row per hundred orders.
  await run(
    `
    insert into system_log (type, action, actor, target, message, created_at)
    select case when i % 10 = 0 then 'security' else 'audit' end, 'order.status', 'admin:1 admin@example.com',
      'order:' || i, 'Status changed', now() - interval '365 days' + i * interval '5 minutes'
    from generate_series(1, $1::int / 100) as i`,
    [seed.orders],
  );
  await run(`
    insert into tickets (user_id, subject, status, updated_at, created_at)
    select 1 + (i * 31) % ${SCALE_CUSTOMERS}, 'Order ' || i || ' speed up', (array['open','answered','closed'])[1 + i % 3],
      now() - i * interval '1 hour', now() - i * interval '1 hour'
    from generate_series(1, 2000) as i where exists (select 1 from users where id = 1 + (i * 31) % ${SCALE_CUSTOMERS})`);
  await run("commit");
  await run("vacuum analyze");
}

/**
 * History brought in from another panel after the roll-ups ran: `orders` finished orders (a fifth canceled or
 * partial, with their refunds) and a hundred customers, each row with its original date over the past year, as an
 * import writes them. The dashboard and the reports must count them, and the next roll-up must take them in.
 */
export async function importHistory(client: pg.ClientBase, orders: number): Promise<void> {
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  await run("select set_config('app.panel_id', '1', false)");
  await run("begin");
  await run(`
    insert into users (username, email, first_name, last_name, password_hash, referral_code, balance, created_at)
    select 'imported' || i, 'imported' || i || '@old-panel.example.com', 'Imported', 'Customer', 'x',
      'IMP' || lpad(i::text, 6, '0'), 0, now() - interval '365 days' + i * interval '3 days'
    from generate_series(1, 100) as i`);
  await run(
    `
    with imported as (
      insert into orders (user_id, service_id, link, quantity, charge, start_count, remains, status, created_at)
      select 1 + (i::int8 * 7919) % ${SCALE_CUSTOMERS}, 1 + (i::int8 * 104729) % ${SCALE_SERVICES},
        'https://old-panel.example.com/' || i, 1000, 100, 0,
        case when i % 10 = 0 then 1000 when i % 10 = 5 then 400 else 0 end,
        case when i % 10 = 0 then 'canceled' when i % 10 = 5 then 'partial' else 'completed' end,
        now() - interval '365 days' + (i::float8 / $1::int) * interval '360 days'
      from generate_series(1, $1::int) as i
      returning id, user_id, charge, quantity, remains, status, created_at
    ), charges as (
      insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
      select user_id, -charge, 0, 'order', 'Order', 'order:' || id, id, created_at from imported
    )
    insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id, created_at)
    select user_id, round(charge * remains / quantity, 2), 0, 'refund', 'Refund', 'order:' || id, id,
      created_at + interval '1 day'
    from imported where status in ('canceled', 'partial')`,
    [orders],
  );
  await run("commit");
  await run("analyze");
}
