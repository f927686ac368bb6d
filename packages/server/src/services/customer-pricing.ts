import { type CustomerPricing, customerPricing, toExactString } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { services, userCustomRates, userDiscounts } from "../db/schema";

/**
 * The customer's custom rates: unit price by service number (what the customer and the domain's pricing name a
 * service by), as the domain's `customerPricing` takes them.
 */
export async function customUnitPricesOf(db: Queryable, userId: number): Promise<Record<number, string>> {
  const rows = await db
    .select({ service: services.number, unitPrice: userCustomRates.unitPrice })
    .from(userCustomRates)
    .innerJoin(services, eq(services.id, userCustomRates.serviceId))
    .where(eq(userCustomRates.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.service, toExactString(row.unitPrice)]));
}

/** What this customer pays: their discount and custom rates, the one pricing rule's input. */
export async function customerPricingOf(db: Queryable, userId: number): Promise<CustomerPricing> {
  const [discount] = await db
    .select({ percent: userDiscounts.percent })
    .from(userDiscounts)
    .where(eq(userDiscounts.userId, userId))
    .limit(1);
  return customerPricing(discount?.percent, await customUnitPricesOf(db, userId));
}
