import { ADD_FUNDS_MESSAGES } from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { Db } from "../../db/client";
import { withPanel } from "../../db/panel-context";
import { ledgerEntries, orders, panels, providerOrders, users } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { newCustomerPayload, orderChildPanel } from "../../testing";
import { insertService } from "../../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { idOfNumber } from "../panel-numbers";

/**
 * Issue 37, "a panel's money is in its own currency", on PostgreSQL: a USD child panel keeps its customers' deposits,
 * charges and refunds in dollars, with ledger rows; what it pays its parent stays in naira, charged to the owner's
 * balance there at the parent's price, which the child converted once at the owner's rate.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const CHILD = `dollars.${BASE}`;

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let app: App;
let db: Db;
let operator: { authorization: string };
let owner: { authorization: string };
let ownerId: number;
let childId: number;
let parentService: number;
let childProvider: number;
let childService: number;
let customer: { id: number; auth: { authorization: string } };

const onChild = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: { host: CHILD, ...headers }, ...(payload ? { payload } : {}) });
const onParent = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
const asChild = <T>(fn: () => Promise<T>) => withPanel(childId, fn);

async function balanceOf(userId: number): Promise<string | undefined> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

/** A user's ledger rows of one kind; of one order only when `orderId` is given (its reference "order:<id>"). */
const ledgerOf = (userId: number, kind: "deposit" | "order" | "refund", orderId?: number) =>
  db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, kind),
        orderId === undefined ? undefined : eq(ledgerEntries.reference, `order:${orderId}`),
      ),
    );

/** The status sync, as the scheduler queues it, run by both instances at once. */
async function syncBothInstancesAtOnce(): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}'), ('sync-statuses', '{}')`);
  await Promise.all(instances.map((instance) => instance.app.jobs.drain()));
}

const childPrice = async () =>
  ((await onChild("GET", "/api/services", {})).json().data as Array<{ id: number; price: string }>).find(
    (service) => service.id === childService,
  )?.price;

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 2, { childPanelBaseDomain: BASE });
  ({ app } = instances[0] as Instance);
  db = (instances[0] as Instance).database.db;
  operator = await adminAuth(app);
  parentService = await insertService(db, { min: 10, max: 10_000 });
  const { customer: buyer, panel } = await orderChildPanel(app, db, "dollars.com", "usd");
  ownerId = buyer.user.id;
  // The owner buys the parent's service at ₦10 a unit (₦10,000.00 per 1000).
  await onParent("PUT", `/api/admin/users/${ownerId}/rates/${parentService}`, { rate_per_1000: "10000.00" });
  await onParent("PUT", `/api/admin/child-panels/${panel.id}/status`, { status: "active" });
  await app.jobs.drain();
  const [registered] = await db.select({ id: panels.id }).from(panels).where(eq(panels.orderId, panel.id));
  childId = registered?.id ?? 0;
  const login = await onChild("POST", "/api/admin/login", {}, { email: "owner", password: "Owner1234" });
  owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

describe("a USD child panel", () => {
  it("is registered in USD and tells its pages so, with minimums of its own currency", async () => {
    expect((await db.select({ currency: panels.currency }).from(panels).where(eq(panels.id, childId)))[0]).toEqual({
      currency: "USD",
    });
    const settings = (await onChild("GET", "/api/settings", {})).json();
    expect(settings.currency).toBe("USD");
    expect((await app.inject({ url: "/api/settings" })).json().currency).toBe("NGN");
    const set = await onChild("PUT", "/api/admin/settings", owner, { bank_transfer_details: "Dollar Bank, 0123" });
    expect(set.statusCode, set.body).toBe(200);
    const methods = (await onChild("GET", "/api/settings", {})).json().payment_methods as Array<{
      id: string;
      min_amount: string;
    }>;
    expect(methods.find((method) => method.id === "bank_transfer")?.min_amount).toBe("10");
  });

  it("buys from its parent in naira, at the owner's rate, which the owner sees and changes", async () => {
    const [provider] = (await onChild("GET", "/api/admin/providers", owner)).json().data as Array<{
      id: number;
      currency: string;
      currency_rate: string;
    }>;
    expect(provider).toMatchObject({ currency: "NGN", currency_rate: "0.000650" });
    childProvider = provider?.id ?? 0;
    const category = await onChild("POST", "/api/admin/categories", owner, {
      title: "From the parent",
      platform: "instagram",
      icon: "instagram",
    });
    const imported = await onChild("POST", `/api/admin/providers/${childProvider}/import`, owner, {
      category_id: category.json().id,
      markup_percent: "30",
      services: [String(parentService)],
    });
    expect(imported.json()).toMatchObject({ imported: 1, skipped: 0 });
    const [listed] = (await onChild("GET", "/api/services", {})).json().data as Array<{ id: number; price: string }>;
    childService = listed?.id ?? 0;
    // ₦10,000.00 per 1000 × 1.3 × 0.00065 = US$8.45 per 1000, a unit price kept to 4 places, rounded up: US$0.0085.
    expect(listed?.price).toBe("0.0085");
    // The owner's own rate: every imported price follows through the same markup rule.
    const changed = await onChild("PUT", `/api/admin/providers/${childProvider}/rate`, owner, {
      currency_rate: "0.0007",
    });
    expect(changed.json()).toEqual({ repriced: 1 });
    expect(await childPrice()).toBe("0.0091"); // 10,000 × 1.3 × 0.0007 ÷ 1000
    const refused = await onChild("PUT", `/api/admin/providers/${childProvider}/rate`, owner, { currency_rate: "0" });
    expect(refused.statusCode).toBe(422);
  });

  it("takes a US$20 bank transfer, approved by its owner, in dollars with its ledger row", async () => {
    const signup = await onChild("POST", "/api/register", {}, newCustomerPayload());
    const body = signup.json() as { token: string; user: { id: number } };
    // Answers name the customer by the child's own number; the ledger keeps the id.
    const id = (await asChild(() => idOfNumber(db, "users", body.user.id))) as number;
    customer = { id, auth: { authorization: `Bearer ${body.token}` } };
    const low = await onChild("POST", "/api/deposits", customer.auth, {
      method: "bank_transfer",
      amount: "5",
      transfer_reference: "USD TRF 0",
    });
    expect(low.json().errors.amount).toEqual([ADD_FUNDS_MESSAGES.amountBelowMinimum("10", "USD")]);
    const deposit = await onChild("POST", "/api/deposits", customer.auth, {
      method: "bank_transfer",
      amount: "20",
      transfer_reference: "USD TRF 1",
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const [row] = (await onChild("GET", `/api/admin/deposits?search=USD`, owner)).json().data as Array<{ id: number }>;
    const approved = await onChild("POST", `/api/admin/deposits/${row?.id}/approve`, owner);
    expect(approved.json()).toMatchObject({ status: "completed", amount: "20.00" });
    expect(await asChild(() => balanceOf(customer.id))).toBe("20.00");
    expect(await asChild(() => ledgerOf(customer.id, "deposit"))).toEqual([{ amount: "20.00" }]);
  });

  it("charges its customer in dollars and its owner on the parent in naira; a Partial refunds each once", async () => {
    const ownerBefore = await balanceOf(ownerId);
    const placed = await onChild("POST", "/api/orders", customer.auth, {
      service_id: childService,
      link: "https://instagram.com/p/dollars",
      quantity: 1000,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = (placed.json() as { id: number }).id;
    const orderId = (await asChild(() => idOfNumber(db, "orders", orderNumber))) as number;
    await app.jobs.drain();
    const [child] = await asChild(() => db.select().from(orders).where(eq(orders.id, orderId)));
    expect(child?.charge).toBe("9.10");
    expect(await asChild(() => ledgerOf(customer.id, "order"))).toEqual([{ amount: "-9.10" }]);
    expect(await asChild(() => balanceOf(customer.id))).toBe("10.90");
    const [sent] = await asChild(() => db.select().from(providerOrders).where(eq(providerOrders.orderId, orderId)));
    const [upstream] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(sent?.providerOrderId)));
    // The parent's price for the owner, in naira, from the owner's naira balance with its ledger row.
    expect(upstream).toMatchObject({ userId: ownerId, quantity: 1000, charge: "10000.00" });
    expect(await ledgerOf(ownerId, "order", upstream?.id)).toEqual([{ amount: "-10000.00" }]);
    expect(await balanceOf(ownerId)).toBe((Number(ownerBefore) - 10_000).toFixed(2));

    // API v2 on the child answers in dollars.
    const key = (await onChild("POST", "/api/api-key", customer.auth)).json().key as string;
    const balance = await onChild("POST", "/api/v2", {}, { key, action: "balance" });
    expect(balance.json()).toEqual({ balance: "10.90", currency: "USD" });
    const status = await onChild("POST", "/api/v2", {}, { key, action: "status", order: String(orderNumber) });
    expect(status.json()).toMatchObject({ charge: "9.10", currency: "USD" });

    // Partial on the parent (400 of 1000 not delivered): ₦4,000.00 back to the owner, US$3.64 to the customer.
    const partial = await onParent("PATCH", `/api/admin/orders/${upstream?.id}`, { status: "partial", remains: 400 });
    expect(partial.json()).toMatchObject({ status: "partial", refunded: "4000.00" });
    await syncBothInstancesAtOnce();
    await syncBothInstancesAtOnce();
    expect(await ledgerOf(ownerId, "refund", upstream?.id)).toEqual([{ amount: "4000.00" }]);
    expect(await asChild(() => ledgerOf(customer.id, "refund"))).toEqual([{ amount: "3.64" }]);
    expect(await asChild(() => balanceOf(customer.id))).toBe("14.54");
  });

  it("follows a parent price change at the next sync through the same markup and rate", async () => {
    await onParent("PUT", `/api/admin/users/${ownerId}/rates/${parentService}`, { rate_per_1000: "20000.00" });
    const synced = await onChild("POST", `/api/admin/providers/${childProvider}/sync`, owner);
    expect(synced.json()).toMatchObject({ repriced: 1 });
    expect(await childPrice()).toBe("0.0182"); // 20,000 × 1.3 × 0.0007 ÷ 1000
  });

  it("reports its owner's figures in dollars, or in another currency at a rate per US$1", async () => {
    expect((await onChild("GET", "/api/admin/settings", owner)).json().reporting_currency).toEqual({
      code: "USD",
      rate: "1",
    });
    const dashboard = (await onChild("GET", "/api/admin/dashboard", owner)).json();
    expect(dashboard).toMatchObject({ currency: "USD", totalBalance: "14.54" });
    const naira = await onChild("PUT", "/api/admin/settings", owner, { reporting_currency: { code: "NGN" } });
    expect(naira.json().errors).toEqual({
      "reporting_currency.rate": ["The NGN reporting rate must be a positive decimal number (units per 1 USD)."],
    });
    await onChild("PUT", "/api/admin/settings", owner, { reporting_currency: { code: "NGN", rate: "1500" } });
    expect((await onChild("GET", "/api/admin/dashboard", owner)).json()).toMatchObject({
      currency: "NGN",
      totalBalance: "21810.00",
    });
  });
});
