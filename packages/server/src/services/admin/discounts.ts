import { toDecimal, toMoney } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { userDiscounts } from "../../db/schema";

/** The customer's discount in percent ("0" without one). */
export async function discountPercentOf(db: Queryable, userId: number): Promise<string> {
  const [row] = await db
    .select({ percent: userDiscounts.percent })
    .from(userDiscounts)
    .where(eq(userDiscounts.userId, userId))
    .limit(1);
  return row?.percent ?? "0";
}

/** `charge` less `percent` %, exact, rounded half-up to kobo; a 0 % discount leaves the charge untouched. */
export function applyDiscount(charge: string, percent: string): string {
  const discount = toDecimal(percent);
  if (discount.isZero()) return charge;
  return toMoney(toDecimal(charge).times(toDecimal(100).minus(discount)).dividedBy(100));
}
