import {
  isResellerServiceType,
  type ResellerService,
  type ResellerServiceType,
  ratePer1000FromUnitPrice,
} from "@smm/domain";
import { and, asc, eq } from "drizzle-orm";
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
  const rows = await db
    .select({ service: services, category: categories.title })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(services.enabled, true), eq(categories.enabled, true)))
    .orderBy(asc(services.id));
  return rows.map(({ service, category }) => ({
    service: service.id,
    name: service.title,
    type: apiServiceType(service.type),
    category,
    rate: ratePer1000FromUnitPrice(service.unitPrice),
    min: String(service.minAmount),
    max: String(service.maxAmount),
    refill: service.refill,
    cancel: service.cancel,
    dripfeed: service.dripfeed,
  }));
}
