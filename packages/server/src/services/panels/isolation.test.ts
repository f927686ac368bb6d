import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../db/demo-catalogue";
import { MAIN_PANEL_ID, setPanelOutsideScopes, withPanel } from "../../db/panel-context";
import { queryRows } from "../../db/rows";
import { registeredRoutes } from "../../routes/api/admin/test-helpers";
import { seedDemoData } from "../../seed/demo";
import { createTestApp, type TestApp } from "../../testing";
import { createPanel } from "./provision";

/**
 * Isolation across every route: two child panels (alpha, beta) hold the demo panel's data beside the main panel's,
 * with the same e-mails and usernames. Signed in on alpha as its operator, its customer and signed out, every route
 * of Fastify's route table is called with the ids of beta's and the main panel's rows (in the path, the query and
 * every id-like field of the body). Nothing of beta or the main panel may change, and no answer may show their
 * rows (each carries a marker in its names).
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const ALPHA_HOST = `alpha.${BASE}`;
const MARKERS = { beta: "Beta-secret", main: "Main-secret" };
/** Global tables: the registry, the queue (its rows carry their panel) and the sign-in throttle. */
const GLOBAL_TABLES = ["panels", "jobs", "login_throttle"];
/** Routes that end the session the later calls use. */
const SKIPPED = new Set(["POST /api/logout", "POST /api/admin/logout"]);

let t: TestApp;
let alpha: number;
let beta: number;

async function tenantTables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !GLOBAL_TABLES.includes(name));
}

/** A fingerprint of every row a panel has, per table: any change to them changes it. */
async function fingerprint(panelId: number): Promise<Record<string, string>> {
  const tables = await tenantTables();
  const columns = tables
    .map(
      (name) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
    )
    .join(", ");
  const [row] = await withPanel(panelId, () =>
    queryRows<Record<string, string>>(t.database.db, sql.raw(`select ${columns}`)),
  );
  return row ?? {};
}

/** The first ids of a panel's rows in every table that has ids: the ids a request on another panel tries. */
async function idsOf(panelId: number): Promise<number[]> {
  const tables = ["orders", "users", "tickets", "services", "categories", "payments", "providers", "child_panels"]
    .concat(["refills", "cancel_requests", "affiliate_payouts", "notifications", "mail_jobs", "admins", "api_keys"])
    .concat(["outbox_mail", "service_updates", "ledger_entries", "system_log", "admin_notifications", "attachments"])
    .concat(["admin_recovery_codes", "admin_login_challenges"]);
  const ids = new Set<number>();
  for (const table of tables) {
    const rows = await withPanel(panelId, () =>
      queryRows<{ id: number }>(t.database.db, sql.raw(`select id from "${table}" order by id limit 2`)),
    );
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

/** An operator's two-factor set-up (not confirmed, so the password alone still signs in), codes and a challenge. */
async function setUpTwoFactor(panelId: number, marker: string): Promise<void> {
  await withPanel(panelId, () =>
    t.database.db.execute(sql`with admin as (select id from admins order by id limit 1),
      factor as (insert into admin_two_factor (admin_id, secret) select id, ${marker} from admin),
      codes as (insert into admin_recovery_codes (admin_id, code_hash) select id, ${`${marker}-code`} from admin)
      insert into admin_login_challenges (admin_id, token_hash, expires_at)
      select id, ${`${marker}-challenge`}, now() + interval '1 hour' from admin`),
  );
}

/** Names that show in answers get the panel's marker, so an answer showing its rows is caught. */
async function mark(panelId: number, marker: string): Promise<void> {
  await withPanel(panelId, () =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set first_name = ${marker}, last_name = ${marker}`);
      await tx.execute(sql`update services set title = title || ${` ${marker}`}`);
      await tx.execute(sql`update categories set title = title || ${` ${marker}`}`);
      await tx.execute(sql`update tickets set subject = subject || ${` ${marker}`}`);
      await tx.execute(sql`update ticket_messages set body = body || ${` ${marker}`}`);
      await tx.execute(sql`update orders set link = link || ${`?${marker}`}`);
    }),
  );
}

function onAlpha(app: App, options: InjectOptions) {
  return app.inject({ ...options, headers: { host: ALPHA_HOST, ...options.headers } });
}

async function signIn(app: App, url: string, payload: Record<string, string>) {
  const res = await onAlpha(app, { method: "POST", url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

const ID_FIELD = /(^|_)ids?$|^(order|orders|service|refill|refills)$/;

/** A body that takes a request as far as it can go with `id` in every id-like field. */
function bodyFor(app: App, method: string, url: string, id: number): Record<string, unknown> | undefined {
  if (method === "GET" || method === "DELETE") return undefined;
  const document = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  };
  const path = url.replace(/:(\w+)/g, "{$1}");
  const contents = document.paths[path]?.[method.toLowerCase()]?.requestBody?.content ?? {};
  const properties = Object.values(contents).flatMap((c) => Object.entries(c.schema?.properties ?? {}));
  const body: Record<string, unknown> = { id, user_id: id, order: id, orders: String(id), service: id };
  for (const [name, schema] of properties) {
    if (ID_FIELD.test(name)) body[name] = schema.type === "array" ? [id] : schema.type === "string" ? String(id) : id;
    else if (schema.enum?.[0] !== undefined) body[name] = schema.enum[0];
    else if (schema.type === "integer" || schema.type === "number") body[name] = 1000;
    else if (schema.type === "boolean") body[name] = true;
    else if (name === "link") body[name] = "https://instagram.com/isolation";
    // Text that is also a number: it passes as an amount or a price as well as a name.
    else body[name] = "1000";
  }
  return body;
}
interface Schema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
}

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  alpha = await createPanel(t.database.db, { name: "alpha", domain: "alpha-panel.example", parentId: MAIN_PANEL_ID });
  beta = await createPanel(t.database.db, { name: "beta", domain: "beta-panel.example", parentId: MAIN_PANEL_ID });
  for (const panel of [alpha, beta]) expect(await withPanel(panel, () => seedDemoData(t.database.db))).toBe(true);
  await mark(beta, MARKERS.beta);
  await mark(MAIN_PANEL_ID, MARKERS.main);
  await setUpTwoFactor(beta, MARKERS.beta);
  await setUpTwoFactor(MAIN_PANEL_ID, MARKERS.main);
}, 120_000);
afterAll(() => t.close());

describe("panel isolation", () => {
  it("gives every table of a panel's data row-level security, forced, keyed by the panel", async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThan(35);
    const isolated = await queryRows<{ name: string }>(
      t.database.db,
      sql`select c.relname as name from pg_class c
          join pg_policy p on p.polrelid = c.oid and p.polname = 'panel_isolation'
          where c.relrowsecurity and c.relforcerowsecurity
            and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'panel_id' and a.attnotnull)`,
    );
    expect(
      tables.filter((name) => !isolated.some((row) => row.name === name)),
      "tables without isolation",
    ).toEqual([]);
  });

  it("sees and writes nothing outside a panel, and never writes a row into another panel", async () => {
    const { db } = t.database;
    // Outside any panel (what a server's code that forgot its panel gets): nothing is seen.
    setPanelOutsideScopes(undefined);
    try {
      const [none] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
      expect(none?.n).toBe(0);
    } finally {
      setPanelOutsideScopes(MAIN_PANEL_ID);
    }
    const [own] = await withPanel(alpha, () => queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`));
    expect(own?.n).toBeGreaterThan(0);
    const refusal = (statement: ReturnType<typeof sql>) =>
      withPanel(alpha, () => db.execute(statement)).then(
        () => "written",
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(await refusal(sql`update settings set panel_id = ${beta} where key = 'maintenance'`)).toMatch(
      /row-level security/,
    );
    expect(await refusal(sql`insert into settings (panel_id, key, value) values (${beta}, 'isolation', '1')`)).toMatch(
      /row-level security/,
    );
  });

  it("serves a child panel at its domain and its temporary address, and no panel at an unknown name", async () => {
    const { app } = t;
    for (const host of [ALPHA_HOST, "alpha-panel.example", "ALPHA-PANEL.example:8443"]) {
      const res = await app.inject({
        method: "POST",
        url: "/api/login",
        headers: { host },
        payload: {
          login: DEMO_CUSTOMER.username,
          password: DEMO_CUSTOMER.password,
        },
      });
      expect(res.statusCode, host).toBe(200);
    }
    const unknown = await app.inject({ url: "/api/settings", headers: { host: `gamma.${BASE}` } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "There is no panel at this address." });
  });

  it("accepts a panel's sessions on that panel only", async () => {
    const { app } = t;
    const res = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { host: `beta.${BASE}` },
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const betaAdmin = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
    expect(
      (await app.inject({ url: "/api/admin/users", headers: { host: `beta.${BASE}`, ...betaAdmin } })).statusCode,
    ).toBe(200);
    expect((await onAlpha(app, { url: "/api/admin/users", headers: betaAdmin })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/admin/users", headers: betaAdmin })).statusCode).toBe(401);
  });

  it("lets no route on one child panel read or change another panel's rows or the main panel's", async () => {
    const { app } = t;
    const roles: Record<string, Record<string, string>> = {
      operator: await signIn(app, "/api/admin/login", { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
      customer: await signIn(app, "/api/login", { login: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password }),
      "signed out": {},
    };
    const key = await onAlpha(app, { method: "POST", url: "/api/api-key", headers: roles.customer });
    const apiKey = (key.json() as { key: string }).key;
    const foreignIds = [...new Set([...(await idsOf(beta)), ...(await idsOf(MAIN_PANEL_ID))])];
    const ownIds = new Set(await idsOf(alpha));
    const ids = foreignIds.filter((id) => !ownIds.has(id));
    expect(ids.length).toBeGreaterThan(5);
    const before = { beta: await fingerprint(beta), main: await fingerprint(MAIN_PANEL_ID) };

    const routes = registeredRoutes(app).filter(
      (r) => !SKIPPED.has(`${r.method} ${r.url}`) && r.url.startsWith("/api") && !r.url.includes("*"),
    );
    expect(routes.length).toBeGreaterThan(50);
    const walked = routes.map((r) => `${r.method} ${r.url}`);
    for (const late of ["POST /api/admin/login/two-factor", "GET /api/admin/exports/orders.csv"]) {
      expect(walked).toContain(late);
    }
    expect(walked.filter((route) => route.includes("two-factor")).length).toBeGreaterThan(3);
    let calls = 0;
    for (const route of routes) {
      const takesId = /:\w+/.test(route.url) || route.method !== "GET";
      for (const id of takesId ? ids : [ids[0] ?? 1]) {
        const url = route.url.replace(/:\w+/g, String(id));
        const body = bodyFor(app, route.method, route.url, id);
        for (const [role, headers] of Object.entries(roles)) {
          calls += 1;
          const res = await onAlpha(app, {
            method: route.method as "POST",
            url: `${url}?id=${id}&user_id=${id}&order=${id}&search=${MARKERS.beta}`,
            headers,
            ...(body ? { payload: route.url === "/api/v2" ? { ...body, key: apiKey } : body } : {}),
            remoteAddress: `10.7.${(calls >> 8) & 255}.${calls & 255}`,
          });
          const where = `${role} ${route.method} ${url}`;
          expect(res.statusCode, `${where} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(res.body, where).not.toContain(MARKERS.beta);
          expect(res.body, where).not.toContain(MARKERS.main);
        }
      }
    }
    // Whatever those requests queued runs too, as alpha.
    await app.jobs.drain();
    expect(await fingerprint(beta)).toEqual(before.beta);
    expect(await fingerprint(MAIN_PANEL_ID)).toEqual(before.main);
  }, 900_000);
});
