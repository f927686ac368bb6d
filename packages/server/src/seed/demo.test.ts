import { LIST_PRICING, priceOrder, sumMoney, toDecimal } from "@smm/domain";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, pgliteDatabase } from "../db/client";
import { DEMO_CUSTOMER, DEMO_DEPOSIT_REFERENCE } from "../db/demo-catalogue";
import { ledgerEntries, orderCosts, orderDetails, orders, payments, services, users } from "../db/schema";
import { reportFigures } from "../services/admin/reports";
import { orderedService } from "../services/order-placement";
import { OrderService } from "../services/orders";
import { freshPglite } from "../testing/template";

// The template database is migrated and seeded by the same code `pnpm start` runs on a new data folder.
let database: Database;
beforeAll(async () => {
  database = pgliteDatabase(await freshPglite());
});
afterAll(() => database.close());

const refundRowsOf = (orderId: number) =>
  database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `order:${orderId}`), eq(ledgerEntries.kind, "refund")));

const costOf = async (orderId: number) =>
  (await database.db.select({ cost: orderCosts.cost }).from(orderCosts).where(eq(orderCosts.orderId, orderId)))[0]
    ?.cost;

/** The same order placed live and moved to the seeded order's status by the operator's setStatus. */
async function liveTwin(order: typeof orders.$inferSelect) {
  const [twin] = await database.db
    .insert(orders)
    .values({
      userId: order.userId,
      serviceId: order.serviceId,
      link: order.link,
      quantity: order.quantity,
      charge: order.charge,
      remains: order.quantity,
      status: "pending",
    })
    .returning();
  if (!twin) throw new Error("twin insert returned nothing");
  await new OrderService(database.db).setStatus(twin.id, { status: order.status, remains: order.remains });
  return twin;
}

describe("the demo seed follows the money rules of live orders", () => {
  it("seeds only orders their service's type takes, each charged by the domain's rule for that type", async () => {
    // The seeded history, not the twins the tests below place today.
    const seeded = await database.db
      .select({ order: orders, service: services, details: orderDetails })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId))
      .leftJoin(orderDetails, eq(orderDetails.orderId, orders.id))
      .where(lt(orders.createdAt, new Date(Date.now() - 86_400_000)));
    expect(seeded.length).toBeGreaterThan(0);
    for (const { order, service, details } of seeded) {
      // The order as its customer gave it: its link and quantity (a drip-feed's per run), and its type's fields.
      const given = {
        link: order.link,
        quantity: String(details?.runQuantity ?? order.quantity),
        ...(details?.runs ? { runs: String(details.runs), interval: String(details.intervalMinutes) } : {}),
        ...details?.fields,
      };
      const priced = priceOrder(orderedService(service), given, LIST_PRICING);
      expect(priced, `order ${order.id} of ${service.title}`).toMatchObject({
        ok: true,
        order: { link: order.link, quantity: order.quantity, charge: order.charge },
      });
      // A typed order keeps its fields (comments, usernames...) for the operator and its provider.
      const kept = priced.ok ? priced.order.fields : {};
      expect(details?.fields ?? { type: "Default" }, service.title).toEqual(kept);
    }
  });

  it("gives every seeded user a balance equal to their ledger, row by row", async () => {
    const seeded = await database.db.select({ id: users.id, balance: users.balance }).from(users);
    expect(seeded.length).toBeGreaterThan(0);
    for (const user of seeded) {
      const rows = await database.db
        .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, user.id))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
      let running = "0.00";
      for (const row of rows) {
        running = sumMoney(running, row.amount);
        expect(row.balanceAfter).toBe(running);
      }
      expect(running).toBe(user.balance);
    }
  });

  it("refunds each canceled and partial order exactly as the operator's status change would", async () => {
    const settled = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.status, ["canceled", "partial"]));
    expect(new Set(settled.map((order) => order.status))).toEqual(new Set(["canceled", "partial"]));
    for (const order of settled) {
      const seededRefunds = await refundRowsOf(order.id);
      // The same order placed live and moved to the same status by setStatus: its refund is the rule's figure.
      const twin = await liveTwin(order);
      expect(seededRefunds).toEqual(await refundRowsOf(twin.id));
      expect(seededRefunds).toHaveLength(1);
    }
  });

  it("records each final order's cost as a live status change would, so the reports show a real profit", async () => {
    // Up to yesterday: the seeded history (two weeks), not the twins these tests place today.
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const { totals } = await reportFigures(database.db, { from: day(40), to: day(1), by: "day" });
    expect(toDecimal(totals.cost).greaterThan(0)).toBe(true);
    expect(toDecimal(totals.profit).greaterThan(0)).toBe(true);
    expect(toDecimal(totals.profit).lessThan(totals.revenue)).toBe(true);
    const settled = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.status, ["completed", "partial", "canceled"]));
    for (const order of settled) {
      const twin = await liveTwin(order);
      expect(await costOf(order.id), `order ${order.id} (${order.status})`).toBe(await costOf(twin.id));
      expect(order.finishedAt).not.toBeNull();
    }
  });

  it("shows the remains a live order has in its status", async () => {
    const seeded = await database.db
      .select({ status: orders.status, quantity: orders.quantity, remains: orders.remains })
      .from(orders);
    for (const order of seeded) {
      if (order.status === "completed") expect(order.remains).toBe(0);
      if (order.status === "pending" || order.status === "canceled") expect(order.remains).toBe(order.quantity);
      if (order.status === "partial") expect(order.remains).toBeLessThan(order.quantity);
    }
    expect(seeded.map((order) => order.status)).toContain("pending");
  });
});

describe("the demo customer's history is one believable story", () => {
  it("joined before their first deposit and first order", async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.username, DEMO_CUSTOMER.username));
    if (!customer) throw new Error("the demo customer is seeded");
    const firstOrder = await database.db
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.userId, customer.id))
      .orderBy(asc(orders.createdAt))
      .limit(1);
    const firstMoney = await database.db
      .select({ createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, customer.id))
      .orderBy(asc(ledgerEntries.createdAt))
      .limit(1);
    for (const [first] of [firstOrder, firstMoney]) {
      expect(first).toBeDefined();
      expect(customer.createdAt.getTime()).toBeLessThan(first?.createdAt.getTime() ?? 0);
    }
  });

  it("has the deposit its ledger credits, completed, among its payments", async () => {
    const [credited] = await database.db
      .select({ userId: ledgerEntries.userId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, DEMO_DEPOSIT_REFERENCE));
    if (!credited) throw new Error("the demo deposit's ledger row is seeded");
    const deposits = await database.db.select().from(payments).where(eq(payments.userId, credited.userId));
    expect(deposits).toEqual([
      expect.objectContaining({ status: "completed", method: "card", amount: "40000.00", bonus: "2000.00" }),
    ]);
  });

  it("links each order to the platform of its service", async () => {
    const rows = await database.db
      .select({ link: orders.link, title: services.title })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId));
    const platforms = { TikTok: "www.tiktok.com", YouTube: "www.youtube.com", Instagram: "www.instagram.com" };
    expect(new Set(rows.map((row) => row.title.split(" ")[0]))).toEqual(new Set(Object.keys(platforms)));
    for (const { link, title } of rows) {
      const platform = title.split(" ")[0] as keyof typeof platforms;
      expect(new URL(link).host, `${title}: ${link}`).toBe(platforms[platform]);
    }
  });
});
