import { PANEL_TERMS_MESSAGES } from "@smm/domain";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPanel } from "../../db/panel-context";
import { admins, categories, ledgerEntries, notifications, orders, outboxMail, panels, users } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { createTestApp, fundCustomer, newCustomerPayload, orderChildPanel, type TestApp } from "../../testing";
import { insertService } from "../../testing/fake-provider/fixtures";
import { runPanelRenewals } from "./renewal";

/**
 * A child panel's month, with a clock of the test's own: a reminder before the renewal (once), the renewal charged
 * once, too little balance suspends it (its visitors are told, its owner still signs in and reads why), a top-up
 * reactivates it; a cancelled panel is kept for the operator's grace period, then its data is deleted; a paid order
 * activates at once when the operator says so.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const DAY = 86_400_000;
let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  operator = await adminAuth(t.app);
});
afterAll(() => t.close());

const run = (at: Date) => runPanelRenewals(t.database.db, t.app.panelDirectory, at);
const onHost = (host: string, options: { method?: "GET" | "POST"; url: string; payload?: object; headers?: object }) =>
  t.app.inject({ ...options, headers: { host, ...options.headers } });
const setStatus = (id: number, status: string) =>
  t.app.inject({ method: "PUT", url: `/api/admin/child-panels/${id}/status`, headers: operator, payload: { status } });
const setTerms = (terms: { grace_days: number; activate_on_payment: boolean }) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: operator, payload: { child_panel_terms: terms } });

async function runningPanel(domain: string) {
  const { customer, panel } = await orderChildPanel(t.app, t.database.db, domain);
  expect((await setStatus(panel.id, "active")).statusCode).toBe(200);
  await t.app.jobs.drain();
  const [row] = await t.database.db.select().from(panels).where(eq(panels.orderId, panel.id));
  if (!row?.renewsAt) throw new Error("the panel was not activated with a renewal date");
  return { customer, orderId: panel.id, row, host: `${row.name}.${BASE}` };
}

const panelRow = async (id: number) => (await t.database.db.select().from(panels).where(eq(panels.id, id)))[0];
const balanceOf = async (userId: number) =>
  (await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)))[0]?.balance;
const renewalCharges = async (userId: number) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), like(ledgerEntries.reference, "panel-renewal:%")));

describe("monthly renewal", () => {
  it("reminds once, renews once, suspends on too little balance and reactivates after a top-up", async () => {
    const { customer, orderId, row, host } = await runningPanel("renewing.com");
    const owner = customer.user.id;
    const firstRenewal = row.renewsAt as Date;
    // Activation: the order paid the first month, the next is due a month later.
    expect(firstRenewal.getTime() - Date.now()).toBeGreaterThan(27 * DAY);

    // Reminders: nothing 4 days before; 2 days before, one notification and one mail, however often the job runs.
    await run(new Date(firstRenewal.getTime() - 4 * DAY));
    const reminderTitle = PANEL_TERMS_MESSAGES.reminderTitle("renewing.com", firstRenewal);
    const reminders = () => t.database.db.select().from(outboxMail).where(eq(outboxMail.subject, reminderTitle));
    expect(await reminders()).toHaveLength(0);
    await run(new Date(firstRenewal.getTime() - 2 * DAY));
    await run(new Date(firstRenewal.getTime() - 1 * DAY));
    expect(await reminders()).toEqual([expect.objectContaining({ to: customer.payload.email })]);
    const reminderNotes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner),
          eq(notifications.message, PANEL_TERMS_MESSAGES.reminder("renewing.com", firstRenewal, "1000.00")),
        ),
      );
    expect(reminderNotes).toHaveLength(1);

    // Due: charged once (the price in force at the order), the period moves on a month, a second run charges nothing.
    const before = await balanceOf(owner);
    const dueAt = new Date(firstRenewal.getTime() + 60_000);
    await run(dueAt);
    await run(dueAt);
    expect(await renewalCharges(owner)).toEqual([
      expect.objectContaining({ amount: "-1000.00", method: "Child panel renewal" }),
    ]);
    expect(Number(before) - Number(await balanceOf(owner))).toBe(1000);
    const renewed = await panelRow(row.id);
    expect(renewed?.status).toBe("active");
    const secondRenewal = renewed?.renewsAt as Date;
    expect(secondRenewal.getUTCDate()).toBe(firstRenewal.getUTCDate());
    expect(secondRenewal.getTime() - firstRenewal.getTime()).toBeGreaterThan(27 * DAY);

    // Too little balance at the next renewal: suspended with the reason; nothing charged.
    await t.database.db.update(users).set({ balance: "400.00" }).where(eq(users.id, owner));
    await run(new Date(secondRenewal.getTime() + 60_000));
    const suspended = await panelRow(row.id);
    expect(suspended).toMatchObject({
      status: "suspended",
      suspendedReason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
    });
    expect(await balanceOf(owner)).toBe("400.00");
    expect(await renewalCharges(owner)).toHaveLength(1);
    t.app.panelDirectory.changed();

    // Its visitors: the page says so, its API answers the error; the certificate is still allowed.
    const page = await onHost(host, { url: "/" });
    expect(page.statusCode).toBe(403);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(PANEL_TERMS_MESSAGES.suspended);
    const api = await onHost(host, { method: "POST", url: "/api/login", payload: { email: "x", password: "y" } });
    expect(api.statusCode).toBe(403);
    expect(api.json()).toEqual({ message: PANEL_TERMS_MESSAGES.suspended });
    expect((await t.app.inject({ url: `/api/tls/allowed?domain=${host}` })).statusCode).toBe(200);

    // Its owner signs in to its admin area and reads why, and where to pay.
    const login = await onHost(host, {
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "owner", password: "Owner1234" },
    });
    expect(login.statusCode, login.body).toBe(200);
    const ownerAuth = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const standing = await onHost(host, { url: "/api/admin/panel-standing", headers: ownerAuth });
    expect(standing.json()).toEqual({
      status: "suspended",
      reason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
      unpaid: true,
      renewsAt: secondRenewal.toISOString(),
      pricePerMonth: "1000.00",
      parentUrl: "http://localhost:3000",
    });
    // And on the parent, in their customer area and the operator's list.
    const mine = await t.app.inject({ url: "/api/child-panels", headers: customer.auth });
    expect(mine.json().data[0]).toMatchObject({
      status: "suspended",
      running: { status: "suspended", renewsAt: secondRenewal.toISOString() },
    });
    const listed = await t.app.inject({ url: `/api/admin/child-panels?search=${orderId}`, headers: operator });
    expect(listed.json().data[0]).toMatchObject({
      id: orderId,
      running: { status: "suspended", name: "renewing" },
      volume: { orders: 0, turnover: "0.00" },
    });

    // A run while still unpaid changes nothing; a top-up: the next run charges it and it opens again.
    const stillUnpaid = new Date(secondRenewal.getTime() + 2 * DAY);
    await run(stillUnpaid);
    expect((await panelRow(row.id))?.status).toBe("suspended");
    await fundCustomer(t.database.db, owner, "1000.00");
    await run(stillUnpaid);
    const reactivated = await panelRow(row.id);
    expect(reactivated).toMatchObject({ status: "active", suspendedReason: null, unpaidSince: null });
    // Its new month starts when it was paid: it was not served while suspended.
    expect(reactivated?.renewsAt?.getTime()).toBeGreaterThan(stillUnpaid.getTime() + 27 * DAY);
    expect(await renewalCharges(owner)).toHaveLength(2);
    expect(await balanceOf(owner)).toBe("400.00");
    expect((await onHost(host, { url: "/api/settings" })).statusCode).toBe(200);
    expect((await onHost(host, { method: "POST", url: "/api/login", payload: {} })).statusCode).toBe(422);
    expect((await t.app.inject({ url: "/api/child-panels", headers: customer.auth })).json().data[0].status).toBe(
      "active",
    );
  });

  it("does not lift an operator's suspension when the balance would pay", async () => {
    const { orderId, row } = await runningPanel("held.com");
    expect((await setStatus(orderId, "suspended")).statusCode).toBe(200);
    await run(new Date((row.renewsAt as Date).getTime() + 60_000));
    expect(await panelRow(row.id)).toMatchObject({
      status: "suspended",
      suspendedReason: PANEL_TERMS_MESSAGES.suspendedByOperator,
    });
  });
});

describe("cancelled panels", () => {
  it("are closed to visitors for the grace period the operator sets, then their data is deleted", async () => {
    expect((await setTerms({ grace_days: 7, activate_on_payment: false })).statusCode).toBe(200);
    const { orderId, row, host } = await runningPanel("closing.com");
    expect((await setStatus(orderId, "cancelled")).statusCode).toBe(200);
    t.app.panelDirectory.changed();
    const page = await onHost(host, { url: "/orders" });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(PANEL_TERMS_MESSAGES.cancelled);

    const ownersOfPanel = async () =>
      withPanel(row.id, async () => (await t.database.db.select({ n: count() }).from(admins))[0]?.n);
    await run(new Date(Date.now() + 6 * DAY));
    expect(await ownersOfPanel()).toBe(1);
    expect((await panelRow(row.id))?.purgedAt).toBeNull();

    await run(new Date(Date.now() + 8 * DAY));
    expect((await panelRow(row.id))?.purgedAt).toBeInstanceOf(Date);
    expect(await ownersOfPanel()).toBe(0);
    expect((await onHost(host, { url: "/" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tls/allowed?domain=${host}` })).statusCode).toBe(404);
    // The parent's own data stays.
    expect((await t.app.inject({ url: "/api/admin/users", headers: operator })).statusCode).toBe(200);
  });

  it("rejects a grace period that is not a whole number of days", async () => {
    const res = await setTerms({ grace_days: 1.5, activate_on_payment: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "child_panel_terms.grace_days": ["The grace period must be a whole number of days from 0 to 365."],
    });
  });
});

describe("the parent operator's view", () => {
  it("shows a running panel's last 30 days from its own orders; its data, references and all, is deleted after its grace", async () => {
    const { orderId, row, host } = await runningPanel("busy.com");
    const signup = await onHost(host, { method: "POST", url: "/api/register", payload: newCustomerPayload() });
    expect(signup.statusCode, signup.body).toBe(201);
    const childCustomer = (signup.json() as { user: { id: number } }).user.id;
    const childOrders = () =>
      withPanel(row.id, async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n);
    await withPanel(row.id, async () => {
      await t.database.db.insert(categories).values({ title: "Likes", platform: "instagram", icon: "instagram" });
      const serviceId = await insertService(t.database.db);
      const order = { userId: childCustomer, serviceId, link: "https://instagram.com/p/1", quantity: 100, remains: 0 };
      await t.database.db.insert(orders).values([
        { ...order, charge: "300.00" },
        { ...order, charge: "200.00", status: "completed" },
        { ...order, charge: "50.00", status: "canceled" },
        { ...order, charge: "999.00", createdAt: new Date(Date.now() - 40 * DAY) },
      ]);
    });
    const listed = await t.app.inject({ url: `/api/admin/child-panels?search=${orderId}`, headers: operator });
    expect(listed.json().data[0]).toMatchObject({ volume: { orders: 3, turnover: "500.00" } });
    // The child sells no child panels (hosts.test.ts): its operator has no list, nothing of its parent's shows.
    const login = await onHost(host, {
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "owner", password: "Owner1234" },
    });
    const owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const childList = await onHost(host, { url: "/api/admin/child-panels", headers: owner });
    expect(childList.statusCode).toBe(404);
    expect(childList.body).not.toContain("busy.com");

    expect((await setTerms({ grace_days: 0, activate_on_payment: false })).statusCode).toBe(200);
    expect((await setStatus(orderId, "cancelled")).statusCode).toBe(200);
    expect(await childOrders()).toBe(4);
    await run(new Date(Date.now() + 60_000));
    expect(await childOrders()).toBe(0);
    expect((await panelRow(row.id))?.purgedAt).toBeInstanceOf(Date);
    expect((await setTerms({ grace_days: 30, activate_on_payment: false })).statusCode).toBe(200);
  });
});

describe("activation on payment", () => {
  it("activates a paid order at once when the operator turned it on (approval stays the default)", async () => {
    const approved = await orderChildPanel(t.app, t.database.db, "waits.com");
    expect(approved.panel).toMatchObject({ status: "pending" });

    expect((await setTerms({ grace_days: 30, activate_on_payment: true })).statusCode).toBe(200);
    const paid = await orderChildPanel(t.app, t.database.db, "instant.com");
    expect(paid.panel).toMatchObject({ status: "active" });
    await t.app.jobs.drain();
    expect((await onHost(`instant.${BASE}`, { url: "/api/settings" })).statusCode).toBe(200);
    expect((await setTerms({ grace_days: 30, activate_on_payment: false })).statusCode).toBe(200);
  });
});

describe("renew now", () => {
  it("exists in demo mode only: production has no way to move a month on", async () => {
    const production = await createTestApp({ demo: false });
    try {
      const res = await production.app.inject({
        method: "POST",
        url: "/api/admin/child-panels/1/renew-now",
        headers: await adminAuth(production.app),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
