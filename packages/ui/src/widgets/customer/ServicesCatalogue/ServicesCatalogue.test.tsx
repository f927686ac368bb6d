import type { CatalogueService } from "@smm/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { makeCatalogue, samplePlatforms } from "../shared/fixtures";
import { createCatalogueSearch, filterCatalogue, sortCatalogue, summariseCatalogue } from "./catalogue";
import { ServicesCatalogue } from "./ServicesCatalogue";

const service = (id: number, price: string, flags: Partial<CatalogueService> = {}): CatalogueService => ({
  id,
  platform: "instagram",
  title: `Service ${id}`,
  features: ["Fast"],
  price,
  minOrder: 10,
  maxOrder: 100,
  deliveryTime: "Instant",
  isNew: false,
  isRecommended: false,
  ...flags,
});

describe("catalogue ordering and filtering", () => {
  const entries = [
    service(1, "10.05"),
    service(2, "9.5", { isNew: true }),
    service(3, "10.5", { isRecommended: true }),
    service(4, "0.99", { platform: "tiktok", features: ["Real Users"] }),
  ];
  const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

  it("orders prices exactly, by value and not as text (9.5 < 10.05 < 10.5)", () => {
    expect(ids(filterCatalogue(sortCatalogue(entries, "price-asc"), null, ""))).toEqual([4, 2, 1, 3]);
    expect(ids(filterCatalogue(sortCatalogue(entries, "price-desc"), null, ""))).toEqual([3, 1, 2, 4]);
  });

  it("puts the newest (highest id) first, and recommended then new services first for Most Popular", () => {
    expect(ids(filterCatalogue(sortCatalogue(entries, "newest"), null, ""))).toEqual([4, 3, 2, 1]);
    expect(ids(filterCatalogue(sortCatalogue(entries, "popular"), null, ""))).toEqual([3, 2, 1, 4]);
  });

  it("puts the most ordered first for Most Popular when the server gives order counts", () => {
    const ordered = entries.map((entry) => ({ ...entry, orderCount: { 1: 40, 2: 0, 3: 7, 4: 40 }[entry.id] }));
    expect(ids(sortCatalogue(ordered, "popular"))).toEqual([1, 4, 3, 2]);
  });

  it("searches id, title, platform and features, ignoring case, within the chosen platform", () => {
    expect(ids(filterCatalogue(entries, null, "REAL users"))).toEqual([4]);
    expect(ids(filterCatalogue(entries, "instagram", "service"))).toEqual([1, 2, 3]);
    expect(ids(filterCatalogue(entries, "tiktok", "service 1"))).toEqual([]);
  });

  it("hands the list back untouched when nothing filters it", () => {
    expect(filterCatalogue(entries, null, "  ")).toBe(entries);
  });

  it("answers a remembered search like filterCatalogue, typing on, backspacing and switching platform", () => {
    const sorted = sortCatalogue(makeCatalogue(500), "newest");
    const search = createCatalogueSearch(sorted);
    const typed = "tiktok likes 7";
    const steps: [string | null, string][] = [
      ...[...typed].map((_, end): [string | null, string] => [null, typed.slice(0, end + 1)]),
      ...[...typed].map((_, end): [string | null, string] => [null, typed.slice(0, typed.length - end - 1)]),
      ["tiktok", "likes"],
      ["instagram", "likes"],
      [null, "LIKES "],
      [null, "server 3"],
    ];
    for (const [platformId, text] of steps) {
      const expected = filterCatalogue(sorted, platformId, text);
      const { newServices, recommended } = search(platformId, text);
      expect(ids(newServices)).toEqual(ids(expected.filter((service) => service.isNew)));
      expect(ids(recommended)).toEqual(ids(expected.filter((service) => service.isRecommended)));
    }
  });

  it("counts the platforms without the 'all' entry", () => {
    expect(summariseCatalogue(makeCatalogue(12), samplePlatforms)).toEqual({
      total: 12,
      newCount: 4,
      recommended: 3,
      platforms: 5,
    });
    expect(summariseCatalogue([], []).platforms).toBe(0);
  });
});

describe("ServicesCatalogue", () => {
  it("passes className, extra props and the ref to the section", () => {
    expectPassThrough<HTMLElement>((props) => (
      <ServicesCatalogue {...props} services={[]} platforms={samplePlatforms} />
    ));
  });

  it("uses the app's platform artwork when given", () => {
    render(
      <ServicesCatalogue
        services={[]}
        platforms={samplePlatforms}
        renderPlatformIcon={(platform) => <img alt="" data-testid={`logo-${platform.id}`} />}
      />,
    );
    expect(screen.getByTestId("logo-tiktok")).toBeInTheDocument();
  });
});
