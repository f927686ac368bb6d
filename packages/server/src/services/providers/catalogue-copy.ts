import {
  type ProviderCatalogueCategory,
  type ProviderImportResult,
  type ProviderRemoteService,
  platformOfCategoryName,
  resaleUnitPrice,
} from "@smm/domain";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { categories, providerCategories, serviceSources, services } from "../../db/schema";
import { storedType } from "./pricing";

/** How a provider's rate becomes our price: its markup (%) and our currency units per one of the provider's. */
export interface PriceRule {
  markupPercent: string;
  currencyRate: string;
}

const sameName = (name: string) => sql`lower(${categories.title}) = lower(${name})`;

/** The provider's service ids already imported here (each is imported once; the sync keeps it in step). */
export async function importedIds(db: Queryable, providerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: serviceSources.providerServiceId })
    .from(serviceSources)
    .where(eq(serviceSources.providerId, providerId));
  return new Set(rows.map((row) => row.id));
}

/**
 * The provider's categories as an import would copy them, in the provider's order: how many priced services each
 * lists, how many of them are imported already and whether this panel has a category of that name. The preview of
 * "Copy the catalogue" is made from this.
 */
export async function catalogueOf(
  db: Queryable,
  providerId: number,
  remote: readonly ProviderRemoteService[],
): Promise<ProviderCatalogueCategory[]> {
  const imported = await importedIds(db, providerId);
  const local = new Set(
    (await db.select({ title: categories.title }).from(categories)).map((row) => row.title.toLowerCase()),
  );
  const byName = new Map<string, ProviderCatalogueCategory>();
  for (const service of remote) {
    const entry = byName.get(service.category) ?? {
      name: service.category,
      platform: platformOfCategoryName(service.category).id,
      services: 0,
      imported: 0,
      exists: local.has(service.category.toLowerCase()),
    };
    entry.services++;
    if (imported.has(service.id)) entry.imported++;
    byName.set(service.category, entry);
  }
  return [...byName.values()];
}

/**
 * The category here for one of the provider's: the one of the same name (any case), else a new one at the end of the
 * list with the platform and icon its name says. The link is recorded (or its price rule renewed) so that the sync
 * puts the provider's new services of that category into it at this rule.
 */
async function categoryFor(
  tx: Queryable,
  providerId: number,
  name: string,
  rule: PriceRule,
): Promise<{ id: number; created: boolean }> {
  const [found] = await tx.select({ id: categories.id }).from(categories).where(sameName(name)).limit(1);
  let id = found?.id;
  if (id === undefined) {
    const platform = platformOfCategoryName(name);
    const [row] = await tx
      .insert(categories)
      .values({
        title: name,
        platform: platform.id,
        icon: platform.icon,
        sortOrder: sql`(select coalesce(max(${categories.sortOrder}), 0) + 1 from ${categories})`,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error("category insert returned nothing");
    id = row.id;
  }
  await tx
    .insert(providerCategories)
    .values({ providerId, name, categoryId: id, ...rule })
    .onConflictDoUpdate({
      target: [providerCategories.panelId, providerCategories.providerId, providerCategories.name],
      set: { categoryId: id, ...rule },
    });
  return { id, created: found === undefined };
}

/** One of the provider's services put on sale in a category at our price, with where it comes from. */
export async function addService(
  tx: Queryable,
  providerId: number,
  service: ProviderRemoteService,
  categoryId: number,
  rule: PriceRule,
): Promise<void> {
  const [row] = await tx
    .insert(services)
    .values({
      categoryId,
      title: service.name,
      description: service.description,
      unitPrice: resaleUnitPrice(service.rate, rule.markupPercent, rule.currencyRate),
      minAmount: service.min,
      maxAmount: service.max,
      deliveryTime: "Varies",
      type: storedType(service.type),
      refill: service.refill,
      cancel: service.cancel,
      dripfeed: service.dripfeed,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("service insert returned nothing");
  await tx.insert(serviceSources).values({
    serviceId: row.id,
    providerId,
    providerServiceId: service.id,
    providerRate: service.rate,
    ...rule,
  });
}

/**
 * Copies the provider's services into categories here: each into the category of its provider category's name (made
 * when missing), or all into `into` when the operator named one. Services imported before are skipped.
 */
export async function importServices(
  tx: Queryable,
  providerId: number,
  remote: readonly ProviderRemoteService[],
  rule: PriceRule,
  into?: number,
): Promise<ProviderImportResult> {
  const known = await importedIds(tx, providerId);
  const target = new Map<string, number>();
  const result: ProviderImportResult = { imported: 0, skipped: 0, categories_created: 0 };
  for (const service of remote) {
    if (known.has(service.id)) {
      result.skipped++;
      continue;
    }
    let categoryId = into ?? target.get(service.category);
    if (categoryId === undefined) {
      const category = await categoryFor(tx, providerId, service.category, rule);
      if (category.created) result.categories_created++;
      categoryId = category.id;
      target.set(service.category, categoryId);
    }
    await addService(tx, providerId, service, categoryId, rule);
    known.add(service.id);
    result.imported++;
  }
  return result;
}

/**
 * The sync's additions: the provider's services not imported yet whose category was copied here (provider_categories),
 * each into that category at the rule it was copied with. A category the operator imported only part of is followed
 * too: choosing a category is choosing what it will list. Answers the names added.
 */
export async function addNewServices(
  tx: Queryable,
  providerId: number,
  remote: readonly ProviderRemoteService[],
): Promise<string[]> {
  const followed = new Map(
    (await tx.select().from(providerCategories).where(eq(providerCategories.providerId, providerId))).map((row) => [
      row.name,
      row,
    ]),
  );
  if (followed.size === 0) return [];
  const known = await importedIds(tx, providerId);
  const added: string[] = [];
  for (const service of remote) {
    const link = followed.get(service.category);
    if (!link || known.has(service.id)) continue;
    await addService(tx, providerId, service, link.categoryId, {
      markupPercent: link.markupPercent,
      currencyRate: link.currencyRate,
    });
    known.add(service.id);
    added.push(service.name);
  }
  return added;
}
