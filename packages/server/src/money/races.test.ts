import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { readConfig } from "../config";
import { type Database, openPostgres } from "../db/client";
import { INSUFFICIENT_BALANCE_MESSAGE } from "../services/ledger";
import { signPaystackBody } from "../services/payments/paystack";
import { prepareDatabase } from "../start";
import { fundCustomer, registerCustomer } from "../testing";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../testing/postgres";

/** Money movement under real concurrency, on a throwaway PostgreSQL cluster this file starts and stops. */
const SECRET = "sk_race_secret";
let pg: ThrowawayPostgres;
let database: Database;
let app: App;
let serviceId: number;

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  database = await openPostgres(pg.url, 20);
  await prepareDatabase(database);
  app = await buildApp({
    database,
    logger: { level: "error" },
    config: {
      ...readConfig({}),
      paystackSecretKey: SECRET,
      appDist: "/nonexistent",
      publicUrl: "http://localhost:3000",
    },
  });
  await app.ready();
  serviceId = (await app.inject({ method: "GET", url: "/api/services" })).json().data[0].id;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await pg?.stop();
}, 60_000);

async function ledgerAndBalance(userId: number) {
  const result = await database.db.execute(
    sql`select u.balance::text as balance,
            (select coalesce(sum(amount), 0)::text from ledger_entries where user_id = u.id) as ledger,
            (select count(*)::text from orders where user_id = u.id) as orders
       from users u where u.id = ${userId}`,
  );
  const row = (result as unknown as { rows: Array<{ balance: string; ledger: string; orders: string }> }).rows[0];
  if (!row) throw new Error("no such user");
  return row;
}

describe("money races on PostgreSQL", () => {
  it("200 concurrent orders against a balance covering exactly 50: 50 succeed, the rest fail clearly", async () => {
    const customer = await registerCustomer(app);
    // 10 units at 1.20 = 12.00 per order; 50 orders = 600.00.
    await fundCustomer(database.db, customer.user.id, "600.00");
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/api/orders",
          headers: customer.auth,
          payload: { service_id: serviceId, link: `https://instagram.com/p/race${i}`, quantity: 10 },
        }),
      ),
    );
    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(placed).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) {
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(INSUFFICIENT_BALANCE_MESSAGE);
    }
    const state = await ledgerAndBalance(customer.user.id);
    expect(state.balance).toBe("0.00");
    // Funding (+600.00) and 50 debits (−12.00 each): the ledger sums to the balance.
    expect(state.ledger).toBe("0.00");
    expect(state.orders).toBe("50");
    const lowest = (await database.db.execute(
      sql`select min(balance_after)::text as lowest from ledger_entries where user_id = ${customer.user.id}`,
    )) as unknown as { rows: Array<{ lowest: string }> };
    expect(lowest.rows[0]?.lowest).toBe("0.00");
  }, 120_000);

  it("the same Idempotency-Key sent 20 times at once is charged once", async () => {
    const customer = await registerCustomer(app);
    await fundCustomer(database.db, customer.user.id, "100.00");
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: "POST",
          url: "/api/orders",
          headers: { ...customer.auth, "idempotency-key": "same-key" },
          payload: { service_id: serviceId, link: "https://instagram.com/p/once", quantity: 10 },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const state = await ledgerAndBalance(customer.user.id);
    expect(state.balance).toBe("88.00");
    expect(state.orders).toBe("1");
    expect(state.ledger).toBe("88.00");
  }, 60_000);

  it("a payment webhook delivered three times at once credits once", async () => {
    const customer = await registerCustomer(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/deposits",
      headers: customer.auth,
      payload: { method: "card", amount: "1000" },
    });
    const { reference } = created.json();
    // The sandbox reference is moved to the Paystack provider so the signed webhook path is what races.
    await database.db.execute(sql`update payments set provider = 'paystack' where reference = ${reference}`);
    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference, amount: 100000, currency: "NGN", status: "success" },
    });
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.inject({
          method: "POST",
          url: "/api/webhooks/paystack",
          headers: { "content-type": "application/json", "x-paystack-signature": signPaystackBody(SECRET, raw) },
          payload: raw,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(responses.filter((r) => r.json().credited)).toHaveLength(1);
    const state = await ledgerAndBalance(customer.user.id);
    expect(state.balance).toBe("1050.00");
    expect(state.ledger).toBe("1050.00");
  }, 60_000);
});
