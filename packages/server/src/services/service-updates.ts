import {
  priceChangePercent,
  type ServiceChange,
  type ServiceUpdate,
  serviceChangeSchema,
  toDecimal,
  UPDATES_PAGE_SIZE,
} from "@smm/domain";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, services, serviceUpdates } from "../db/schema";
import { notFound, validationError } from "../errors";
import { validateBody } from "../validation";
import { formatUnitPrice } from "./price-format";

type UpdateType = (typeof serviceUpdates.$inferInsert)["updateType"];
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The customer "Updates" page: every price, bound or feature change, newest first. */
export class ServiceUpdateService {
  constructor(private readonly db: Db) {}

  /** Operator edit of a service; each kind of change writes its entry to the feed in the same transaction. */
  async updateService(serviceId: number, body: ServiceChange) {
    // Provider syncs call this too, with what the provider answered: the same rules apply to them.
    const change = validateBody(serviceChangeSchema, body);
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(services).where(eq(services.id, serviceId)).limit(1);
      if (!current) throw notFound("Service not found");
      const min = change.min_amount ?? current.minAmount;
      const max = change.max_amount ?? current.maxAmount;
      if (min > max) throw validationError({ min_amount: ["The min_amount cannot be above the max_amount."] });
      const entries: Array<typeof serviceUpdates.$inferInsert> = [];
      if (change.price !== undefined && !toDecimal(change.price).equals(toDecimal(current.unitPrice))) {
        const type: UpdateType = toDecimal(change.price).lessThan(toDecimal(current.unitPrice))
          ? "price-decrease"
          : "price-increase";
        entries.push({
          serviceId,
          updateType: type,
          oldPrice: current.unitPrice,
          newPrice: change.price,
          description: "Price changed",
        });
      }
      // Changes that are not price changes keep the price of their moment in both columns.
      const price = { oldPrice: change.price ?? current.unitPrice, newPrice: change.price ?? current.unitPrice };
      if (min !== current.minAmount || max !== current.maxAmount) {
        entries.push({
          serviceId,
          updateType: "service-changes",
          ...price,
          description: `Order bounds now ${min} to ${max}`,
        });
      }
      if (change.features && change.features.join("\u0000") !== current.features.join("\u0000")) {
        entries.push({
          serviceId,
          updateType: "new-features",
          ...price,
          description: `Features: ${change.features.join(", ")}`,
        });
      }
      await tx
        .update(services)
        .set({
          unitPrice: change.price ?? current.unitPrice,
          minAmount: min,
          maxAmount: max,
          features: change.features ?? current.features,
        })
        .where(eq(services.id, serviceId));
      if (entries.length > 0) await tx.insert(serviceUpdates).values(entries);
      return { updates: entries.length };
    });
  }

  async list(query: { type?: string; search?: string; page?: number }) {
    const page = query.page ?? 1;
    const search = query.search?.trim();
    const where = and(
      query.type && query.type !== "all" ? eq(serviceUpdates.updateType, query.type as UpdateType) : undefined,
      search
        ? or(
            sql`cast(${services.number} as text) = ${search.replace(/^#/, "")}`,
            ilike(services.title, `%${escapeLike(search)}%`),
          )
        : undefined,
    );
    const base = this.db
      .select({ update: serviceUpdates, title: services.title, platform: categories.platform })
      .from(serviceUpdates)
      .innerJoin(services, eq(services.id, serviceUpdates.serviceId))
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(where);
    const [rows, [totals]] = await Promise.all([
      base
        .orderBy(desc(serviceUpdates.createdAt), desc(serviceUpdates.id))
        .limit(UPDATES_PAGE_SIZE)
        .offset((page - 1) * UPDATES_PAGE_SIZE),
      this.db
        .select({ total: sql<number>`cast(count(*) as integer)` })
        .from(serviceUpdates)
        .innerJoin(services, eq(services.id, serviceUpdates.serviceId))
        .where(where),
    ]);
    const total = totals?.total ?? 0;
    const data: ServiceUpdate[] = rows.map(({ update, title, platform }) => {
      const oldPrice = formatUnitPrice(update.oldPrice);
      const newPrice = formatUnitPrice(update.newPrice);
      return {
        id: update.id,
        service: title,
        date: update.createdAt.toISOString(),
        updateType: update.updateType,
        oldPrice,
        newPrice,
        change: priceChangePercent(oldPrice, newPrice) ?? "0.00",
        platform,
      };
    });
    return {
      data,
      meta: { page, per_page: UPDATES_PAGE_SIZE, total, last_page: Math.max(1, Math.ceil(total / UPDATES_PAGE_SIZE)) },
    };
  }
}
