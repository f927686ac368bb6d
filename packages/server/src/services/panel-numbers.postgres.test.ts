import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { Db } from "../db/client";
import { withPanel } from "../db/panel-context";
import { categories, orders, panels, services, users } from "../db/schema";
import { adminAuth } from "../routes/api/admin/test-helpers";
import { activeChildPanel, newCustomerPayload, registerCustomer } from "../testing";
import { insertService } from "../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";

/**
 * Issue 37: what a child panel's customers, owner and API v2 clients read as ids are its own numbers (migration
 * 0028), counted from 1 on the child, so nothing in them tells of the parent's volume; on PostgreSQL, with inserts
 * racing for the counter.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const HOST = `numbered.${BASE}`;
const PARENT_ROWS = 60;

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let app: App;
let db: Db;
let childId: number;
let owner: { authorization: string };
let buyer: { id: number; auth: { authorization: string } };
let parentOrderNumber: number;

const onChild = (method: "GET" | "POST", url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: { host: HOST, ...headers }, ...(payload ? { payload } : {}) });
const asChild = <T>(fn: () => Promise<T>) => withPanel(childId, fn);

/** Many rows of every numbered kind on the parent (the main panel), so a leaked count would show. */
async function fillParent(): Promise<void> {
  const serviceId = await insertService(db, { min: 10, max: 10_000 });
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  await db.execute(sql`insert into services (category_id, title, unit_price, min_amount, max_amount, delivery_time)
    select ${category?.id}, 'Parent service ' || g, 1, 10, 1000, '1 hour' from generate_series(1, ${PARENT_ROWS}) g`);
  await db.execute(sql`insert into users (username, email, first_name, last_name, password_hash, referral_code)
    select 'parent' || g, 'parent' || g || '@example.com', 'P', 'P', 'x', 'parent-ref-' || g
    from generate_series(1, ${PARENT_ROWS}) g`);
  const [someone] = await db.select({ id: users.id }).from(users).where(eq(users.username, "parent1"));
  await db.execute(sql`insert into orders (user_id, service_id, link, quantity, charge, remains)
    select ${someone?.id}, ${serviceId}, 'https://instagram.com/p/parent' || g, 10, 10, 10
    from generate_series(1, ${PARENT_ROWS}) g`);
  await db.execute(sql`insert into ledger_entries (user_id, amount, balance_after, kind, method, reference)
    select ${someone?.id}, 1, g, 'adjustment', 'Test', 'test' from generate_series(1, ${PARENT_ROWS}) g`);
  const [latest] = await db.select({ number: orders.number }).from(orders).orderBy(sql`${orders.id} desc`).limit(1);
  parentOrderNumber = latest?.number ?? 0;
}

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 1, { childPanelBaseDomain: BASE });
  ({ app } = instances[0] as Instance);
  db = (instances[0] as Instance).database.db;
  const operator = await adminAuth(app);
  await fillParent();
  await activeChildPanel(app, db, "numbered.com", operator);
  const [registered] = await db.select({ id: panels.id }).from(panels).where(eq(panels.domain, "numbered.com"));
  childId = registered?.id ?? 0;
  const login = await onChild("POST", "/api/admin/login", {}, { email: "owner", password: "Owner1234" });
  owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const [provider] = (await onChild("GET", "/api/admin/providers", owner)).json().data as Array<{ id: number }>;
  const category = await onChild("POST", "/api/admin/categories", owner, {
    title: "From the parent",
    platform: "instagram",
    icon: "instagram",
  });
  const imported = await onChild("POST", `/api/admin/providers/${provider?.id}/import`, owner, {
    category_id: category.json().id,
    markup_percent: "30",
  });
  expect(imported.statusCode, imported.body).toBe(200);
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

describe("a child panel's numbers", () => {
  it("start at 1 for its customers, services, orders and transactions, whatever the parent holds", async () => {
    expect(parentOrderNumber).toBeGreaterThan(PARENT_ROWS);
    const signedUp = await onChild("POST", "/api/register", {}, newCustomerPayload());
    const body = signedUp.json() as { token: string; user: { id: number } };
    buyer = { id: body.user.id, auth: { authorization: `Bearer ${body.token}` } };
    expect(buyer.id).toBe(1);
    const funded = await onChild("POST", `/api/admin/users/${buyer.id}/funds`, owner, {
      direction: "add",
      amount: "100000.00",
      reason: "Bank transfer",
    });
    expect(funded.statusCode, funded.body).toBe(200);

    const catalogue = (await onChild("GET", "/api/services", {})).json().data as Array<{ id: number }>;
    const numbers = catalogue.map((service) => service.id).sort((a, b) => a - b);
    expect(numbers).toEqual(catalogue.map((_, index) => index + 1));
    expect(numbers.length).toBeGreaterThan(PARENT_ROWS);

    const placed = await onChild("POST", "/api/orders", buyer.auth, {
      service_id: 1,
      link: "https://instagram.com/p/first",
      quantity: 100,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ id: 1, service_id: 1 });
    expect((await onChild("GET", "/api/orders/1", buyer.auth)).json()).toMatchObject({ id: 1, service_id: 1 });
    const history = (await onChild("GET", "/api/transactions", buyer.auth)).json() as Array<{ id: number }>;
    expect(history.map((entry) => entry.id).sort((a, b) => a - b)).toEqual([1, 2]);

    // The owner's screens name the same numbers.
    const adminList = await onChild("GET", "/api/admin/orders", owner);
    expect(adminList.statusCode, adminList.body).toBe(200);
    const listed = adminList.json().data as Array<Record<string, number>>;
    expect(listed).toEqual([expect.objectContaining({ id: 1, userId: 1, serviceId: 1 })]);
    expect((await onChild("GET", "/api/admin/orders/1", owner)).json()).toMatchObject({ id: 1, userId: 1 });
    const byCustomer = (await onChild("GET", "/api/admin/orders?user_id=1&service_id=1", owner)).json();
    expect(byCustomer.meta.total).toBe(1);
    expect((await onChild("GET", "/api/admin/users/1", owner)).json()).toMatchObject({ id: 1 });
    const service = await onChild("GET", "/api/admin/services/1", owner);
    expect(service.json()).toMatchObject({ id: 1 });
  });

  it("gives no number twice when a panel's orders are placed at once", async () => {
    const placing = Array.from({ length: 24 }, (_, index) =>
      onChild("POST", "/api/orders", buyer.auth, {
        service_id: 1 + (index % 3),
        link: `https://instagram.com/p/parallel-${index}`,
        quantity: 100,
      }),
    );
    const placed = await Promise.all(placing);
    for (const res of placed) expect(res.statusCode, res.body).toBe(201);
    const numbers = placed.map((res) => (res.json() as { id: number }).id).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, index) => index + 2));
    // Rows inserted straight into the table race for the same counter: all distinct, none skipped.
    const inserted = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        asChild(() =>
          db
            .insert(users)
            .values({
              username: `racer${index}`,
              email: `racer${index}@example.com`,
              firstName: "R",
              lastName: "R",
              passwordHash: "x",
              referralCode: `racer-${index}`,
            })
            .returning({ number: users.number }),
        ),
      ),
    );
    const userNumbers = inserted.map(([row]) => row?.number ?? 0).sort((a, b) => a - b);
    expect(userNumbers).toEqual(Array.from({ length: 30 }, (_, index) => index + 2));
    // The parent's counting went on as its ids.
    const [next] = await db
      .insert(users)
      .values({
        username: "parent-after",
        email: "parent-after@example.com",
        firstName: "P",
        lastName: "P",
        passwordHash: "x",
        referralCode: "parent-after",
      })
      .returning({ id: users.id, number: users.number });
    expect(next?.number).toBe(next?.id);
  });

  it("answers API v2 add and status with the child's numbers", async () => {
    const created = await onChild("POST", "/api/api-key", buyer.auth);
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json() as { key: string };
    const api = (payload: Record<string, string>) =>
      onChild("POST", "/api/v2", {}, { key, ...payload }).then((res) => res.json() as Record<string, unknown>);
    const listed = (await api({ action: "services" })) as unknown as Array<{ service: number }>;
    expect(Math.min(...listed.map((service) => service.service))).toBe(1);
    const added = await api({ action: "add", service: "2", link: "https://instagram.com/p/api", quantity: "100" });
    expect(added).toEqual({ order: 26 });
    expect(await api({ action: "status", order: "26" })).toMatchObject({ status: "Pending" });
    const both = await api({ action: "status", orders: `1,26,${parentOrderNumber}` });
    expect(both).toMatchObject({
      "1": { remains: "100" },
      "26": { remains: "100" },
      [parentOrderNumber]: { error: "Incorrect order ID" },
    });
    // A cancel request names orders by number too: the child's own is found, the parent's number is not.
    const cancels = (await api({ action: "cancel", orders: `26,${parentOrderNumber}` })) as unknown as Array<{
      order: number;
      cancel: unknown;
    }>;
    expect(cancels[0]?.cancel).not.toEqual({ error: "Incorrect order ID" });
    expect(cancels[1]).toEqual({ order: parentOrderNumber, cancel: { error: "Incorrect order ID" } });
    const [row] = await asChild(() => db.select().from(orders).where(eq(orders.number, 26)));
    const [serviceRow] = await asChild(() =>
      db
        .select()
        .from(services)
        .where(eq(services.id, row?.serviceId ?? 0)),
    );
    expect(serviceRow?.number).toBe(2);
  });

  it("lets no one reach another panel's row by its number", async () => {
    // The parent's order of that number is not the child's; the child's order 1 is not the parent's customer's.
    expect((await onChild("GET", `/api/orders/${parentOrderNumber}`, buyer.auth)).statusCode).toBe(404);
    expect((await onChild("GET", `/api/admin/orders/${parentOrderNumber}`, owner)).statusCode).toBe(404);
    const parentCustomer = await registerCustomer(app);
    expect((await app.inject({ url: "/api/orders/1", headers: parentCustomer.auth })).statusCode).toBe(404);
    const cancel = await onChild("POST", `/api/orders/${parentOrderNumber}/cancel`, buyer.auth);
    expect(cancel.statusCode).toBe(404);
  });
});
