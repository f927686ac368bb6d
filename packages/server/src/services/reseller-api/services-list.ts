import { isResellerServiceType, type ResellerService, type ResellerServiceType } from "@smm/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { categories, services } from "../../db/schema";

/** The API v2 word for a stored service type ("default", or the word itself for imported services). */
export function apiServiceType(stored: string): ResellerServiceType {
  if (isResellerServiceType(stored)) return stored;
  const word = stored.toLowerCase().replace(/[-_]/g, " ");
  const match = (["Package", "Custom Comments", "Mentions", "Subscriptions", "Poll"] as const).find(
    (type) => type.toLowerCase() === word,
  );
  return match ?? "Default";
}

/** `action=services`: every enabled service of an enabled category. */
export async function listServices(db: Queryable): Promise<ResellerService[]> {
  // Only the columns the answer needs, and the rate made by the database (round half up, like the domain's
  // ratePer1000FromUnitPrice): with thousands of services this is the hot path of the call.
  const rows = await db
    .select({
      id: services.id,
      title: services.title,
      type: services.type,
      rate: sql<string>`round(${services.unitPrice} * 1000, 2)::text`,
      min: services.minAmount,
      max: services.maxAmount,
      refill: services.refill,
      cancel: services.cancel,
      dripfeed: services.dripfeed,
      category: categories.title,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(services.enabled, true), eq(categories.enabled, true)))
    .orderBy(asc(services.id));
  return rows.map((row) => ({
    service: row.id,
    name: row.title,
    type: apiServiceType(row.type),
    category: row.category,
    rate: row.rate,
    min: String(row.min),
    max: String(row.max),
    refill: row.refill,
    cancel: row.cancel,
    dripfeed: row.dripfeed,
  }));
}
