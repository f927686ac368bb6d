import { DEFAULT_SETTINGS, FINAL_ORDER_STATUSES as FINAL, LIST_PRICING, priceOrder } from "@smm/domain";
import Decimal from "decimal.js";
import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  DEMO_ADMIN,
  DEMO_BANK_TRANSFER_DETAILS,
  DEMO_CUSTOMER,
  DEMO_DEPOSIT_REFERENCE,
  demoCatalogue,
} from "../db/demo-catalogue";
import { DEMO_STOREFRONT_SETTINGS } from "../db/demo-storefront";
import { demoServiceUpdates } from "../db/demo-updates";
import {
  admins,
  categories,
  ledgerEntries,
  notifications,
  orders,
  payments,
  services,
  serviceUpdates,
  users,
} from "../db/schema";
import { expectedCost, settleCost } from "../services/order-costs";
import { orderedService } from "../services/order-placement";
import { refundFor } from "../services/order-refund";
import { hashPassword } from "../services/passwords";
import { writeSettings } from "../services/settings";
import { newReferralCode } from "../services/tokens";

type OrderStatus = (typeof orders.$inferSelect)["status"];

/**
 * The demo customer's orders. `remains` is what a live order would show in that status: the whole quantity
 * until delivery starts (and on a cancel, which sends nothing more), none once completed, the undelivered
 * share on a partial.
 */
const ORDER_HISTORY: Array<{ serviceIndex: number; quantity: number; status: OrderStatus; remains: number }> = [
  { serviceIndex: 0, quantity: 1000, status: "completed", remains: 0 },
  { serviceIndex: 6, quantity: 5000, status: "completed", remains: 0 },
  { serviceIndex: 15, quantity: 200, status: "partial", remains: 80 },
  { serviceIndex: 30, quantity: 500, status: "in-progress", remains: 500 },
  { serviceIndex: 40, quantity: 2000, status: "processing", remains: 2000 },
  { serviceIndex: 1, quantity: 100, status: "canceled", remains: 100 },
  // TikTok Followers [Targeted Nigeria] allows cancels and [Real] above (index 6, Instagram Likes) allows refills:
  // the demo shows both requests.
  { serviceIndex: 34, quantity: 300, status: "pending", remains: 300 },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo customer signed up a few days before their first deposit (30 days ago) and first order. */
const JOINED_DAYS_AGO = 35;
const DEPOSIT_DAYS_AGO = 30;

/**
 * The link a demo order of `serviceTitle` carries, on the service's own platform (named first in every demo title):
 * a profile for followers and subscribers, a post or video otherwise.
 */
function demoOrderLink(serviceTitle: string, n: number): string {
  const profile = /Followers|Subscribers/.test(serviceTitle);
  if (serviceTitle.startsWith("TikTok")) {
    return profile ? "https://www.tiktok.com/@ada.obi" : `https://www.tiktok.com/@ada.obi/video/73000000000000${n}`;
  }
  if (serviceTitle.startsWith("YouTube")) {
    return profile ? "https://www.youtube.com/@adaobi" : `https://www.youtube.com/watch?v=demoVideo${n}`;
  }
  return profile ? "https://www.instagram.com/ada.obi/" : `https://www.instagram.com/p/demo${n}/`;
}

/**
 * What one unit of a demo service costs the operator, as a share of its price: the demo fulfils by hand, and a
 * reseller's margin of 40 % makes its reports' profit believable.
 */
const DEMO_COST_SHARE = "0.6";

/**
 * Fills an empty database with the demo panel. Does nothing when any category, operator or customer exists (already
 * seeded, or a real panel started with DEMO=1 later: demo accounts never join real ones).
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  for (const table of [categories, admins, users]) {
    const [existing] = await db.select({ n: count() }).from(table);
    if ((existing?.n ?? 0) > 0) return false;
  }

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  await db.transaction(async (tx) => {
    const serviceRows: Array<typeof services.$inferSelect> = [];
    for (const [sortOrder, category] of demoCatalogue.entries()) {
      const [row] = await tx
        .insert(categories)
        .values({ title: category.title, platform: category.platform, icon: category.icon, sortOrder })
        .returning();
      if (!row) throw new Error("category insert returned nothing");
      const inserted = await tx
        .insert(services)
        .values(
          category.services.map((s) => ({
            categoryId: row.id,
            title: s.title,
            type: s.type && s.type !== "Default" ? s.type : "default",
            description: `${s.title}. Start time and speed are estimates; delivery begins after the link is checked.`,
            unitPrice: s.unitPrice,
            unitCost: new Decimal(s.unitPrice).mul(DEMO_COST_SHARE).toDecimalPlaces(4).toFixed(4),
            minAmount: s.min,
            maxAmount: s.max,
            deliveryTime: s.delivery,
            features: s.features,
            isNew: s.isNew ?? false,
            isRecommended: s.isRecommended ?? false,
            refill: s.refill ?? false,
            cancel: s.cancel ?? false,
            dripfeed: s.dripfeed ?? false,
          })),
        )
        .returning();
      serviceRows.push(...inserted);
    }

    await tx.insert(admins).values({
      username: DEMO_ADMIN.username,
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
    });

    const [customer] = await tx
      .insert(users)
      .values({
        username: DEMO_CUSTOMER.username,
        email: DEMO_CUSTOMER.email,
        firstName: DEMO_CUSTOMER.firstName,
        lastName: DEMO_CUSTOMER.lastName,
        passwordHash: await hashPassword(DEMO_CUSTOMER.password),
        referralCode: newReferralCode(),
        balance: "0",
        createdAt: daysAgo(JOINED_DAYS_AGO),
      })
      .returning();
    if (!customer) throw new Error("customer insert returned nothing");

    // The demo balance is built the way real money arrives: deposits and orders, each with its ledger row.
    // History spread over the past weeks, oldest first, so lists and dates look like a real account.
    let balance = new Decimal(0);
    const deposit = new Decimal("40000.00");
    const bonus = deposit.mul("0.05");
    // The card deposit behind those ledger rows, as a live checkout leaves it: the customer's Add Funds lists it.
    // Payment references are unique across panels (each child panel's demo has this deposit too), so it gets a
    // sandbox reference of its own, named by the customer's id (unique across panels, and the same on every fresh
    // demo, so the page reads the same each time); the ledger keeps DEMO_DEPOSIT_REFERENCE, the mark of a demo
    // database.
    await tx.insert(payments).values({
      userId: customer.id,
      provider: "sandbox",
      method: "card",
      reference: `SBX-DEMO-${customer.id}`,
      amount: deposit.toFixed(2),
      bonus: bonus.toFixed(2),
      status: "completed",
      createdAt: daysAgo(DEPOSIT_DAYS_AGO),
      completedAt: daysAgo(DEPOSIT_DAYS_AGO),
    });
    balance = balance.add(deposit);
    await tx.insert(ledgerEntries).values({
      userId: customer.id,
      amount: deposit.toFixed(2),
      balanceAfter: balance.toFixed(2),
      kind: "deposit",
      method: "Card",
      reference: DEMO_DEPOSIT_REFERENCE,
      createdAt: daysAgo(DEPOSIT_DAYS_AGO),
    });
    balance = balance.add(bonus);
    await tx.insert(ledgerEntries).values({
      userId: customer.id,
      amount: bonus.toFixed(2),
      balanceAfter: balance.toFixed(2),
      kind: "bonus",
      method: "Card bonus",
      reference: DEMO_DEPOSIT_REFERENCE,
      createdAt: daysAgo(DEPOSIT_DAYS_AGO),
    });
    for (const [index, entry] of ORDER_HISTORY.entries()) {
      const placedAt = daysAgo(2 * (ORDER_HISTORY.length - index));
      const service = serviceRows[entry.serviceIndex];
      if (!service) continue;
      // Read and charged by its service type's rule, as a live order is (the demo customer pays list prices).
      const given = { link: demoOrderLink(service.title, entry.serviceIndex), quantity: String(entry.quantity) };
      const priced = priceOrder(orderedService(service), given, LIST_PRICING);
      if (!priced.ok) throw new Error(`demo order of ${service.title}: ${JSON.stringify(priced.problems)}`);
      const charge = new Decimal(priced.order.charge);
      balance = balance.sub(charge);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: customer.id,
          serviceId: service.id,
          link: priced.order.link,
          quantity: priced.order.quantity,
          charge: priced.order.charge,
          startCount: 1200 + entry.serviceIndex * 17,
          remains: entry.remains,
          status: entry.status,
          createdAt: placedAt,
          finishedAt: FINAL.includes(entry.status) ? new Date(placedAt.getTime() + DAY_MS) : null,
          // As placing records it: the manual service's unit cost × quantity.
          expectedCost: expectedCost(service.unitCost, priced.order.quantity),
        })
        .returning();
      if (!order) throw new Error("order insert returned nothing");
      // A final order's cost is recorded as a live status change records it (the service's unit cost × delivered).
      if (FINAL.includes(order.status)) await settleCost(tx, order);
      await tx.insert(ledgerEntries).values({
        userId: customer.id,
        amount: charge.neg().toFixed(2),
        balanceAfter: balance.toFixed(2),
        kind: "order",
        method: "Order",
        reference: `order:${order.id}`,
        orderId: order.id,
        createdAt: placedAt,
      });
      // The refund row a live cancel or partial writes, a day after the order (as the ledger shows it).
      const refund = refundFor(order, order.status, order.remains);
      if (new Decimal(refund).greaterThan(0)) {
        balance = balance.add(refund);
        await tx.insert(ledgerEntries).values({
          userId: customer.id,
          amount: refund,
          balanceAfter: balance.toFixed(2),
          kind: "refund",
          method: "Refund",
          reference: `order:${order.id}`,
          orderId: order.id,
          createdAt: new Date(placedAt.getTime() + DAY_MS),
        });
      }
    }
    await tx
      .update(users)
      .set({ balance: balance.toFixed(2) })
      .where(eq(users.id, customer.id));
    await tx.insert(notifications).values({
      userId: customer.id,
      kind: "welcome",
      message: "Welcome to the panel! Your demo balance is ready to use.",
      createdAt: daysAgo(JOINED_DAYS_AGO),
    });

    await tx.insert(serviceUpdates).values(demoServiceUpdates(serviceRows, Date.now()));

    // Every setting written out, so an operator (or SQL) sees the values in force; the domain's defaults, with bank
    // details so the manual bank transfer can be tried, and the spec's storefront texts.
    await writeSettings(tx, {
      ...DEFAULT_SETTINGS,
      bank_transfer_details: DEMO_BANK_TRANSFER_DETAILS,
      ...DEMO_STOREFRONT_SETTINGS,
    });
  });
  return true;
}
