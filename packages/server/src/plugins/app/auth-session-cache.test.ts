import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { readConfig } from "../../config";
import { type Database, openPostgres } from "../../db/client";
import { PostgresNotifications, SESSIONS_CHANGED_CHANNEL } from "../../db/notifications";
import { SessionCache } from "../../services/session-cache";
import { prepareDatabase } from "../../start";
import { createTestApp, registerCustomer, type TestApp } from "../../testing";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";

/**
 * Signed-in requests are answered from an in-process session cache (services/session-cache.ts); these prove a
 * session that stops being valid is refused at once however it was revoked, which a stale cache would not do.
 */
type Auth = Record<string, string>;
const me = (app: App, auth: Auth) => app.inject({ method: "GET", url: "/api/user", headers: auth });

/** Signs a new customer up and uses the token twice, so the session is in `apps`' caches. */
async function cachedCustomer(app: App, ...others: App[]) {
  const customer = await registerCustomer(app);
  for (const each of [app, ...others]) {
    for (let i = 0; i < 2; i++) expect((await me(each, customer.auth)).statusCode).toBe(200);
  }
  return customer;
}

async function refusedWithin(app: App, auth: Auth, ms: number): Promise<number> {
  const started = Date.now();
  while ((await me(app, auth)).statusCode === 200) {
    if (Date.now() - started > ms) throw new Error(`still accepted after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe("session cache on PGlite", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a token at once after logout", async () => {
    const customer = await cachedCustomer(t.app);
    const logout = await t.app.inject({ method: "POST", url: "/api/logout", headers: customer.auth });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(t.app, customer.auth)).statusCode).toBe(401);
  });

  it("refuses at once when the session or the customer is changed by any SQL, not only the session service", async () => {
    const revoked = await cachedCustomer(t.app);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${revoked.user.id}`);
    expect((await me(t.app, revoked.auth)).statusCode).toBe(401);

    const expired = await cachedCustomer(t.app);
    await t.database.db.execute(sql`update sessions set expires_at = now() where user_id = ${expired.user.id}`);
    expect((await me(t.app, expired.auth)).statusCode).toBe(401);

    const suspended = await cachedCustomer(t.app);
    await t.database.db.execute(sql`update users set suspended = true where id = ${suspended.user.id}`);
    expect((await me(t.app, suspended.auth)).statusCode).toBe(403);
  });
});

describe("session cache on PostgreSQL, two instances on one database", () => {
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
    cluster = await startThrowawayPostgres();
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

  it("refuses a token at once in the instance that signed it out, and soon in the other", async () => {
    const customer = await cachedCustomer(first, second);
    await first.inject({ method: "POST", url: "/api/logout", headers: customer.auth });
    expect((await me(first, customer.auth)).statusCode).toBe(401);
    expect(await refusedWithin(second, customer.auth, 2000)).toBeLessThan(2000);
  });

  it("refuses at once after a revocation by raw SQL through the instance's own pool (admin code paths)", async () => {
    const customer = await cachedCustomer(first, second);
    await first.db.execute(sql`update sessions set revoked_at = now() where user_id = ${customer.user.id}`);
    expect((await me(first, customer.auth)).statusCode).toBe(401);
    await refusedWithin(second, customer.auth, 2000);

    const suspended = await cachedCustomer(first, second);
    await second.db.transaction(async (tx) => {
      await tx.execute(sql`update users set suspended = true where id = ${suspended.user.id}`);
    });
    expect((await me(second, suspended.auth)).statusCode).toBe(403);
  });

  it("asks the database on every request while its listening connection is lost, and trusts it again after", async () => {
    const customer = await cachedCustomer(first);
    const outside = new pg.Client({ connectionString: cluster.url });
    await outside.connect();
    try {
      // Every connection of both instances goes, the listening ones with them; revocations made meanwhile are
      // heard by nobody, so only a cache that stopped trusting itself refuses the token.
      await outside.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()",
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await outside.query("update sessions set revoked_at = now() where user_id = $1", [customer.user.id]);
      expect((await me(first, customer.auth)).statusCode).toBe(401);

      // Back to listening (it reconnects after a second): a change from outside the instances is heard again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const later = await cachedCustomer(first);
      await outside.query("update sessions set revoked_at = now() where user_id = $1", [later.user.id]);
      await refusedWithin(first, later.auth, 2000);
    } finally {
      await outside.end();
    }
  });

  it("does not trust a listening connection whose probe never arrives (e.g. behind a transaction-pooling proxy)", async () => {
    const undelivered = new PostgresNotifications(
      () => new pg.Client({ connectionString: cluster.url }),
      async () => {},
    );
    const cache = new SessionCache();
    try {
      await undelivered.listen(SESSIONS_CHANGED_CHANNEL, cache);
      const session = { id: 1, userId: 1, adminId: null, expiresAt: new Date(Date.now() + 60_000) };
      cache.remember("hash", session, cache.snapshot());
      expect(cache.get("hash", new Date())).toBeUndefined();
    } finally {
      await undelivered.close();
    }
  });
});
