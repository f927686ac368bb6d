import type { CatalogueService } from "@smm/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
import { makeCatalogue, samplePlatforms } from "../shared/fixtures";
import {
  categoryOrderOf,
  createCatalogueSearch,
  filterCatalogue,
  isCategoryHeading,
  priceListRows,
  sortCatalogue,
  summariseCatalogue,
} from "./catalogue";
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

  it("offers a platform's filter only when a service is on it, in the given order (#36)", () => {
    const platforms = [
      ...samplePlatforms.slice(0, 4),
      { id: "telegram", name: "Telegram", icon: "telegram" },
      { id: "website", name: "Website traffic", icon: "globe" },
    ];
    const buttons = () =>
      within(screen.getByRole("group", { name: "Filter by platform" }))
        .getAllByRole("button")
        .map((button) => button.textContent);
    const services = [service(1, "1.00"), service(2, "2.00", { platform: "tiktok" })];
    const { rerender } = render(<ServicesCatalogue services={services} platforms={platforms} />);
    expect(buttons()).toEqual(["All", "Instagram", "TikTok"]);
    rerender(
      <ServicesCatalogue
        services={[
          ...services,
          service(3, "3.00", { platform: "telegram" }),
          service(4, "4.00", { platform: "website" }),
        ]}
        platforms={platforms}
      />,
    );
    expect(buttons()).toEqual(["All", "Instagram", "TikTok", "Telegram", "Website traffic"]);
  });

  it("uses the app's platform artwork when given", () => {
    render(
      <ServicesCatalogue
        services={makeCatalogue(5)}
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

describe("the full price list", () => {
  const inCategory = (id: number, categoryId: number, flags: Partial<CatalogueService> = {}) =>
    service(id, "1.00", { categoryId, category: `Category ${categoryId}`, ...flags });

  it("lists every service under its category, categories in the catalogue's order, each with its match count", () => {
    const services = [inCategory(1, 20), inCategory(2, 20), inCategory(3, 10), inCategory(4, 30)];
    const rows = priceListRows(sortCatalogue(services, "newest"), categoryOrderOf(services), (id) => id);
    expect(rows.map((row) => (isCategoryHeading(row) ? `${row.title} (${row.count})` : row.id))).toEqual([
      "Category 20 (2)",
      2,
      1,
      "Category 10 (1)",
      3,
      "Category 30 (1)",
      4,
    ]);
  });

  it("lists a service without a category (a static sample) under its platform's name", () => {
    const rows = priceListRows([service(1, "1")], categoryOrderOf([service(1, "1")]), () => "Instagram");
    expect(rows[0]).toMatchObject({ kind: "category", title: "Instagram", count: 1 });
  });

  it("shows services that are neither new nor recommended, and says 'No services available' only without any", () => {
    const plain = [inCategory(1, 1, { title: "Imported Followers" }), inCategory(2, 1, { title: "Imported Likes" })];
    const { rerender } = render(<ServicesCatalogue services={plain} platforms={samplePlatforms} />);
    const list = screen.getByRole("table", { name: "All Services" });
    expect(within(list).getByRole("columnheader", { name: "Category 1 (2)" })).toBeInTheDocument();
    expect(within(list).getByText("Imported Followers")).toBeInTheDocument();
    expect(within(list).getByText("Imported Likes")).toBeInTheDocument();
    expect(screen.queryByText("No services available")).toBeNull();
    expect(screen.getByText("No new services at the moment")).toBeInTheDocument();
    rerender(<ServicesCatalogue services={[]} platforms={samplePlatforms} />);
    expect(screen.getAllByText("No services available")).toHaveLength(3);
  });

  it("prices a package per package and the rest per 1000, with refill, cancel, average time and description", () => {
    render(
      <ServicesCatalogue
        services={[
          inCategory(1, 1, { price: "2.5", type: "Package", refill: true, description: "One price, whole." }),
          inCategory(2, 1, { price: "0.4", type: "Default", cancel: true, deliveryTime: "0-6 hours" }),
        ]}
        platforms={samplePlatforms}
      />,
    );
    const list = screen.getByRole("table", { name: "All Services" });
    const [pkg, plain] = [1, 2].map((id) => list.querySelector(`[data-service-id="${id}"]`) as HTMLElement);
    expect(pkg).toHaveTextContent("₦2,500.00 per package");
    expect(pkg).toHaveTextContent("One price, whole.");
    expect(plain).toHaveTextContent("₦400.00 per 1000");
    expect(plain).toHaveTextContent("0-6 hours");
    const marks = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole("cell")
        .slice(-2)
        .map((cell) => cell.textContent);
    expect(marks(pkg)).toEqual(["Yes", "No"]);
    expect(marks(plain)).toEqual(["No", "Yes"]);
  });

  it("finds any service by id or name, whether new, recommended or neither", async () => {
    const user = userEvent.setup({ delay: null });
    const services = makeCatalogue(90);
    render(<ServicesCatalogue services={services} platforms={samplePlatforms} />);
    const list = screen.getByRole("table", { name: "All Services" });
    // Service 89 is neither new (every third) nor recommended (every fourth).
    await user.type(screen.getByRole("searchbox", { name: "Search services" }), "89");
    await vi.waitFor(() =>
      expect([...list.querySelectorAll<HTMLElement>("[data-service-id]")].map((row) => row.dataset.serviceId)).toEqual([
        "89",
      ]),
    );
    expect(screen.getByRole("table", { name: "NEW SERVICES" })).toHaveTextContent("No services match your search");
  });

  it("has no box that scrolls inside the page, at any width", () => {
    render(<ServicesCatalogue services={makeCatalogue(90)} platforms={samplePlatforms} />);
    for (const table of screen.getAllByRole("table")) {
      // The old scroll box was a focusable region of a fixed height.
      expect(table.closest("[data-slot=table-container]")).not.toHaveAttribute("role");
      expect(table.closest("[data-slot=table-container]")?.className).not.toMatch(/max-h-/);
    }
  });
});
