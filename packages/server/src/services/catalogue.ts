import { PLATFORMS, serviceTypeOf } from "@smm/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, services } from "../db/schema";
import { type CachedAnswer, CatalogueCache } from "./catalogue-cache";
import { formatUnitPrice } from "./price-format";
import { toCategory, toService } from "./serializers";

/**
 * The public catalogue: categories, services per category, and the /services catalogue. Each answer is built once
 * per catalogue version (catalogue-cache.ts) and served with an ETag; popularity is the order count the aggregates
 * job publishes hourly (services.order_count), never counted per request.
 */
export class CatalogueService {
  private readonly cache: CatalogueCache;

  constructor(private readonly db: Db) {
    this.cache = new CatalogueCache(db);
  }

  cachedCategories(): Promise<CachedAnswer> {
    return this.cache.get("categories", async () => ({ data: await this.categories() }));
  }

  cachedServices(categoryId?: number): Promise<CachedAnswer> {
    return this.cache.get(`services:${categoryId ?? "all"}`, async () => ({ data: await this.services(categoryId) }));
  }

  cachedCatalogue(): Promise<CachedAnswer> {
    return this.cache.get("catalogue", async () => {
      const [platforms, services] = await Promise.all([this.platforms(), this.catalogue()]);
      return { platforms, services };
    });
  }

  async categories() {
    const rows = await this.db
      .select()
      .from(categories)
      .where(eq(categories.enabled, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map(toCategory);
  }

  async services(categoryId?: number) {
    const rows = await this.db
      .select({ service: services })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(
        and(
          eq(services.enabled, true),
          eq(categories.enabled, true),
          categoryId === undefined ? undefined : eq(services.categoryId, categoryId),
        ),
      )
      .orderBy(asc(services.id));
    return rows.map((row) => toService(row.service));
  }

  /**
   * The catalogue's platform buttons: an "all" option first, then each platform that has a service on sale (an
   * enabled service in an enabled category), in the domain's platform order.
   */
  async platforms() {
    const rows = await this.db
      .selectDistinct({ platform: categories.platform })
      .from(categories)
      .innerJoin(services, eq(services.categoryId, categories.id))
      .where(and(eq(categories.enabled, true), eq(services.enabled, true)));
    const present = new Set(rows.map((row) => row.platform));
    return [{ id: "all", name: "All", icon: "all" }, ...PLATFORMS.filter((platform) => present.has(platform.id))];
  }

  /**
   * The /services catalogue: every enabled service with what the catalogue pages show (id, platform, category,
   * title, features, description, list price, bounds, delivery, badges, refill and cancel, API v2 type) and its
   * popularity. In the categories' order (the operator's sort order), as the full price list groups them.
   */
  async catalogue() {
    const rows = await this.db
      .select({ service: services, platform: categories.platform, category: categories.title })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(services.enabled, true), eq(categories.enabled, true)))
      .orderBy(asc(categories.sortOrder), asc(categories.id), asc(services.id));
    return rows.map((row) => ({
      id: row.service.number,
      platform: row.platform,
      categoryId: row.service.categoryId,
      category: row.category,
      description: row.service.description,
      refill: row.service.refill,
      cancel: row.service.cancel,
      type: serviceTypeOf(row.service.type),
      title: row.service.title,
      features: row.service.features,
      price: formatUnitPrice(row.service.unitPrice),
      minOrder: row.service.minAmount,
      maxOrder: row.service.maxAmount,
      deliveryTime: row.service.deliveryTime,
      isNew: row.service.isNew,
      isRecommended: row.service.isRecommended,
      orderCount: row.service.orderCount,
    }));
  }
}
