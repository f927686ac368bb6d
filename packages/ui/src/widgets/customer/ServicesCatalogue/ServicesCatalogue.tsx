import type { CatalogueService, PlatformCategory } from "@smm/domain";
import { Layers, Sparkles, Star, Tags } from "lucide-react";
import type * as React from "react";
import { useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import { StatCard } from "../../../display/StatCard";
import { SearchInput } from "../../../forms/SearchInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { Button } from "../../../primitives/Button";
import { formatCount } from "../shared/formatCount";
import { LoadError } from "../shared/LoadError";
import { CatalogueTable } from "./CatalogueTable";
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  filterCatalogue,
  indexCatalogue,
  sortCatalogue,
  summariseCatalogue,
} from "./catalogue";
import { PlatformIcon } from "./PlatformIcon";
import { ServiceDetailsDialog } from "./ServiceDetailsDialog";

export const CATALOGUE_TITLE = "Social Media Services";
export const NEW_SERVICES_TITLE = "NEW SERVICES";
export const RECOMMENDED_TITLE = "Recommended Instant Services of the Day";

export type ServicesCatalogueProps = Omit<React.ComponentProps<"section">, "children"> & {
  services: readonly CatalogueService[];
  /** The platform categories; the first entry is the "all" option (spec §2). */
  platforms: readonly PlatformCategory[];
  defaultSort?: CatalogueSort;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Brand artwork for a platform; a neutral lucide symbol by default. */
  renderPlatformIcon?: (platform: PlatformCategory) => React.ReactNode;
};

/**
 * The services catalogue: search, platform dropdown and buttons, sort, summary tiles, and the NEW SERVICES and
 * recommended tables. Built for 10,000 services: the search is deferred (typing stays instant while the tables
 * catch up), indexing and sorting happen once per list or sort, a keystroke only filters, and the tables are
 * virtualised.
 */
export function ServicesCatalogue({
  services,
  platforms,
  defaultSort = "newest",
  isLoading = false,
  error = null,
  onRetry,
  renderPlatformIcon = (platform) => <PlatformIcon platform={platform} />,
  className,
  ...props
}: ServicesCatalogueProps) {
  const allPlatformsId = platforms[0]?.id ?? "all";
  const [search, setSearch] = useState("");
  const [platformId, setPlatformId] = useState(allPlatformsId);
  const [sort, setSort] = useState<CatalogueSort>(defaultSort);
  const [viewing, setViewing] = useState<CatalogueService | null>(null);
  const deferredSearch = useDeferredValue(search);
  const titleId = useId();

  const indexed = useMemo(() => indexCatalogue(services), [services]);
  const sorted = useMemo(() => sortCatalogue(indexed, sort), [indexed, sort]);
  const filtered = useMemo(
    () => filterCatalogue(sorted, platformId === allPlatformsId ? null : platformId, deferredSearch),
    [sorted, platformId, allPlatformsId, deferredSearch],
  );
  const newServices = useMemo(() => filtered.filter((service) => service.isNew), [filtered]);
  const recommended = useMemo(() => filtered.filter((service) => service.isRecommended), [filtered]);
  const summary = useMemo(() => summariseCatalogue(services, platforms), [services, platforms]);
  const onView = useCallback((service: CatalogueService) => setViewing(service), []);
  const closeDetails = useCallback(() => setViewing(null), []);
  const viewingPlatform = platforms.find((platform) => platform.id === viewing?.platform)?.name;

  return (
    <section
      data-slot="services-catalogue"
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <h2 id={titleId} className="font-semibold text-2xl tracking-tight">
        {CATALOGUE_TITLE}
      </h2>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Services" value={formatCount(summary.total)} icon={<Layers />} loading={isLoading} />
        <StatCard label="New Services" value={formatCount(summary.newCount)} icon={<Sparkles />} loading={isLoading} />
        <StatCard label="Recommended" value={formatCount(summary.recommended)} icon={<Star />} loading={isLoading} />
        <StatCard label="Platforms" value={formatCount(summary.platforms)} icon={<Tags />} loading={isLoading} />
      </div>

      <div className="flex flex-col gap-2 md:flex-row">
        <SearchInput
          aria-label="Search services"
          placeholder="Search services..."
          value={search}
          onValueChange={setSearch}
          className="md:max-w-sm"
        />
        <Select value={platformId} onValueChange={setPlatformId}>
          <SelectTrigger aria-label="Platform" className="md:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {platforms.map((platform) => (
              <SelectItem key={platform.id} value={platform.id}>
                {platform.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={sort} onValueChange={(value) => setSort(value as CatalogueSort)}>
          <SelectTrigger aria-label="Sort by" className="md:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {CATALOGUE_SORTS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Platforms</legend>
        {platforms.map((platform) => (
          <Button
            key={platform.id}
            size="sm"
            variant={platform.id === platformId ? "default" : "outline"}
            aria-pressed={platform.id === platformId}
            onClick={() => setPlatformId(platform.id)}
          >
            {renderPlatformIcon(platform)}
            {platform.name}
          </Button>
        ))}
      </fieldset>

      {error ? (
        <LoadError title="Could not load services" message={error} onRetry={onRetry} />
      ) : (
        <>
          <CatalogueTable
            title={NEW_SERVICES_TITLE}
            badge="new"
            services={newServices}
            isLoading={isLoading}
            onView={onView}
          />
          <CatalogueTable
            title={RECOMMENDED_TITLE}
            badge="recommended"
            services={recommended}
            isLoading={isLoading}
            onView={onView}
          />
        </>
      )}

      <ServiceDetailsDialog service={viewing} platformName={viewingPlatform} onClose={closeDetails} />
    </section>
  );
}
