import { type CustomerPricing, customerPricing, toExactString } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { userCustomRates, userDiscounts } from "../db/schema";

/** The customer's custom rates: unit price by service id, as the domain's `customerPricing` takes them. */
export async function customUnitPricesOf(db: Queryable, userId: number): Promise<Record<number, string>> {
  const rows = await db
    .select({ serviceId: userCustomRates.serviceId, unitPrice: userCustomRates.unitPrice })
    .from(userCustomRates)
    .where(eq(userCustomRates.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.serviceId, toExactString(row.unitPrice)]));
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
