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
