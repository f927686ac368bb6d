import type { CatalogueService, PlatformCategory } from "@smm/domain";

/** The sort dropdown's entries (spec §2 Services catalogue), in the spec's order. */
export const CATALOGUE_SORTS = [
  { value: "newest", label: "Newest" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "popular", label: "Most Popular" },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];

/*
 * What search and sort need of a service (its lower-case text, its price as a whole number) is worked out the first time it is
 * needed and kept per service object, so the first render of 10,000 services pays for neither, and a keystroke
 * only compares strings.
 */
const haystacks = new WeakMap<CatalogueService, string>();
const pricesInUnits = new WeakMap<CatalogueService, number>();

/** Lower-case id, title, platform, category and features: what the search box looks in. */
function haystackOf(service: CatalogueService): string {
  let text = haystacks.get(service);
  if (text === undefined) {
    text =
      `${service.id} ${service.title} ${service.platform} ${service.category ?? ""} ${service.features.join(" ")}`.toLowerCase();
    haystacks.set(service, text);
  }
  return text;
}

/** Unit prices carry at most 4 decimals (the server's column). */
const PRICE_SCALE = 4;

/** The unit price in ten-thousandths of a naira, exact for the server's prices; only for ordering, never shown. */
function priceUnitsOf(service: CatalogueService): number {
  let units = pricesInUnits.get(service);
  if (units === undefined) {
    const [whole = "0", fraction = ""] = service.price.split(".");
    units = Number(whole) * 10 ** PRICE_SCALE + Number(fraction.padEnd(PRICE_SCALE, "0").slice(0, PRICE_SCALE));
    pricesInUnits.set(service, units);
  }
  return units;
}

/** Works out the search text of every service ahead of the first keystroke (call it when the browser is idle). */
export function prepareCatalogueSearch(services: readonly CatalogueService[]): void {
  for (const service of services) haystackOf(service);
}

// "Most Popular": the most ordered first; among equals (and where no sales figures are given) recommended services
// lead, then new ones, then the rest.
const badges = (service: CatalogueService) => (service.isRecommended ? 2 : 0) + (service.isNew ? 1 : 0);
const popularity = (a: CatalogueService, b: CatalogueService) =>
  (b.orderCount ?? 0) - (a.orderCount ?? 0) || badges(b) - badges(a);

const comparators: Record<CatalogueSort, (a: CatalogueService, b: CatalogueService) => number> = {
  // Ids grow as services are added, so the highest id is the newest.
  newest: (a, b) => b.id - a.id,
  "price-asc": (a, b) => priceUnitsOf(a) - priceUnitsOf(b) || a.id - b.id,
  "price-desc": (a, b) => priceUnitsOf(b) - priceUnitsOf(a) || a.id - b.id,
  popular: (a, b) => popularity(a, b) || a.id - b.id,
};

/** A sorted copy; filtering afterwards keeps the order, so a keystroke never sorts again. */
export function sortCatalogue(services: readonly CatalogueService[], sort: CatalogueSort): CatalogueService[] {
  return [...services].sort(comparators[sort]);
}

/**
 * The services on the chosen platform (`null`: every platform) whose id, title, platform or features contain the
 * search text, ignoring case. With no filter at all the list itself comes back.
 */
export function filterCatalogue(
  services: readonly CatalogueService[],
  platformId: string | null,
  search: string,
): readonly CatalogueService[] {
  const needle = search.trim().toLowerCase();
  if (platformId === null && needle === "") return services;
  return services.filter(
    (service) =>
      (platformId === null || service.platform === platformId) &&
      (needle === "" || haystackOf(service).includes(needle)),
  );
}

/**
 * What the tables show for one search: the matching services that are new, those recommended, and all of them (the
 * full price list).
 */
export type CatalogueTables = {
  newServices: readonly CatalogueService[];
  recommended: readonly CatalogueService[];
  all: readonly CatalogueService[];
};

/** The two spec tables' rows in one pass over the matches (a service can be in both). */
function splitTables(matches: readonly CatalogueService[]): CatalogueTables {
  const newServices: CatalogueService[] = [];
  const recommended: CatalogueService[] = [];
  for (const service of matches) {
    if (service.isNew) newServices.push(service);
    if (service.isRecommended) recommended.push(service);
  }
  return { newServices, recommended, all: matches };
}

/** A category's heading in the full price list, with how many of its services match. */
export type CategoryHeading = { kind: "category"; key: string; title: string; count: number };

/** A row of the full price list: a category's heading, or one of its services (as is: no wrapper per service). */
export type PriceListRow = CategoryHeading | CatalogueService;

export const isCategoryHeading = (row: PriceListRow): row is CategoryHeading => "kind" in row;

/**
 * A service's category: the server's (its id, a number); a static sample (no category) is listed under its platform
 * (a string, so never the same key as a category). No string is built per service: this runs over every match.
 */
const categoryKeyOf = (service: CatalogueService): number | string => service.categoryId ?? service.platform;

/** The categories in the order the catalogue lists them (the server sends services in its categories' order). */
export function categoryOrderOf(services: readonly CatalogueService[]): Map<number | string, number> {
  const order = new Map<number | string, number>();
  for (const service of services) {
    const key = categoryKeyOf(service);
    if (!order.has(key)) order.set(key, order.size);
  }
  return order;
}

/**
 * The full price list's rows: each category's heading (with how many of its services match) followed by its
 * matching services, in the chosen sort; categories in catalogue order. `platformName` names a sample's platform.
 */
export function priceListRows(
  matches: readonly CatalogueService[],
  categoryOrder: ReadonlyMap<number | string, number>,
  platformName: (platformId: string) => string,
): PriceListRow[] {
  const groups = new Map<number | string, CatalogueService[]>();
  for (const service of matches) {
    const key = categoryKeyOf(service);
    const group = groups.get(key);
    if (group) group.push(service);
    else groups.set(key, [service]);
  }
  const keys = [...groups.keys()].sort((a, b) => (categoryOrder.get(a) ?? 0) - (categoryOrder.get(b) ?? 0));
  const rows: PriceListRow[] = [];
  for (const key of keys) {
    const group = groups.get(key) ?? [];
    const first = group[0];
    const title = first?.category ?? platformName(first?.platform ?? "");
    rows.push({ kind: "category", key: String(key), title, count: group.length });
    for (const service of group) rows.push(service);
  }
  return rows;
}

// Enough to hold every prefix of a long search, so backspacing finds each earlier result again.
const REMEMBERED_SEARCHES = 64;

/**
 * A filter over one sorted list that remembers its recent results. A search containing an earlier search can only
 * match services that the earlier one matched, so typing on narrows the smallest such result instead of the whole
 * catalogue, and backspacing to an earlier search costs nothing. Same answers as filterCatalogue.
 */
export function createCatalogueSearch(sorted: readonly CatalogueService[]) {
  const remembered = new Map<
    string,
    { platformId: string | null; needle: string; matches: readonly CatalogueService[]; tables: CatalogueTables }
  >();
  return function search(platformId: string | null, text: string): CatalogueTables {
    const needle = text.trim().toLowerCase();
    const key = `${platformId ?? ""}\u0000${needle}`;
    const known = remembered.get(key);
    if (known) return known.tables;
    let candidates = sorted;
    for (const earlier of remembered.values()) {
      if (
        earlier.platformId === platformId &&
        needle.includes(earlier.needle) &&
        earlier.matches.length < candidates.length
      ) {
        candidates = earlier.matches;
      }
    }
    const matches = filterCatalogue(candidates, platformId, needle);
    const tables = splitTables(matches);
    if (remembered.size >= REMEMBERED_SEARCHES) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(key, { platformId, needle, matches, tables });
    return tables;
  };
}

/**
 * The platforms the filters offer: the "all" option (the first entry), then, in the given order, each platform that
 * at least one service is on. A platform with no service would only lead to an empty list.
 */
export function platformsWithServices(
  platforms: readonly PlatformCategory[],
  services: readonly CatalogueService[],
): PlatformCategory[] {
  const [all, ...rest] = platforms;
  if (all === undefined) return [];
  const present = new Set(services.map((service) => service.platform));
  return [all, ...rest.filter((platform) => present.has(platform.id))];
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
