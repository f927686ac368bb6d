import { type AdminCustomRate, ratePer1000FromUnitPrice, toDecimal, unitPriceFromRatePer1000 } from "@smm/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { services, userCustomRates, users } from "../../db/schema";
import { notFound } from "../../errors";
import { type AuditContext, audit } from "./system-log";

const RATE_NOT_FOUND = "This customer has no custom rate for that service.";

/**
 * The operator's custom rates for one customer (`/admin/users/:id/rates`): a price per 1000 per service that the
 * customer pays instead of the list price less their discount. Every change is in the audit trail.
 */
export class CustomRatesService {
  constructor(private readonly db: Db) {}

  async list(userId: number, db: Queryable = this.db): Promise<{ data: AdminCustomRate[] }> {
    await existing(db, userId);
    const rows = await db
      .select({
        serviceId: services.number,
        service: services.title,
        list: services.unitPrice,
        custom: userCustomRates.unitPrice,
      })
      .from(userCustomRates)
      .innerJoin(services, eq(services.id, userCustomRates.serviceId))
      .where(eq(userCustomRates.userId, userId))
      .orderBy(asc(services.id));
    return {
      data: rows.map((row) => ({
        serviceId: row.serviceId,
        service: row.service,
        listRatePer1000: ratePer1000FromUnitPrice(row.list),
        ratePer1000: ratePer1000FromUnitPrice(row.custom),
      })),
    };
  }

  /** Sets (or changes) the customer's rate for a service; `ratePer1000` is already checked by the route's schema. */
  async set(context: AuditContext, userId: number, serviceId: number, ratePer1000: string) {
    const unitPrice = toDecimal(unitPriceFromRatePer1000(ratePer1000)).toFixed(4);
    return this.db.transaction(async (tx) => {
      await existing(tx, userId);
      const [service] = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
      if (!service) throw notFound("Service not found");
      const before = await rateOf(tx, userId, serviceId);
      await tx
        .insert(userCustomRates)
        .values({ userId, serviceId, unitPrice })
        .onConflictDoUpdate({ target: [userCustomRates.userId, userCustomRates.serviceId], set: { unitPrice } });
      await audit(tx, context, "user.custom_rate", `user:${userId}`, {
        before: { serviceId, ratePer1000: before },
        after: { serviceId, ratePer1000: ratePer1000FromUnitPrice(unitPrice) },
      });
      return this.list(userId, tx);
    });
  }

  /** Removes the customer's rate for a service: they pay the list price less their discount again. */
  async remove(context: AuditContext, userId: number, serviceId: number) {
    return this.db.transaction(async (tx) => {
      await existing(tx, userId);
      const [removed] = await tx
        .delete(userCustomRates)
        .where(and(eq(userCustomRates.userId, userId), eq(userCustomRates.serviceId, serviceId)))
        .returning({ unitPrice: userCustomRates.unitPrice });
      if (!removed) throw notFound(RATE_NOT_FOUND);
      await audit(tx, context, "user.custom_rate.remove", `user:${userId}`, {
        before: { serviceId, ratePer1000: ratePer1000FromUnitPrice(removed.unitPrice) },
        after: { serviceId, ratePer1000: null },
      });
      return this.list(userId, tx);
    });
  }
}

async function existing(db: Queryable, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
}

async function rateOf(db: Queryable, userId: number, serviceId: number): Promise<string | null> {
  const [row] = await db
    .select({ unitPrice: userCustomRates.unitPrice })
    .from(userCustomRates)
    .where(and(eq(userCustomRates.userId, userId), eq(userCustomRates.serviceId, serviceId)));
  return row ? ratePer1000FromUnitPrice(row.unitPrice) : null;
}
