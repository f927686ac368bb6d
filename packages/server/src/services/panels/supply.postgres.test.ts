import { DEFAULT_SITE_NAME, toDecimal } from "@smm/domain";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { Db } from "../../db/client";
import { withPanel } from "../../db/panel-context";
import {
  apiKeys,
  cancelRequests,
  ledgerEntries,
  orders,
  panels,
  providerOrders,
  providers,
  users,
} from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { newCustomerPayload, orderChildPanel } from "../../testing";
import { insertService } from "../../testing/fake-provider/fixtures";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";
import { ParentPanelApi } from "../providers/parent-panel";

/**
 * Issue 18, "Supplied by its parent", on PostgreSQL: the activated child panel buys from its parent through its
 * owner's account there. The child's orders are forwarded in-process (never over HTTP to this same server), charged
 * to the owner at the owner's prices with a ledger row, synced and refunded exactly once on both panels.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const TEMPORARY = `supplied.${BASE}`;

let pg: ThrowawayPostgres;
let instances: Instance[] = [];
let app: App;
let db: Db;
let operator: { authorization: string };
let owner: { authorization: string };
let ownerId: number;
let ownerOnParent: { authorization: string };
let childId: number;
let parentService: number;
let childProvider: number;
let childService: number;
/** `id`: the number the child answers for them; `rowId`: their users row. */
let childCustomer: { id: number; rowId: number; auth: { authorization: string } };

const onChild = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: { host: TEMPORARY, ...headers }, ...(payload ? { payload } : {}) });
const onParent = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  app.inject({ method, url, headers: operator, ...(payload ? { payload } : {}) });
const asChild = <T>(fn: () => Promise<T>) => withPanel(childId, fn);

async function balanceOf(userId: number): Promise<string | undefined> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance;
}

const ledgerOf = (userId: number, kind: "order" | "refund") =>
  db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)));

/** The status sync, as the scheduler queues it, run by both instances at once. */
async function syncBothInstancesAtOnce(): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}'), ('sync-statuses', '{}')`);
  await Promise.all(instances.map((instance) => instance.app.jobs.drain()));
}

/** A child customer's order: its number on the child (what the customer reads and sends) and its id. */
async function childOrder(quantity: number): Promise<{ number: number; id: number }> {
  const placed = await onChild("POST", "/api/orders", childCustomer.auth, {
    service_id: childService,
    link: `https://instagram.com/p/child-${Math.random()}`,
    quantity,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { id: number } = placed.json() as { id: number };
  const [row] = await asChild(() => db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)));
  return { number, id: row?.id ?? 0 };
}

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 2, { childPanelBaseDomain: BASE });
  ({ app } = instances[0] as Instance);
  db = (instances[0] as Instance).database.db;
  operator = await adminAuth(app);
  // A manual service of the parent at 1.00 a unit (1,000.00 per 1000), which the owner buys at a rate of their own.
  parentService = await insertService(db, { min: 10, max: 10_000 });
  // A naira panel: its prices are the parent's with the markup, no currency between them (see currency.postgres.test.ts).
  const { customer, panel } = await orderChildPanel(app, db, "supplied.com", "ngn");
  ownerId = customer.user.id;
  ownerOnParent = customer.auth;
  expect(
    (await onParent("PUT", `/api/admin/users/${ownerId}/rates/${parentService}`, { rate_per_1000: "800.00" }))
      .statusCode,
  ).toBe(200);
  expect((await onParent("PUT", `/api/admin/child-panels/${panel.id}/status`, { status: "active" })).statusCode).toBe(
    200,
  );
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

describe("a child panel supplied by its parent", () => {
  it("gets its parent as a provider on activation, once, through a key of the owner on the parent", async () => {
    const listed = (await onChild("GET", "/api/admin/providers", owner)).json() as {
      data: Array<{ id: number; name: string; url: string }>;
    };
    expect(listed.data).toHaveLength(1);
    const [parent] = listed.data;
    expect(parent?.name).toBe(DEFAULT_SITE_NAME); // the parent's site name
    childProvider = parent?.id ?? 0;
    // Activated again (after a suspension): the same provider, the same single key.
    const id = (await db.select({ orderId: panels.orderId }).from(panels).where(eq(panels.id, childId)))[0]?.orderId;
    await onParent("PUT", `/api/admin/child-panels/${id}/status`, { status: "suspended" });
    await onParent("PUT", `/api/admin/child-panels/${id}/status`, { status: "active" });
    await app.jobs.drain();
    expect(await asChild(() => db.select().from(providers))).toHaveLength(1);
    const keys = await db.select().from(apiKeys).where(eq(apiKeys.suppliesPanelId, childId));
    expect(keys).toMatchObject([{ userId: ownerId, revokedAt: null }]);
    // The owner's own key (API Access) is another one, and replacing it leaves the panel's key live.
    const ownAuth = ownerOnParent;
    expect((await app.inject({ url: "/api/api-key", headers: ownAuth })).json()).toEqual({ exists: false });
    await app.inject({ method: "POST", url: "/api/api-key", headers: ownAuth });
    await app.inject({ method: "POST", url: "/api/api-key", headers: ownAuth });
    const panelKey = await db.select().from(apiKeys).where(eq(apiKeys.suppliesPanelId, childId));
    expect(panelKey).toMatchObject([{ revokedAt: null }]);
    // The child's operator renames it and sets an alert (the edit form sends its URL back); no other provider can
    // be pointed at a parent.
    const edited = await onChild("PATCH", `/api/admin/providers/${childProvider}`, owner, {
      name: "Our supplier",
      url: "panel://parent",
      low_balance_threshold: "100",
    });
    expect(edited.json()).toMatchObject({ name: "Our supplier", url: "panel://parent" });
    const added = await onChild("POST", "/api/admin/providers", owner, { url: "panel://parent", key: "k" });
    expect(added.statusCode).toBe(422);
    // The provider answers its balance: the owner's on the parent.
    const checked = await onChild("POST", `/api/admin/providers/${childProvider}/check`, owner);
    expect(checked.json()).toMatchObject({ balance: "19000.0000", health: "ok" });
  });

  it("imports the parent's services at the owner's prices with a 30 % markup", async () => {
    const remote = (await onChild("GET", `/api/admin/providers/${childProvider}/services`, owner)).json() as {
      data: Array<{ id: string; name: string; rate: string }>;
    };
    expect(remote.data.find((service) => service.id === String(parentService))?.rate).toBe("800.00");
    const category = await onChild("POST", "/api/admin/categories", owner, {
      title: "From the parent",
      platform: "instagram",
      icon: "instagram",
    });
    const imported = await onChild("POST", `/api/admin/providers/${childProvider}/import`, owner, {
      category_id: category.json().id,
      markup_percent: "30",
    });
    expect(imported.json()).toEqual({ imported: remote.data.length, skipped: 0, categories_created: 0 });
    const catalogue = (await onChild("GET", "/api/services", {})).json().data as Array<{
      id: number;
      service_title: string;
      price: string;
    }>;
    expect(catalogue).toHaveLength(remote.data.length);
    // Each at the owner's rate per 1000 × 1.3 ÷ 1000, exactly: ours 800.00 per 1000 → 1.04 a unit.
    const byName = new Map(remote.data.map((service) => [service.name, service.rate]));
    for (const service of catalogue) {
      const rate = byName.get(service.service_title) ?? "";
      expect(toDecimal(service.price).equals(toDecimal(rate).times("1.3").dividedBy(1000)), service.service_title).toBe(
        true,
      );
    }
    const ours = catalogue.find((service) => service.service_title === "Test default service");
    expect(ours?.price).toBe("1.04");
    childService = ours?.id ?? 0;
    // The child's services are numbered from 1, whatever the parent's count.
    expect(catalogue.map((service) => service.id).sort((a, b) => a - b)).toEqual(
      catalogue.map((_, index) => index + 1),
    );
  });

  it("forwards a child's order as the owner's order on the parent at the owner's price, with a ledger row", async () => {
    const signedUp = await app.inject({
      method: "POST",
      url: "/api/register",
      headers: { host: TEMPORARY },
      payload: newCustomerPayload(),
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const body = signedUp.json() as { token: string; user: { id: number } };
    const [row] = await asChild(() => db.select({ id: users.id }).from(users).where(eq(users.number, body.user.id)));
    childCustomer = { id: body.user.id, rowId: row?.id ?? 0, auth: { authorization: `Bearer ${body.token}` } };
    const funded = await onChild("POST", `/api/admin/users/${childCustomer.id}/funds`, owner, {
      direction: "add",
      amount: "5000.00",
      reason: "Bank transfer",
    });
    expect(funded.statusCode, funded.body).toBe(200);

    const ownerBefore = await balanceOf(ownerId);
    const { id: orderId, number } = await childOrder(500);
    // Counted on the child alone: its first customer, its first order, its first transactions.
    expect([childCustomer.id, number]).toEqual([1, 1]);
    const history = (await onChild("GET", "/api/transactions", childCustomer.auth)).json() as Array<{ id: number }>;
    expect(history.map((entry) => entry.id).sort((a, b) => a - b)).toEqual([1, 2]);
    await app.jobs.drain();
    const [sent] = await asChild(() => db.select().from(providerOrders).where(eq(providerOrders.orderId, orderId)));
    expect(sent).toMatchObject({ state: "sent", providerId: childProvider });
    // On the parent: the owner's order of the parent's service, charged 500 × 0.80, with its ledger row.
    const [upstream] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, Number(sent?.providerOrderId)));
    expect(upstream).toMatchObject({ userId: ownerId, serviceId: parentService, quantity: 500, charge: "400.00" });
    expect(await balanceOf(ownerId)).toBe((Number(ownerBefore) - 400).toFixed(2));
    expect((await ledgerOf(ownerId, "order")).map((row) => row.amount)).toContain("-400.00");
    expect(await asChild(() => balanceOf(childCustomer.rowId))).toBe("4480.00");

    // The parent's operator sets it Partial (200 of 500 not delivered): the owner gets 160.00 back.
    const partial = await onParent("PATCH", `/api/admin/orders/${upstream?.id}`, { status: "partial", remains: 200 });
    expect(partial.json()).toMatchObject({ status: "partial", refunded: "160.00" });
    // Synced twice, by two instances at once each time: the child's customer is refunded 2/5 of 520.00, once.
    await syncBothInstancesAtOnce();
    await syncBothInstancesAtOnce();
    const [childRow] = await asChild(() => db.select().from(orders).where(eq(orders.id, orderId)));
    expect(childRow).toMatchObject({ status: "partial", remains: 200 });
    expect(await asChild(() => ledgerOf(childCustomer.rowId, "refund"))).toEqual([{ amount: "208.00" }]);
    expect(await asChild(() => balanceOf(childCustomer.rowId))).toBe("4688.00");
    expect(await ledgerOf(ownerId, "refund")).toEqual([{ amount: "160.00" }]);
    expect(await balanceOf(ownerId)).toBe((Number(ownerBefore) - 240).toFixed(2));
  });

  it("repeats nothing when the same forward is sent again (its idempotency key)", async () => {
    const [key] = await asChild(() => db.select({ apiKey: providers.apiKey }).from(providers));
    const parent = new ParentPanelApi(db);
    const params = { service: String(parentService), link: "https://instagram.com/p/once", quantity: "100" };
    const send = () => asChild(() => parent.call(key?.apiKey ?? "", "add", params, "panel-x-order-1-run-0"));
    const before = await balanceOf(ownerId);
    const [first, second] = [await send(), await send()];
    expect(second).toEqual(first);
    expect(await balanceOf(ownerId)).toBe((Number(before) - 80).toFixed(2));
  });

  it("asks the parent to cancel a forwarded order; cancelled there, both are refunded in full once", async () => {
    const { id: orderId, number } = await childOrder(200);
    await app.jobs.drain();
    const [sent] = await asChild(() => db.select().from(providerOrders).where(eq(providerOrders.orderId, orderId)));
    const upstreamId = Number(sent?.providerOrderId);
    const asked = await onChild("POST", `/api/orders/${number}/cancel`, childCustomer.auth);
    expect(asked.statusCode, asked.body).toBe(201);
    await app.jobs.drain();
    // On the parent: the owner's cancel request of a manual service, for its operator to decide.
    const [request] = await db.select().from(cancelRequests).where(eq(cancelRequests.orderId, upstreamId));
    expect(request).toMatchObject({ userId: ownerId, status: "pending" });
    const ownerBefore = Number(await balanceOf(ownerId));
    const buyerBefore = Number(await asChild(() => balanceOf(childCustomer.rowId)));
    const decided = await onParent("POST", `/api/admin/requests/cancels/${request?.id}`, { state: "done" });
    expect(decided.statusCode, decided.body).toBe(200);
    await syncBothInstancesAtOnce();
    await syncBothInstancesAtOnce();
    const [childRow] = await asChild(() => db.select().from(orders).where(eq(orders.id, orderId)));
    expect(childRow?.status).toBe("canceled");
    expect(await balanceOf(ownerId)).toBe((ownerBefore + 160).toFixed(2));
    expect(await asChild(() => balanceOf(childCustomer.rowId))).toBe((buyerBefore + 208).toFixed(2));
  });

  it("keeps the order in the child's queue with the parent's error when the owner's balance is short", async () => {
    const short = await balanceOf(ownerId);
    await onParent("POST", `/api/admin/users/${ownerId}/funds`, {
      direction: "deduct",
      amount: (Number(short) - 10).toFixed(2),
      reason: "Test: nearly empty",
    });
    const parentOrders = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ownerId));
    const { id: orderId } = await childOrder(100);
    await app.jobs.drain();
    const [failed] = await asChild(() => db.select().from(providerOrders).where(eq(providerOrders.orderId, orderId)));
    expect(failed).toMatchObject({ state: "failed", lastError: "rejected: Not enough funds on balance" });
    const [queued] = await asChild(() =>
      db.execute(sql`select state from jobs where payload->>'orderId' = ${String(orderId)}`),
    ).then((result) => (result as unknown as { rows: Array<{ state: string }> }).rows);
    expect(queued?.state).toBe("queued"); // retried later, with backoff
    expect(await balanceOf(ownerId)).toBe("10.00");
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ownerId))).toHaveLength(
      parentOrders.length,
    );
    const [childRow] = await asChild(() => db.select().from(orders).where(eq(orders.id, orderId)));
    expect(childRow).toMatchObject({ status: "pending", charge: "104.00" });
  });

  it("shows the child nothing of the parent's but through its provider", async () => {
    const listedUsers = await onChild("GET", "/api/admin/users", owner);
    expect(listedUsers.statusCode, listedUsers.body).toBe(200);
    const childUsers = listedUsers.json().data as Array<{ id: number }>;
    expect(childUsers.map((user) => user.id)).toEqual([childCustomer.id]);
    const parentProviders = (await onParent("GET", "/api/admin/providers")).json().data as Array<{ url: string }>;
    expect(parentProviders.map((provider) => provider.url)).not.toContain("panel://parent");
    // The key works on the parent only, and the child's database rows hold no parent order.
    const [key] = await asChild(() => db.select({ apiKey: providers.apiKey }).from(providers));
    const onChildApi = await onChild("POST", "/api/v2", {}, { key: key?.apiKey, action: "balance" });
    expect(onChildApi.json()).toEqual({ error: "Invalid API key" });
    const foreign = await asChild(() => db.select().from(orders).where(eq(orders.userId, ownerId)));
    expect(foreign).toEqual([]);
    expect(await asChild(() => db.select().from(apiKeys).where(isNotNull(apiKeys.suppliesPanelId)))).toEqual([]);
  });
});
