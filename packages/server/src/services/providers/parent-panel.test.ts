import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPanel } from "../../db/panel-context";
import { jobs, ledgerEntries, orders, panels, providerOrders } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { activeChildPanel, createTestApp, newCustomerPayload, type TestApp } from "../../testing";
import { insertService } from "../../testing/fake-provider/fixtures";

/**
 * A child panel's provider that is its parent honours the forward's Idempotency-Key (the parent's API v2 places
 * orders through placeOrdersOnce), so a forward whose outcome is unknown is sent again by itself: the same key, the
 * same order on the parent, charged once.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const TEMPORARY = `idem-supplier.${BASE}`;

let t: TestApp;
let childId: number;
let ownerId: number;
let childService: number;
let buyer: { authorization: string };

const onChild = (method: "GET" | "POST", url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { host: TEMPORARY, ...headers }, ...(payload ? { payload } : {}) });
const asChild = <T>(fn: () => Promise<T>) => withPanel(childId, fn);

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  const db = t.database.db;
  const operator = await adminAuth(t.app);
  await insertService(db, { min: 10, max: 10_000 });
  const { customer } = await activeChildPanel(t.app, db, "idem-supplier.com", operator);
  ownerId = customer.user.id;
  const [registered] = await db.select({ id: panels.id }).from(panels).where(eq(panels.domain, "idem-supplier.com"));
  childId = registered?.id ?? 0;
  const login = await onChild("POST", "/api/admin/login", {}, { email: "owner", password: "Owner1234" });
  const owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const [provider] = (await onChild("GET", "/api/admin/providers", owner)).json().data as Array<{ id: number }>;
  const category = await onChild("POST", "/api/admin/categories", owner, {
    title: "From the parent",
    platform: "instagram",
    icon: "instagram",
  });
  await onChild("POST", `/api/admin/providers/${provider?.id}/import`, owner, {
    category_id: category.json().id,
    markup_percent: "30",
  });
  const catalogue = (await onChild("GET", "/api/services", {})).json().data as Array<{ id: number }>;
  childService = catalogue[0]?.id ?? 0;
  const signedUp = (await onChild("POST", "/api/register", {}, newCustomerPayload())).json() as {
    token: string;
    user: { id: number };
  };
  buyer = { authorization: `Bearer ${signedUp.token}` };
  await onChild("POST", `/api/admin/users/${signedUp.user.id}/funds`, owner, {
    direction: "add",
    amount: "5000.00",
    reason: "Bank transfer",
  });
}, 120_000);
afterAll(() => t?.close());

describe("a forward to the parent panel", () => {
  it("of unknown outcome is sent again by itself, with the same Idempotency-Key: one order on the parent", async () => {
    const db = t.database.db;
    const link = `https://instagram.com/p/idem-${Date.now()}`;
    const placed = await onChild("POST", "/api/orders", buyer, { service_id: childService, link, quantity: 100 });
    expect(placed.statusCode, placed.body).toBe(201);
    // The customer reads the order's number on the child panel; the forward is kept against its id.
    const number = (placed.json() as { id: number }).id;
    const [own] = await asChild(() => db.select().from(orders).where(eq(orders.number, number)));
    const orderId = own?.id ?? 0;
    await t.app.jobs.drain();
    const forwardOf = async () =>
      (await asChild(() => db.select().from(providerOrders).where(eq(providerOrders.orderId, orderId))))[0];
    const first = await forwardOf();
    expect(first).toMatchObject({ state: "sent" });
    const upstreamOrders = () =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, ownerId), eq(orders.link, link)));
    expect(await upstreamOrders()).toHaveLength(1);

    // What a worker that died after the parent took the order leaves behind: `sending`, no id, its lease expired.
    await asChild(async () => {
      await db
        .update(providerOrders)
        .set({ state: "sending", providerOrderId: null })
        .where(eq(providerOrders.orderId, orderId));
      await db
        .update(jobs)
        .set({ state: "running", lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
        .where(eq(jobs.dedupeKey, `forward:${orderId}:0`));
    });
    await t.app.jobs.drain();

    // Sent again with the same key: the parent answers the order it already has, and charged the owner once.
    expect(await forwardOf()).toMatchObject({ state: "sent", providerOrderId: first?.providerOrderId });
    const upstream = await upstreamOrders();
    expect(upstream).toHaveLength(1);
    const charges = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, ownerId), eq(ledgerEntries.reference, `order:${upstream[0]?.id}`)));
    expect(charges).toHaveLength(1);
  });
});
