import { type CatalogueService, EMPTY_STATES, type PlatformCategory } from "@smm/domain";
import type * as React from "react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { SearchInput } from "../../../forms/SearchInput";
import { cn } from "../../../lib/cn";
import { LoadError } from "../../shared/LoadError";
import { PlatformButtons, PlatformSelect, SortSelect, SummaryTiles } from "./CatalogueControls";
import { CatalogueTable } from "./CatalogueTable";
import {
  type CatalogueSort,
  categoryOrderOf,
  createCatalogueSearch,
  platformsWithServices,
  prepareCatalogueSearch,
  priceListRows,
  sortCatalogue,
  summariseCatalogue,
} from "./catalogue";
import { PlatformIcon } from "./PlatformIcon";
import { PriceList } from "./PriceList";
import { ServiceDetailsDialog } from "./ServiceDetailsDialog";
import { useValueAfterNextPaint } from "./useValueAfterNextPaint";

const defaultPlatformIcon = (platform: PlatformCategory) => <PlatformIcon platform={platform} />;

export const CATALOGUE_TITLE = "Social Media Services";
export const NEW_SERVICES_TITLE = "NEW SERVICES";
export const RECOMMENDED_TITLE = "Recommended Instant Services of the Day";

/** What an empty table says while the catalogue has services: none is "No services available" (spec). */
export const CATALOGUE_EMPTY = {
  noMatch: "No services match your search",
  noneOnPlatform: "No services on this platform",
  noNew: "No new services at the moment",
  noRecommended: "No recommended services at the moment",
} as const;

export type ServicesCatalogueProps = Omit<React.ComponentProps<"section">, "children"> & {
  services: readonly CatalogueService[];
  /** The platform categories; the first entry is the "all" option (spec §2). Only those with a service are offered. */
  platforms: readonly PlatformCategory[];
  defaultSort?: CatalogueSort;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Brand artwork for a platform; a neutral lucide symbol by default. */
  renderPlatformIcon?: (platform: PlatformCategory) => React.ReactNode;
  /** The title's heading level: "h1" where the catalogue is the page (its one heading), "h2" inside another page. */
  titleAs?: "h1" | "h2";
};

/**
 * The services catalogue: search, platform dropdown and buttons, sort, summary tiles, the NEW SERVICES and
 * recommended tables, and below them the full price list (every service, by category). Built for 10,000 services:
 * the tables follow the search after the keystroke has painted (typing stays instant while they catch up), indexing
 * and sorting happen once per list or sort, a keystroke only filters, and the tables are virtualised in the page's
 * own scroll.
 */
export function ServicesCatalogue({
  services,
  platforms: givenPlatforms,
  defaultSort = "newest",
  isLoading = false,
  error = null,
  onRetry,
  renderPlatformIcon = defaultPlatformIcon,
  titleAs: Title = "h2",
  className,
  ...props
}: ServicesCatalogueProps) {
  const platforms = useMemo(() => platformsWithServices(givenPlatforms, services), [givenPlatforms, services]);
  const allPlatformsId = platforms[0]?.id ?? "all";
  const [search, setSearch] = useState("");
  const [platformId, setPlatformId] = useState(allPlatformsId);
  const [sort, setSort] = useState<CatalogueSort>(defaultSort);
  // The service in the details dialog, and the button that opened it (focus goes back there on close).
  const [viewing, setViewing] = useState<{ service: CatalogueService; opener: HTMLElement | null } | null>(null);
  // The tables follow the search box once it has painted the keystroke.
  const resultsSearch = useValueAfterNextPaint(search);
  const titleId = useId();
  const tableTitle = Title === "h1" ? "h2" : "h3";

  const sorted = useMemo(() => sortCatalogue(services, sort), [services, sort]);
  // Prepare the search index once the catalogue is on screen, so the first keystroke does not pay for it.
  useEffect(() => {
    const prepare = () => prepareCatalogueSearch(services);
    if (typeof requestIdleCallback !== "function") return prepare();
    const handle = requestIdleCallback(prepare);
    return () => cancelIdleCallback(handle);
  }, [services]);
  const searchSorted = useMemo(() => createCatalogueSearch(sorted), [sorted]);
  const filtered = platformId !== allPlatformsId || resultsSearch.trim() !== "";
  const { newServices, recommended, all } = useMemo(
    () => searchSorted(platformId === allPlatformsId ? null : platformId, resultsSearch),
    [searchSorted, platformId, allPlatformsId, resultsSearch],
  );
  const categoryOrder = useMemo(() => categoryOrderOf(services), [services]);
  const priceList = useMemo(() => {
    const platformName = (id: string) => platforms.find((platform) => platform.id === id)?.name ?? id;
    return priceListRows(all, categoryOrder, platformName);
  }, [all, categoryOrder, platforms]);
  const summary = useMemo(() => summariseCatalogue(services, platforms), [services, platforms]);
  // "No services available" only when there are none; otherwise say why a table is empty.
  const emptyBecause = (noneFlagged: string) =>
    services.length === 0
      ? EMPTY_STATES.services
      : filtered
        ? resultsSearch.trim() === ""
          ? CATALOGUE_EMPTY.noneOnPlatform
          : CATALOGUE_EMPTY.noMatch
        : noneFlagged;
  const onView = useCallback((service: CatalogueService) => {
    setViewing({ service, opener: document.activeElement instanceof HTMLElement ? document.activeElement : null });
  }, []);
  const closeDetails = useCallback(() => setViewing(null), []);
  const viewingPlatform = platforms.find((platform) => platform.id === viewing?.service.platform)?.name;

  return (
    <section
      data-slot="services-catalogue"
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <Title id={titleId} className="font-semibold text-2xl tracking-tight">
        {CATALOGUE_TITLE}
      </Title>

      <SummaryTiles summary={summary} isLoading={isLoading} />

      <div className="flex flex-col gap-2 md:flex-row">
        <SearchInput
          aria-label="Search services"
          placeholder="Search services..."
          value={search}
          onValueChange={setSearch}
          className="md:max-w-sm"
        />
        <PlatformSelect platforms={platforms} value={platformId} onChange={setPlatformId} />
        <SortSelect value={sort} onChange={setSort} />
      </div>

      <PlatformButtons
        platforms={platforms}
        value={platformId}
        onChange={setPlatformId}
        renderIcon={renderPlatformIcon}
      />

      {error ? (
        <LoadError title="Could not load services" message={error} onRetry={onRetry} />
      ) : (
        <>
          <CatalogueTable
            title={NEW_SERVICES_TITLE}
            titleAs={tableTitle}
            badge="new"
            services={newServices}
            isLoading={isLoading}
            emptyMessage={emptyBecause(CATALOGUE_EMPTY.noNew)}
            onView={onView}
          />
          <CatalogueTable
            title={RECOMMENDED_TITLE}
            titleAs={tableTitle}
            badge="recommended"
            services={recommended}
            isLoading={isLoading}
            emptyMessage={emptyBecause(CATALOGUE_EMPTY.noRecommended)}
            onView={onView}
          />
          <PriceList
            titleAs={tableTitle}
            rows={priceList}
            isLoading={isLoading}
            emptyMessage={emptyBecause(EMPTY_STATES.services)}
          />
        </>
      )}

      <ServiceDetailsDialog
        service={viewing?.service ?? null}
        platformName={viewingPlatform}
        onClose={closeDetails}
        returnFocusTo={viewing?.opener}
      />
    </section>
  );
}
