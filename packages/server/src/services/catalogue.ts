import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, orders, services } from "../db/schema";
import { formatUnitPrice } from "./price-format";
import { toCategory, toService } from "./serializers";

const PLATFORMS = [
  { id: "instagram", name: "Instagram", icon: "instagram" },
  { id: "youtube", name: "YouTube", icon: "youtube" },
  { id: "tiktok", name: "TikTok", icon: "tiktok" },
] as const;

export class CatalogueService {
  constructor(private readonly db: Db) {}

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

  /** The catalogue's platform buttons: an "all" option first, then each platform that has a category. */
  async platforms() {
    const rows = await this.db
      .selectDistinct({ platform: categories.platform })
      .from(categories)
      .where(eq(categories.enabled, true));
    const present = new Set(rows.map((row) => row.platform));
    return [{ id: "all", name: "All", icon: "all" }, ...PLATFORMS.filter((platform) => present.has(platform.id))];
  }

  /** The /services catalogue: every enabled service with its platform and how often it was ordered. */
  async catalogue() {
    const popularity = this.db
      .select({ serviceId: orders.serviceId, orders: count().as("orders") })
      .from(orders)
      .groupBy(orders.serviceId)
      .as("popularity");
    const rows = await this.db
      .select({ service: services, platform: categories.platform, orders: popularity.orders })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .leftJoin(popularity, eq(popularity.serviceId, services.id))
      .where(and(eq(services.enabled, true), eq(categories.enabled, true)))
      .orderBy(asc(services.id));
    return rows.map((row) => ({
      id: row.service.id,
      platform: row.platform,
      title: row.service.title,
      features: row.service.features,
      price: formatUnitPrice(row.service.unitPrice),
      minOrder: row.service.minAmount,
      maxOrder: row.service.maxAmount,
      deliveryTime: row.service.deliveryTime,
      isNew: row.service.isNew,
      isRecommended: row.service.isRecommended,
      createdAt: row.service.createdAt.toISOString(),
      orderCount: Number(row.orders ?? 0),
    }));
  }
}
