import { customerRatePer1000, type ResellerService, serviceTypeOf } from "@smm/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { categories, services } from "../../db/schema";
import { customerPricingOf } from "../customer-pricing";

/**
 * `action=services`: every enabled service of an enabled category, each `rate` this customer's price per 1000 (their
 * custom rate or discount applied by the domain's pricing rule, exactly what 1000 are charged).
 */
export async function listServices(db: Queryable, userId: number): Promise<ResellerService[]> {
  // Only the columns the answer needs: with thousands of services this is the hot path of the call.
  const [pricing, rows] = await Promise.all([customerPricingOf(db, userId), selectServices(db)]);
  return rows.map((row) => ({
    service: row.number,
    name: row.title,
    type: serviceTypeOf(row.type),
    category: row.category,
    description: row.description,
    rate: customerRatePer1000({ id: row.number, unitPrice: row.unitPrice }, pricing),
    min: String(row.min),
    max: String(row.max),
    refill: row.refill,
    cancel: row.cancel,
    dripfeed: row.dripfeed,
  }));
}

function selectServices(db: Queryable) {
  return db
    .select({
      number: services.number,
      title: services.title,
      type: services.type,
      unitPrice: services.unitPrice,
      min: services.minAmount,
      max: services.maxAmount,
      refill: services.refill,
      cancel: services.cancel,
      dripfeed: services.dripfeed,
      category: categories.title,
      description: services.description,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(services.enabled, true), eq(categories.enabled, true)))
    .orderBy(asc(services.number));
}
