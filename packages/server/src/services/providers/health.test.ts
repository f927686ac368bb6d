import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { adminNotifications, jobs, outboxMail, providerOrders, providers } from "../../db/schema";
import { JOB_KINDS, PERIODIC_JOB_KINDS } from "../../jobs/kinds";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { createTestApp, demoAdmin, type TestApp } from "../../testing";
import { type FakeProvider, startFakeProvider } from "../../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../../testing/fake-provider/fixtures";

process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "1500";

let t: TestApp;
let fake: FakeProvider;
let providerId: number;
let serviceId: number;
let customer: Awaited<ReturnType<typeof apiCustomer>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ providerAllowPrivateNetwork: true });
  fake = await startFakeProvider();
  // Another provider first, so no id of this file's provider equals an id of its forwarded orders by chance.
  await insertProvider(t.database.db, fake);
  providerId = await insertProvider(t.database.db, fake);
  serviceId = await insertService(t.database.db, { provider: { id: providerId, serviceId: "101" } });
  customer = await apiCustomer(t.app, t.database.db, "1000000.00");
  auth = await adminAuth(t.app);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => fake.behave("*", "ok"));

const db = () => t.database.db;
const provider = async () => {
  const list = await t.app.inject({ method: "GET", url: "/api/admin/providers", headers: auth });
  return list.json().data.find((p: { id: number }) => p.id === providerId);
};
const alerts = (kind: "provider_failing" | "provider_low_balance") =>
  db()
    .select()
    .from(adminNotifications)
    .where(and(eq(adminNotifications.providerId, providerId), eq(adminNotifications.kind, kind)));
const alertMails = (subject: string) =>
  db()
    .select()
    .from(outboxMail)
    .where(sql`${outboxMail.subject} like ${`${subject}%`}`);
const status = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/system-status", headers: auth })).json();
/** Retries and the periodic jobs due now, then one worker pass over everything. */
const runNow = async () => {
  await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.state, "queued"));
  await t.app.jobs.drain();
};
const place = async () => {
  const link = `https://x.test/${Date.now()}-${Math.random()}`;
  return customer.call({ action: "add", service: String(serviceId), link, quantity: "100" });
};

describe("provider health from real calls", () => {
  it("a provider out of funds is unhealthy from its failed forwards, with the error and since when, and alerts once", async () => {
    expect((await provider()).health).toBe("ok");
    expect(await status()).toEqual({ state: "operational", problems: [] });

    fake.behave("add", "no-funds");
    await place();
    await t.app.jobs.drain();
    const failing = await provider();
    expect(failing).toMatchObject({ health: "degraded", last_error: "Not enough funds on balance" });
    const since = failing.failing_since;
    expect(Date.parse(since)).toBeLessThanOrEqual(Date.now());
    // Out of funds, the provider still answers `balance`: a check does not end the incident.
    const checked = await t.app.inject({
      method: "POST",
      url: `/api/admin/providers/${providerId}/check`,
      headers: auth,
    });
    expect(checked.json()).toMatchObject({ health: "degraded", failing_since: since });
    // Nor while its retry is in flight (`sending`, not yet answered).
    await db().update(providerOrders).set({ state: "sending" }).where(eq(providerOrders.providerId, providerId));
    const inFlight = await t.app.inject({
      method: "POST",
      url: `/api/admin/providers/${providerId}/check`,
      headers: auth,
    });
    expect(inFlight.json()).toMatchObject({ health: "degraded", failing_since: since });
    await db().update(providerOrders).set({ state: "failed" }).where(eq(providerOrders.providerId, providerId));

    // More failures (another order, the retry) belong to the same incident: one alert, one mail per operator.
    await place();
    await runNow();
    expect((await provider()).failing_since).toBe(since);
    expect(await alerts("provider_failing")).toHaveLength(1);
    const mails = await alertMails("Provider Fake is failing");
    expect(mails.map((mail) => mail.to)).toEqual([demoAdmin.email]);
    expect(mails[0]?.body).toContain("Not enough funds on balance");

    const degraded = await status();
    expect(degraded.state).toBe("degraded");
    expect(degraded.problems).toContainEqual({
      kind: "provider",
      message: "Provider Fake is degraded: Not enough funds on balance",
    });
    expect(degraded.problems).toContainEqual({
      kind: "jobs",
      message: expect.stringMatching(/jobs? (is|are) failing/),
    });

    // The next successful forward ends the incident; a new one alerts again.
    fake.behave("add", "ok");
    await runNow();
    expect(await provider()).toMatchObject({ health: "ok", last_error: null, failing_since: null });
    fake.behave("add", "fail");
    await place();
    await t.app.jobs.drain();
    expect(await provider()).toMatchObject({ health: "down", last_error: "The provider answered HTTP 500" });
    expect(await alerts("provider_failing")).toHaveLength(2);
    fake.behave("add", "ok");
    await runNow();
    expect((await provider()).health).toBe("ok");
  });

  it("a failed status sync marks the provider down; a balance check brings it back", async () => {
    await place();
    await t.app.jobs.drain();
    fake.behave("status", "fail");
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, JOB_KINDS.syncStatuses));
    await t.app.jobs.drain();
    expect(await provider()).toMatchObject({ health: "down", failing_since: expect.any(String) });
    fake.behave("status", "ok");
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, JOB_KINDS.refreshBalances));
    await t.app.jobs.drain();
    expect(await provider()).toMatchObject({ health: "ok", failing_since: null });
  });
});

describe("scheduled balances and the low-balance alert", () => {
  it("the balance is refreshed by a periodic job, once per cluster, and the list says when it was read", async () => {
    await t.app.jobs.runDue();
    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, JOB_KINDS.refreshBalances), eq(jobs.state, "queued")));
    expect(queued).toHaveLength(1);
    expect(PERIODIC_JOB_KINDS).toContain(JOB_KINDS.refreshBalances);

    fake.balance = "80.0000";
    const before = Date.now();
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, JOB_KINDS.refreshBalances));
    await t.app.jobs.drain();
    const refreshed = await provider();
    expect(refreshed).toMatchObject({ balance: "80.0000", currency: "USD" });
    expect(Date.parse(refreshed.balance_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses a bad threshold with a message and changes nothing", async () => {
    for (const bad of ["-5", "abc", "1.23456", 1e21, true]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/providers/${providerId}`,
        headers: auth,
        payload: { low_balance_threshold: bad },
      });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().errors.low_balance_threshold).toEqual([
        "The alert threshold must be an amount of at most 4 decimals, e.g. 50 or 12.5.",
      ]);
    }
    expect((await provider()).low_balance_threshold).toBeNull();
  });

  it("alerts once when the balance falls below the operator's threshold, again only after it recovered", async () => {
    const setThreshold = (value: string | number | null) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/admin/providers/${providerId}`,
        headers: auth,
        payload: { low_balance_threshold: value },
      });
    const refresh = async (balance: string) => {
      fake.balance = balance;
      await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, JOB_KINDS.refreshBalances));
      await t.app.jobs.drain();
    };
    await refresh("120.0000");
    expect((await setThreshold(100)).json()).toMatchObject({
      low_balance_threshold: "100.0000",
      low_balance_since: null,
    });
    expect(await alerts("provider_low_balance")).toHaveLength(0);

    await refresh("99.9999");
    expect((await provider()).low_balance_since).toEqual(expect.any(String));
    await refresh("50.0000");
    expect(await alerts("provider_low_balance")).toHaveLength(1);
    const [mail] = await alertMails("Provider Fake balance is low");
    expect(mail?.subject).toBe("Provider Fake balance is low: 99.9999 USD");
    expect(mail?.body).toContain("below your alert threshold of 100.0000 USD");

    await refresh("100.0000");
    expect((await provider()).low_balance_since).toBeNull();
    await refresh("10.0000");
    expect(await alerts("provider_low_balance")).toHaveLength(2);

    // Turning the alert off ends the incident; setting a threshold below today's balance raises nothing.
    expect((await setThreshold("")).json()).toMatchObject({ low_balance_threshold: null, low_balance_since: null });
    await setThreshold("5");
    expect(await alerts("provider_low_balance")).toHaveLength(2);
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row?.lowBalanceThreshold).toBe("5.0000");
  });

  it("the operator reads the alerts, newest first, and marks them read", async () => {
    const alertsUrl = "/api/admin/providers/alerts";
    const list = (await t.app.inject({ method: "GET", url: alertsUrl, headers: auth })).json();
    // Raised above: two failing incidents of forwards, one of the status sync, two low balances.
    expect(list.unread).toBe(5);
    expect(list.data.map((alert: { kind: string }) => alert.kind)).toEqual([
      "provider_low_balance",
      "provider_low_balance",
      "provider_failing",
      "provider_failing",
      "provider_failing",
    ]);
    expect(list.data[0]).toMatchObject({
      provider_id: providerId,
      message: "Provider Fake balance is low: 10.0000 USD",
      read: false,
    });
    const read = await t.app.inject({ method: "POST", url: `${alertsUrl}/read`, headers: auth, payload: {} });
    expect(read.json()).toMatchObject({
      unread: 0,
      data: expect.arrayContaining([expect.objectContaining({ read: true })]),
    });
    expect((await t.app.inject({ method: "GET", url: alertsUrl })).statusCode).toBe(401);
  });
});

describe("system status", () => {
  it("is admin only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/system-status" })).statusCode).toBe(401);
    const customerCall = await t.app.inject({
      method: "GET",
      url: "/api/admin/system-status",
      headers: customer.auth,
    });
    expect(customerCall.statusCode).toBe(403);
  });

  it("mails an alert to the staff who can act on providers: the owner and administrators, not support or removed staff", async () => {
    const invite = async (name: string, role: "admin" | "support" | "finance") => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/staff",
        headers: auth,
        payload: { username: name, email: `${name}@example.com`, role },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    await invite("alertadmin", "admin");
    await invite("alertsupport", "support");
    await invite("alertfinance", "finance");
    const removed = await invite("alertremoved", "admin");
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/admin/staff/${removed}`, headers: auth })).statusCode,
    ).toBe(200);

    const mailsBefore = Math.max(0, ...(await alertMails("Provider Fake balance is low")).map((mail) => mail.id));
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/providers/${providerId}`,
      headers: auth,
      payload: { low_balance_threshold: "1000000" },
    });
    fake.balance = "42.0000";
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, JOB_KINDS.refreshBalances));
    await t.app.jobs.drain();

    const mails = await alertMails("Provider Fake balance is low");
    const recipients = mails.filter((mail) => mail.id > mailsBefore).map((mail) => mail.to);
    expect(recipients.sort()).toEqual([demoAdmin.email, "alertadmin@example.com"]);
    await t.app.inject({
      method: "PATCH",
      url: `/api/admin/providers/${providerId}`,
      headers: auth,
      payload: { low_balance_threshold: null },
    });
  });
});
