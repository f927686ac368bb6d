import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { readConfig } from "../../config";
import { type Database, openPostgres } from "../../db/client";
import { prepareDatabase } from "../../start";
import { createTestApp, registerCustomer, type TestApp } from "../../testing";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";

/**
 * A session that stops being valid is refused at once, however and wherever it was revoked: every signed-in
 * request reads its session from the database, so no instance can hold a stale copy.
 */
type Auth = Record<string, string>;
const me = (app: App, auth: Auth) => app.inject({ method: "GET", url: "/api/user", headers: auth });

/** Signs a new customer up and uses the token twice on each instance, as a client does before it is revoked. */
async function signedInCustomer(app: App, ...others: App[]) {
  const customer = await registerCustomer(app);
  for (const each of [app, ...others]) {
    for (let i = 0; i < 2; i++) expect((await me(each, customer.auth)).statusCode).toBe(200);
  }
  return customer;
}

describe("revocation on PGlite", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a token at once after logout", async () => {
    const customer = await signedInCustomer(t.app);
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: customer.auth });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(t.app, customer.auth)).statusCode).toBe(401);
  });

  it("refuses at once when the session or the customer is changed by any SQL, not only the session service", async () => {
    const revoked = await signedInCustomer(t.app);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${revoked.user.id}`);
    expect((await me(t.app, revoked.auth)).statusCode).toBe(401);

    const expired = await signedInCustomer(t.app);
    await t.database.db.execute(sql`update sessions set expires_at = now() where user_id = ${expired.user.id}`);
    expect((await me(t.app, expired.auth)).statusCode).toBe(401);

    const suspended = await signedInCustomer(t.app);
    await t.database.db.execute(sql`update users set suspended = true where id = ${suspended.user.id}`);
    expect((await me(t.app, suspended.auth)).statusCode).toBe(403);
  });
});

describe("revocation on PostgreSQL, two instances on one database", () => {
  let cluster: ThrowawayPostgres;
  const databases: Database[] = [];
  let first: App;
  let second: App;

  async function instance(): Promise<App> {
    const database = await openPostgres(cluster.url, 4);
    databases.push(database);
    const config = { ...readConfig({}), appDist: "/nonexistent", publicUrl: "http://localhost:3000" };
    const app = await buildApp({ database, config, logger: { level: "error" } });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    cluster = await startThrowawayPostgres({ seeded: true });
    const setup = await openPostgres(cluster.url, 1);
    await prepareDatabase(setup);
    await setup.close();
    first = await instance();
    second = await instance();
  }, 180_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of databases) await database.close();
    await cluster?.stop();
  }, 60_000);

  it("refuses a token at once in the instance that signed it out and in the other", async () => {
    const customer = await signedInCustomer(first, second);
    await first.inject({ method: "POST", url: "/api/logout", headers: customer.auth });
    expect((await me(first, customer.auth)).statusCode).toBe(401);
    expect((await me(second, customer.auth)).statusCode).toBe(401);
  });

  it("refuses at once after a revocation or suspension by raw SQL, from an instance or from outside", async () => {
    const customer = await signedInCustomer(first, second);
    await first.db.execute(sql`update sessions set revoked_at = now() where user_id = ${customer.user.id}`);
    expect((await me(first, customer.auth)).statusCode).toBe(401);
    expect((await me(second, customer.auth)).statusCode).toBe(401);

    const suspended = await signedInCustomer(first, second);
    await second.db.transaction(async (tx) => {
      await tx.execute(sql`update users set suspended = true where id = ${suspended.user.id}`);
    });
    expect((await me(first, suspended.auth)).statusCode).toBe(403);
    expect((await me(second, suspended.auth)).statusCode).toBe(403);

    const outside = new pg.Client({ connectionString: cluster.url });
    await outside.connect();
    try {
      const later = await signedInCustomer(first, second);
      await outside.query("update sessions set revoked_at = now() where user_id = $1", [later.user.id]);
      expect((await me(first, later.auth)).statusCode).toBe(401);
      expect((await me(second, later.auth)).statusCode).toBe(401);
    } finally {
      await outside.end();
    }
  });
});
