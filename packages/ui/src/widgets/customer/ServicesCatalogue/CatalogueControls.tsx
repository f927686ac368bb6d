import type { PlatformCategory } from "@smm/domain";
import { Layers, Sparkles, Star, Tags } from "lucide-react";
import type * as React from "react";
import { memo, useMemo } from "react";
import { StatCard } from "../../../display/StatCard";
import { Button } from "../../../primitives/Button";
import { formatCount } from "../../shared/formatCount";
import { CATALOGUE_SORTS, type CatalogueSort, type CatalogueSummary } from "./catalogue";
import { OptionsSelect } from "./OptionsSelect";

/*
 * The catalogue's controls are memoised: a keystroke in the search box re-renders the catalogue, and these must
 * not come along, so that the keystroke paints within a frame.
 */

export const SummaryTiles = memo(function SummaryTiles({
  summary,
  isLoading,
}: {
  summary: CatalogueSummary;
  isLoading: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total Services" value={formatCount(summary.total)} icon={<Layers />} loading={isLoading} />
      <StatCard label="New Services" value={formatCount(summary.newCount)} icon={<Sparkles />} loading={isLoading} />
      <StatCard label="Recommended" value={formatCount(summary.recommended)} icon={<Star />} loading={isLoading} />
      <StatCard label="Platforms" value={formatCount(summary.platforms)} icon={<Tags />} loading={isLoading} />
    </div>
  );
});

type PlatformPickerProps = {
  platforms: readonly PlatformCategory[];
  value: string;
  onChange: (platformId: string) => void;
};

export const PlatformSelect = memo(function PlatformSelect({ platforms, value, onChange }: PlatformPickerProps) {
  const options = useMemo(
    () => platforms.map((platform) => ({ value: platform.id, label: platform.name })),
    [platforms],
  );
  return (
    <OptionsSelect label="Platform" options={options} value={value} onChange={onChange} triggerClassName="md:w-48" />
  );
});

export const PlatformButtons = memo(function PlatformButtons({
  platforms,
  value,
  onChange,
  renderIcon,
}: PlatformPickerProps & { renderIcon: (platform: PlatformCategory) => React.ReactNode }) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by platform</legend>
      {platforms.map((platform) => (
        <Button
          key={platform.id}
          size="sm"
          variant={platform.id === value ? "default" : "outline"}
          aria-pressed={platform.id === value}
          onClick={() => onChange(platform.id)}
        >
          {renderIcon(platform)}
          {platform.name}
        </Button>
      ))}
    </fieldset>
  );
});

export const SortSelect = memo(function SortSelect({
  value,
  onChange,
}: {
  value: CatalogueSort;
  onChange: (sort: CatalogueSort) => void;
}) {
  return (
    <OptionsSelect
      label="Sort by"
      options={CATALOGUE_SORTS}
      value={value}
      onChange={onChange}
      triggerClassName="md:w-52"
    />
  );
});
