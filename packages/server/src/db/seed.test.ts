import { sumMoney } from "@smm/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderService } from "../services/orders";
import { freshPglite } from "../testing/template";
import { type Database, pgliteDatabase } from "./client";
import { ledgerEntries, orders, users } from "./schema";

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

describe("the demo seed follows the money rules of live orders", () => {
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
    const orderService = new OrderService(database.db);
    for (const order of settled) {
      const seededRefunds = await refundRowsOf(order.id);
      // The same order placed live and moved to the same status by setStatus: its refund is the rule's figure.
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
      await orderService.setStatus(twin.id, { status: order.status, remains: order.remains });
      expect(seededRefunds).toEqual(await refundRowsOf(twin.id));
      expect(seededRefunds).toHaveLength(1);
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
