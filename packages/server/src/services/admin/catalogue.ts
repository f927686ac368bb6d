import {
  type AdminCategory,
  type AdminService,
  type AdminServiceQuery,
  type BulkPriceInput,
  type BulkPriceResult,
  type CategoryCreate,
  type CategoryPatch,
  type CategoryPlatform,
  ratePer1000FromUnitPrice,
  type ServiceValues,
  type serviceCreateSchema,
  toDecimal,
} from "@smm/domain";
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { categories, serviceOrderCounts, serviceSources, services, serviceUpdates } from "../../db/schema";
import { notFound, validationError } from "../../errors";
import { likePattern, listKey, orderOf, pagedList, pagingOf, rowNumberOver, searchedId } from "./paging";
import { type AuditContext, audit } from "./system-log";

type ServiceRow = typeof services.$inferSelect;
type UpdateEntry = typeof serviceUpdates.$inferInsert;

const orderCount = sql<number>`(select cast(count(*) as integer) from orders o where o.service_id = ${services.id})`;

interface ServiceListRow {
  service: ServiceRow;
  title: string;
  platform: CategoryPlatform;
  orders: number;
  providerId: number | null;
  providerServiceId: string | null;
}

function toAdminService({ service: row, title, platform, orders, providerId, providerServiceId }: ServiceListRow) {
  return {
    // Its per-panel number, as the operator's screens and the customers name it.
    id: row.number,
    categoryId: row.categoryId,
    category: title,
    platform,
    title: row.title,
    description: row.description,
    type: row.type,
    mode: providerId === null ? "manual" : "provider",
    providerId,
    providerServiceId,
    price: toDecimal(row.unitPrice).toFixed(4),
    ratePer1000: ratePer1000FromUnitPrice(row.unitPrice),
    unitCost: row.unitCost === null ? null : toDecimal(row.unitCost).toFixed(4),
    usualMinutes: row.usualMinutes,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    deliveryTime: row.deliveryTime,
    features: row.features,
    isNew: row.isNew,
    isRecommended: row.isRecommended,
    refill: row.refill,
    cancel: row.cancel,
    dripfeed: row.dripfeed,
    enabled: row.enabled,
    orderCount: orders,
    createdAt: row.createdAt.toISOString(),
  } satisfies AdminService;
}

/** The Updates feed entries a change from `before` to `after` makes (the customer's "Updates" page). */
export function feedEntriesFor(before: ServiceRow, after: ServiceRow): UpdateEntry[] {
  const entries: UpdateEntry[] = [];
  const serviceId = after.id;
  const oldPrice = toDecimal(before.unitPrice);
  const newPrice = toDecimal(after.unitPrice);
  if (!oldPrice.equals(newPrice)) {
    entries.push({
      serviceId,
      updateType: newPrice.lessThan(oldPrice) ? "price-decrease" : "price-increase",
      oldPrice: before.unitPrice,
      newPrice: after.unitPrice,
      description: "Price changed",
    });
  }
  const changes: string[] = [];
  if (before.minAmount !== after.minAmount || before.maxAmount !== after.maxAmount) {
    changes.push(`Order bounds now ${after.minAmount} to ${after.maxAmount}`);
  }
  if (before.enabled !== after.enabled) changes.push(after.enabled ? "Service available again" : "Service disabled");
  if (before.title !== after.title) changes.push(`Renamed to ${after.title}`);
  if (before.deliveryTime !== after.deliveryTime) changes.push(`Delivery now ${after.deliveryTime}`);
  // Changes that are not price changes keep the price of their moment in both columns.
  const price = { oldPrice: after.unitPrice, newPrice: after.unitPrice };
  if (changes.length > 0) {
    entries.push({ serviceId, updateType: "service-changes", ...price, description: changes.join("; ") });
  }
  const flags = (["refill", "cancel", "dripfeed"] as const).filter((flag) => !before[flag] && after[flag]);
  const added = after.features.filter((feature) => !before.features.includes(feature));
  if (added.length > 0 || flags.length > 0) {
    entries.push({
      serviceId,
      updateType: "new-features",
      ...price,
      description: `New: ${[...added, ...flags.map((flag) => `${flag} available`)].join(", ")}`,
    });
  }
  return entries;
}

/** A service with its category and, when imported from a provider, its source. */
const serviceColumns = {
  service: services,
  title: categories.title,
  platform: categories.platform,
  orders: orderCount,
  providerId: serviceSources.providerId,
  providerServiceId: serviceSources.providerServiceId,
};

const SERVICE_SORTS = {
  id: services.id,
  title: services.title,
  price: services.unitPrice,
  category: categories.title,
  created_at: services.createdAt,
  // As rolled up (at most a minute old): a count per row over every service would count every order.
  orders: sql`coalesce(${serviceOrderCounts.orders}, 0)`,
};

/** A query on services joined to each one's category and, when imported, its provider source. */
function withCategoryAndSource<Q extends PgSelect>(base: Q) {
  return base
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(serviceSources, eq(serviceSources.serviceId, services.id));
}

/** The operator's services and categories; every write is audited and feeds the Updates page. */
export class AdminCatalogueService {
  constructor(private readonly db: Db) {}

  async listServices(query: AdminServiceQuery) {
    const paging = pagingOf(query);
    const search = query.search?.trim();
    const id = search ? searchedId(search) : undefined;
    const where = and(
      query.category_id !== undefined ? eq(services.categoryId, query.category_id) : undefined,
      query.platform ? eq(categories.platform, query.platform) : undefined,
      query.enabled !== undefined ? eq(services.enabled, query.enabled) : undefined,
      query.mode === "manual" ? isNull(serviceSources.providerId) : undefined,
      query.mode === "provider" ? isNotNull(serviceSources.providerId) : undefined,
      search
        ? or(
            id !== undefined ? eq(services.number, id) : undefined,
            ilike(services.title, likePattern(search)),
            ilike(services.description, likePattern(search)),
          )
        : undefined,
    );
    const order = orderOf(SERVICE_SORTS, query, services.id, "id");
    const filtered = <Q extends PgSelect>(base: Q) => withCategoryAndSource(base).where(where);
    return pagedList(this.db, paging, {
      numbered: (limit) =>
        filtered(
          this.db
            .select({ id: listKey(services.number), n: rowNumberOver(order) })
            .from(services)
            .leftJoin(serviceOrderCounts, eq(serviceOrderCounts.serviceId, services.id))
            .$dynamic(),
        )
          .orderBy(...order)
          .limit(limit),
      all: () => filtered(this.db.select({ id: services.number }).from(services).$dynamic()),
      // Keyed by number, what the rows answer as their id.
      rows: async (numbers) =>
        (
          await withCategoryAndSource(this.db.select(serviceColumns).from(services).$dynamic()).where(
            inArray(services.number, numbers),
          )
        ).map(toAdminService),
      keyOf: (service) => service.id,
    });
  }

  async getService(id: number, db: Db | Tx = this.db) {
    const [row] = await withCategoryAndSource(db.select(serviceColumns).from(services).$dynamic())
      .where(eq(services.id, id))
      .limit(1);
    if (!row) throw notFound("Service not found");
    return toAdminService(row);
  }

  async createService(context: AuditContext, values: z.output<typeof serviceCreateSchema>) {
    return this.db.transaction(async (tx) => {
      await this.requireCategory(tx, values.categoryId);
      const [row] = await tx
        .insert(services)
        .values({
          categoryId: values.categoryId,
          title: values.title,
          description: values.description ?? "",
          unitPrice: values.unitPrice ?? "0",
          unitCost: values.unitCost ?? null,
          usualMinutes: values.usualMinutes ?? null,
          minAmount: values.minAmount ?? 1,
          maxAmount: values.maxAmount ?? 1,
          deliveryTime: values.deliveryTime ?? "",
          features: values.features ?? [],
          isNew: values.isNew ?? false,
          isRecommended: values.isRecommended ?? false,
          refill: values.refill ?? false,
          cancel: values.cancel ?? false,
          dripfeed: values.dripfeed ?? false,
          type: values.type ?? "default",
          enabled: values.enabled ?? true,
        })
        .returning();
      if (!row) throw new Error("service insert returned nothing");
      await tx.insert(serviceUpdates).values({
        serviceId: row.id,
        updateType: "service-changes",
        oldPrice: row.unitPrice,
        newPrice: row.unitPrice,
        description: `New service: ${row.title}`,
      });
      const created = await this.getService(row.id, tx);
      await audit(tx, context, "service.create", `service:${row.id}`, { after: created });
      return created;
    });
  }

  async updateService(context: AuditContext, id: number, values: ServiceValues) {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(services).where(eq(services.id, id)).limit(1).for("update");
      if (!current) throw notFound("Service not found");
      const min = values.minAmount ?? current.minAmount;
      const max = values.maxAmount ?? current.maxAmount;
      if (min > max) throw validationError({ minAmount: ["The minimum cannot be above the maximum."] });
      if (values.categoryId !== undefined) await this.requireCategory(tx, values.categoryId);
      const [updated] = await tx.update(services).set(values).where(eq(services.id, id)).returning();
      if (!updated) throw notFound("Service not found");
      const entries = feedEntriesFor(current, updated);
      if (entries.length > 0) await tx.insert(serviceUpdates).values(entries);
      await audit(tx, context, "service.update", `service:${id}`, { before: current, after: updated });
      return this.getService(id, tx);
    });
  }

  /**
   * Multiplies the price of every chosen service by (1 + percent/100), exactly, rounded half-up to the column's
   * 4 places; each changed price enters the Updates feed. One transaction: all or nothing.
   */
  async bulkPrice(
    context: AuditContext,
    { percent, serviceIds: ids, categoryId }: BulkPriceInput,
  ): Promise<BulkPriceResult> {
    const factor = toDecimal(1).plus(toDecimal(percent).dividedBy(100));
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(services)
        .where(
          and(
            ids ? inArray(services.number, ids) : undefined,
            categoryId !== undefined ? eq(services.categoryId, categoryId) : undefined,
          ),
        )
        .orderBy(asc(services.id))
        .for("update");
      const entries: UpdateEntry[] = [];
      let updated = 0;
      for (const row of rows) {
        const price = toDecimal(row.unitPrice).times(factor).toDecimalPlaces(4, 4 /* ROUND_HALF_UP */);
        // A price cannot reach zero: the smallest step of the column is the floor.
        const next = (price.isZero() ? toDecimal("0.0001") : price).toFixed(4);
        if (toDecimal(next).equals(toDecimal(row.unitPrice))) continue;
        await tx.update(services).set({ unitPrice: next }).where(eq(services.id, row.id));
        entries.push(...feedEntriesFor(row, { ...row, unitPrice: next }));
        updated += 1;
      }
      if (entries.length > 0) await tx.insert(serviceUpdates).values(entries);
      await audit(tx, context, "service.bulk_price", ids ? `services:${ids.length}` : "services", {
        after: {
          percent,
          serviceIds: ids ?? null,
          categoryId: categoryId ?? null,
          updated,
        },
      });
      return { updated };
    });
  }

  // --- categories ---------------------------------------------------------------------------------------------

  async listCategories(): Promise<{ data: AdminCategory[] }> {
    const rows = await this.db
      .select({
        category: categories,
        // Named in full: Drizzle writes a column of the only table in a select unqualified, which inside this
        // subquery would mean services.id.
        serviceCount: sql<number>`(select cast(count(*) as integer) from services s where s.category_id = "categories"."id")`,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    return { data: rows.map((row) => ({ ...row.category, serviceCount: row.serviceCount })) };
  }

  async createCategory(context: AuditContext, values: CategoryCreate): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({
          title: values.title ?? "",
          platform: values.platform ?? "instagram",
          icon: values.icon ?? "",
          sortOrder: values.sortOrder ?? (await this.nextSortOrder(tx)),
          enabled: values.enabled ?? true,
        })
        .returning();
      if (!row) throw new Error("category insert returned nothing");
      await audit(tx, context, "category.create", `category:${row.id}`, { after: row });
      return { ...row, serviceCount: 0 };
    });
  }

  async updateCategory(context: AuditContext, id: number, values: CategoryPatch): Promise<AdminCategory> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
      if (!current) throw notFound("Category not found");
      const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
      if (!row) throw notFound("Category not found");
      await audit(tx, context, "category.update", `category:${id}`, { before: current, after: row });
      const [counted] = await tx
        .select({ n: sql<number>`cast(count(*) as integer)` })
        .from(services)
        .where(eq(services.categoryId, id));
      return { ...row, serviceCount: counted?.n ?? 0 };
    });
  }

  private async requireCategory(tx: Tx, id: number): Promise<void> {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
    if (!row) throw validationError({ categoryId: ["Choose an existing category."] });
  }

  private async nextSortOrder(tx: Tx): Promise<number> {
    const [row] = await tx.select({ max: sql<number | null>`max(${categories.sortOrder})` }).from(categories);
    return (row?.max ?? -1) + 1;
  }
}
