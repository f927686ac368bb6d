import type { CatalogueService, PlatformCategory } from "@smm/domain";

/** The sort dropdown's entries (spec §2 Services catalogue), in the spec's order. */
export const CATALOGUE_SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "popular", label: "Most Popular" },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];

/** A service with what filtering and sorting need worked out once, not per keystroke. */
export type IndexedService = {
  service: CatalogueService;
  /** Lower-case id, title, platform and features: what the search box looks in. */
  haystack: string;
  /** The price in kobo, exact for the catalogue's 2-decimal prices; only for ordering, never shown or summed. */
  priceMinor: number;
};

function minorUnits(price: string): number {
  const [whole = "0", fraction = ""] = price.split(".");
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
}

export function indexCatalogue(services: readonly CatalogueService[]): IndexedService[] {
  return services.map((service) => ({
    service,
    haystack: `${service.id} ${service.title} ${service.platform} ${service.features.join(" ")}`.toLowerCase(),
    priceMinor: minorUnits(service.price),
  }));
}

// "Most Popular": the catalogue carries no sales figures, so recommended services lead, then new ones, then the rest.
const popularity = (entry: IndexedService) => (entry.service.isRecommended ? 2 : 0) + (entry.service.isNew ? 1 : 0);

const comparators: Record<CatalogueSort, (a: IndexedService, b: IndexedService) => number> = {
  // Ids grow as services are added, so the highest id is the newest.
  newest: (a, b) => b.service.id - a.service.id,
  "price-asc": (a, b) => a.priceMinor - b.priceMinor || a.service.id - b.service.id,
  "price-desc": (a, b) => b.priceMinor - a.priceMinor || a.service.id - b.service.id,
  popular: (a, b) => popularity(b) - popularity(a) || a.service.id - b.service.id,
};

/** A sorted copy; filtering afterwards keeps the order, so a keystroke never sorts again. */
export function sortCatalogue(entries: readonly IndexedService[], sort: CatalogueSort): IndexedService[] {
  return [...entries].sort(comparators[sort]);
}

/**
 * The services on the chosen platform (`null`: every platform) whose id, title, platform or features contain the
 * search text, ignoring case.
 */
export function filterCatalogue(
  entries: readonly IndexedService[],
  platformId: string | null,
  search: string,
): CatalogueService[] {
  const needle = search.trim().toLowerCase();
  const result: CatalogueService[] = [];
  for (const entry of entries) {
    if (platformId !== null && entry.service.platform !== platformId) continue;
    if (needle !== "" && !entry.haystack.includes(needle)) continue;
    result.push(entry.service);
  }
  return result;
}

export type CatalogueSummary = { total: number; newCount: number; recommended: number; platforms: number };

/** The summary tiles: Platforms is the category count minus the leading "all" entry (spec §2). */
export function summariseCatalogue(
  services: readonly CatalogueService[],
  platforms: readonly PlatformCategory[],
): CatalogueSummary {
  let newCount = 0;
  let recommended = 0;
  for (const service of services) {
    if (service.isNew) newCount += 1;
    if (service.isRecommended) recommended += 1;
  }
  return { total: services.length, newCount, recommended, platforms: Math.max(0, platforms.length - 1) };
}
