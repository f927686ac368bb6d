import type { CatalogueService } from "@smm/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
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

  it("orders unit prices to their fourth decimal (0.0125 < 0.019 < 0.02)", () => {
    const small = [service(1, "0.02"), service(2, "0.019"), service(3, "0.0125")];
    expect(ids(sortCatalogue(small, "price-asc"))).toEqual([3, 2, 1]);
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

  it("shows each price as the viewer pays it, per 1000, in the display currency (a tiny one never as 0.00)", () => {
    render(
      <MoneyDisplayProvider currency="USD" rates={{ USD: "0.00065" }} pricing={{ discountPercent: "10" }}>
        <ServicesCatalogue
          services={[service(1, "1.2", { isNew: true }), service(2, "0.0004", { isNew: true })]}
          platforms={samplePlatforms}
        />
      </MoneyDisplayProvider>,
    );
    const table = screen.getByRole("table", { name: "NEW SERVICES" });
    // ₦1.20 a unit: ₦1,080.00 per 1000 after 10 % off = US$0.702; ₦0.0004: ₦0.36 per 1000 = US$0.000234.
    expect(within(table).getByText("US$0.70")).toBeInTheDocument();
    expect(within(table).getByText("US$0.00023")).toBeInTheDocument();
    expect(within(table).getAllByText("per 1000")).toHaveLength(2);
  });

  it("is the page's one heading when asked, its tables' titles one level below", () => {
    const { rerender } = render(<ServicesCatalogue services={[]} platforms={samplePlatforms} titleAs="h1" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Social Media Services");
    expect(screen.getByRole("heading", { level: 2, name: "NEW SERVICES" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "Recommended Instant Services of the Day" }),
    ).toBeInTheDocument();
    rerender(<ServicesCatalogue services={[]} platforms={samplePlatforms} />);
    expect(screen.getByRole("heading", { level: 2, name: "Social Media Services" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "NEW SERVICES" })).toBeInTheDocument();
  });
});

describe("ServicesCatalogue on a phone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has no box that scrolls inside the page: cards come 20 at a time, with a button for more", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 639px)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    const services = makeCatalogue(90).map((entry) => ({ ...entry, isNew: true }));
    render(<ServicesCatalogue services={services} platforms={samplePlatforms} />);
    // No scroll region, no fixed height: the page scrolls.
    expect(screen.queryByRole("region", { name: "NEW SERVICES" })).toBeNull();
    const table = screen.getByRole("table", { name: "NEW SERVICES" });
    expect(table.closest("[data-slot=table-container]")?.className).not.toMatch(/max-h-/);
    expect(within(table).getAllByRole("button", { name: /^View / })).toHaveLength(20);
    const more = screen.getByRole("button", { name: "Show 20 more (70 left)", description: "NEW SERVICES" });
    await user.click(more);
    expect(within(table).getAllByRole("button", { name: /^View / })).toHaveLength(40);
    // A search starts again from the first cards.
    await user.type(screen.getByRole("searchbox", { name: "Search services" }), "instagram");
    await vi.waitFor(() =>
      expect(within(table).getAllByRole("button", { name: /^View / }).length).toBeLessThanOrEqual(20),
    );
  });
});
