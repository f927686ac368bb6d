import { LIST_PRICING, priceOrder, toDecimal } from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPanel } from "../../db/panel-context";
import { ledgerEntries, orderDetails, orders, panels, providerOrders, services, users } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { activeChildPanel, createTestApp, newCustomerPayload, type TestApp } from "../../testing";
import { customerPricingOf } from "../customer-pricing";
import { orderedService } from "../order-placement";
import { idOfNumber } from "../panel-numbers";

/**
 * Issue 34, "a child panel's typed order reaches its parent and completes": a child panel imports its parent's
 * Custom Comments, Poll, Mentions Custom List,
 * Subscriptions and Package services; its customer's web orders, with their extras, are forwarded by the job
 * queue to the parent (ParentPanelClient), arrive there with the same extras, are charged to the owner by the
 * parent's own charge rule for the type (`priceOrder`), and complete on the child when the parent completes them.
 * Before the per-type rules such an order was charged on the child, refused by the parent and left Pending.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const TEMPORARY = `typed-supply.${BASE}`;

/** The parent's demo services ordered (demo catalogue titles) and each order's extras as New Order sends them. */
const ORDERED = [
  {
    title: "Instagram Custom Comments [Nigerian Accounts]",
    given: { comments: "Lovely shot!\nWhere is this?\nSo clean\nNaija to the world\nFire 🔥\nMore of this" },
  },
  { title: "Instagram Story Poll Votes", given: { quantity: "60", answer_number: "2" } },
  { title: "Instagram Mentions [Custom List]", given: { usernames: "ada.obi\nbola.styles\nchidi\ndayo\nemeka" } },
  {
    title: "Instagram Auto Likes [Subscription]",
    given: { username: "ada.styles", min: "100", max: "150", posts: "3", delay: "30", expiry: "12/31/2027" },
  },
  { title: "TikTok Starter Package [1,000 Followers + 2,000 Likes]", given: {} },
] as const;

let t: TestApp;
let operator: { authorization: string };
let childId: number;
let ownerId: number;
/** `number` is what the child's answers and routes name the buyer by; `id` is the row the ledger keeps. */
let buyer: { id: number; number: number; auth: { authorization: string } };
/** By title: the parent's service and the child's imported one. */
const parentServices = new Map<string, typeof services.$inferSelect>();
const childServices = new Map<string, typeof services.$inferSelect>();

const onChild = (method: "GET" | "POST", url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { host: TEMPORARY, ...headers }, ...(payload ? { payload } : {}) });
const asChild = <T>(fn: () => Promise<T>) => withPanel(childId, fn);

async function balanceOf(userId: number): Promise<string> {
  const [row] = await t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? "";
}

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  const db = t.database.db;
  operator = await adminAuth(t.app);
  for (const { title } of ORDERED) {
    const [row] = await db.select().from(services).where(eq(services.title, title));
    if (!row) throw new Error(`the demo catalogue has no ${title}`);
    parentServices.set(title, row);
  }
  const { customer } = await activeChildPanel(t.app, db, "typed-supply.com", operator, "ngn");
  ownerId = customer.user.id;
  // The owner buys the comments at a rate of their own on the parent: the parent's rule prices with it.
  const comments = parentServices.get(ORDERED[0].title)?.id;
  const rated = await t.app.inject({
    method: "PUT",
    url: `/api/admin/users/${ownerId}/rates/${comments}`,
    headers: operator,
    payload: { rate_per_1000: "12000.00" },
  });
  expect(rated.statusCode, rated.body).toBe(200);
  const [registered] = await db.select({ id: panels.id }).from(panels).where(eq(panels.domain, "typed-supply.com"));
  childId = registered?.id ?? 0;
  const login = await onChild("POST", "/api/admin/login", {}, { email: "owner", password: "Owner1234" });
  const owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const [provider] = (await onChild("GET", "/api/admin/providers", owner)).json().data as Array<{ id: number }>;
  const category = await onChild("POST", "/api/admin/categories", owner, {
    title: "From the parent",
    platform: "instagram",
    icon: "instagram",
  });
  const imported = await onChild("POST", `/api/admin/providers/${provider?.id}/import`, owner, {
    category_id: category.json().id,
    markup_percent: "30",
    services: [...parentServices.values()].map((service) => String(service.id)),
  });
  expect(imported.json()).toEqual({ imported: ORDERED.length, skipped: 0, categories_created: 0 });
  for (const row of await asChild(() => db.select().from(services))) childServices.set(row.title, row);
  const signedUp = (await onChild("POST", "/api/register", {}, newCustomerPayload())).json() as {
    token: string;
    user: { id: number };
  };
  const buyerId = (await asChild(() => idOfNumber(db, "users", signedUp.user.id))) as number;
  buyer = { id: buyerId, number: signedUp.user.id, auth: { authorization: `Bearer ${signedUp.token}` } };
  await onChild("POST", `/api/admin/users/${buyer.number}/funds`, owner, {
    direction: "add",
    amount: "10000.00",
    reason: "Bank transfer",
  });
}, 120_000);
afterAll(() => t?.close());

describe("a child panel's typed order", () => {
  it("reaches its parent with its extras, charged by the parent's rule for its type, and completes", async () => {
    const db = t.database.db;
    const ownerPricing = await customerPricingOf(db, ownerId);
    for (const [index, { title, given }] of ORDERED.entries()) {
      const parentService = parentServices.get(title);
      const childService = childServices.get(title);
      if (!parentService || !childService) throw new Error(`${title} was not imported`);
      expect(childService.type).toBe(parentService.type);
      const order = { link: `https://instagram.com/p/typed-supply-${index}`, ...given };

      // On the child: the customer's web order, charged by the child's rule for the type.
      const childCharge = priceOrder(orderedService(childService), order, LIST_PRICING);
      if (!childCharge.ok) throw new Error(JSON.stringify(childCharge.problems));
      const buyerBefore = await asChild(() => balanceOf(buyer.id));
      const placed = await onChild("POST", "/api/orders", buyer.auth, { service_id: childService.number, ...order });
      expect(placed.statusCode, `${title}: ${placed.body}`).toBe(201);
      const childOrderNumber = (placed.json() as { id: number }).id;
      const childOrderId = (await asChild(() => idOfNumber(db, "orders", childOrderNumber))) as number;
      const buyerAfter = await asChild(() => balanceOf(buyer.id));
      expect(toDecimal(buyerBefore).minus(buyerAfter).toFixed(2), title).toBe(childCharge.order.charge);

      // Forwarded by the queue to the parent, as the owner's order.
      const ownerBefore = await balanceOf(ownerId);
      await t.app.jobs.drain();
      const [sent] = await asChild(() =>
        db.select().from(providerOrders).where(eq(providerOrders.orderId, childOrderId)),
      );
      expect(sent, title).toMatchObject({ state: "sent", lastError: null });
      const upstreamId = Number(sent?.providerOrderId);
      const [upstream] = await db.select().from(orders).where(eq(orders.id, upstreamId));
      const [upstreamDetails] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, upstreamId));
      const [childDetails] = await asChild(() =>
        db.select().from(orderDetails).where(eq(orderDetails.orderId, childOrderId)),
      );
      // The same extras (comments, answer number...) and the same order as the parent's rule reads it.
      expect(upstreamDetails?.fields, title).toEqual(childDetails?.fields);
      expect(upstreamDetails?.fields.type, title).toBe(parentService.type);
      const parentCharge = priceOrder(orderedService(parentService), order, ownerPricing);
      if (!parentCharge.ok) throw new Error(JSON.stringify(parentCharge.problems));
      expect(parentCharge.order.fields).toEqual(upstreamDetails?.fields);
      expect(upstream, title).toMatchObject({
        userId: ownerId,
        serviceId: parentService.id,
        link: parentCharge.order.link,
        quantity: parentCharge.order.quantity,
        charge: parentCharge.order.charge,
        status: "pending",
      });
      // The owner's balance on the parent is debited by that charge, with its ledger row.
      expect(
        toDecimal(ownerBefore)
          .minus(await balanceOf(ownerId))
          .toFixed(2),
        title,
      ).toBe(parentCharge.order.charge);
      const ledger = await db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, ownerId), eq(ledgerEntries.reference, `order:${upstreamId}`)));
      expect(ledger).toEqual([{ amount: `-${parentCharge.order.charge}` }]);

      // The parent's operator completes it; the status sync completes the child's order.
      const completed = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/orders/${upstreamId}`,
        headers: operator,
        payload: { status: "completed" },
      });
      expect(completed.statusCode, completed.body).toBe(200);
      await db.execute(sql`insert into jobs (kind, payload) values ('sync-statuses', '{}')`);
      await t.app.jobs.drain();
      const [childOrder] = await asChild(() => db.select().from(orders).where(eq(orders.id, childOrderId)));
      expect(childOrder, title).toMatchObject({ status: "completed", remains: 0 });
      expect(await asChild(() => balanceOf(buyer.id)), title).toBe(buyerAfter);
    }
  });
});
