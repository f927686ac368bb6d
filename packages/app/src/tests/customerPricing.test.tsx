import type { CatalogueEntry, ServiceDetails } from "@smm/api-client";
import { DEFAULT_SETTINGS, NO_VIDEO_GUIDE, publicSettingsOf } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { CURRENCY_STORAGE_KEY } from "../lib/currency";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls, TEST_USER } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    [
      "./layouts/{CustomerLayout,PlainLayout,PublicLayout}.tsx",
      "./routes/dashboard/{AddFunds,ChildPanel,NewOrder,Services}.tsx",
      "./routes/public/{Landing,PublicServices}.tsx",
    ],
    { base: "../" },
  ),
);

const FOLLOWERS: ServiceDetails = {
  id: 11,
  category_id: 1,
  service_title: "Instagram Followers [Real]",
  price: "1.20",
  min_amount: 10,
  max_amount: 10000,
};
const TIKTOK_VIEWS: ServiceDetails = {
  id: 41,
  category_id: 9,
  service_title: "TikTok Views [Basic]",
  price: "0.02",
  min_amount: 100,
  max_amount: 1_000_000,
};
const CATEGORIES = [
  { id: 1, category_title: "Instagram Followers" },
  { id: 9, category_title: "TikTok Views" },
];

const settingsWith = (changes: Partial<ReturnType<typeof publicSettingsOf>>) => ({
  ...publicSettingsOf(DEFAULT_SETTINGS),
  ...changes,
});

beforeEach(() => {
  stubCommonCalls();
  vi.spyOn(api.catalogue, "categories").mockResolvedValue(CATEGORIES);
  vi.spyOn(api.catalogue, "services").mockImplementation(async (categoryId) =>
    [FOLLOWERS, TIKTOK_VIEWS].filter((service) => categoryId === undefined || service.category_id === categoryId),
  );
  signInAsCustomer();
});
afterEach(resetApp);

describe("New Order shows what is charged", () => {
  it("prices with the customer's discount (GET /user) in the header's currency", async () => {
    vi.mocked(api.user.get).mockResolvedValue({ ...TEST_USER, discount_percent: "10" });
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "USD");
    renderRoute("/dashboard");
    const service = await screen.findByRole("combobox", { name: "Service" });
    // ₦1.20 a unit = ₦1,200 per 1000, ₦1,080 after 10 % off, × 0.00065 = US$0.70.
    await waitFor(() => expect(service).toHaveValue("11 - Instagram Followers [Real] - US$0.70 per 1000"));
    await userEvent.setup({ delay: null }).type(screen.getByLabelText("Quantity"), "100");
    expect(screen.getByText("US$0.07 (₦108.00)")).toBeInTheDocument();
  });

  it("searches every category: 'TikTok Views' finds the service and names its category", async () => {
    renderRoute("/dashboard");
    const service = await screen.findByRole("combobox", { name: "Service" });
    await waitFor(() => expect(service).toHaveValue("11 - Instagram Followers [Real] - ₦1,200.00 per 1000"));
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole("searchbox", { name: "Search services" }), "TikTok Views");
    await waitFor(() => expect(service).toHaveValue("41 - TikTok Views [Basic] - ₦20.00 per 1000"));
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("TikTok Views");
    expect(api.catalogue.services).toHaveBeenCalledWith(undefined, expect.anything());
  });
});

describe("the catalogue", () => {
  const entry = (service: ServiceDetails): CatalogueEntry => ({
    id: service.id,
    platform: "instagram",
    title: service.service_title,
    features: [],
    price: service.price,
    minOrder: service.min_amount,
    maxOrder: service.max_amount,
    deliveryTime: "0-6 hours",
    isNew: true,
    isRecommended: false,
    orderCount: 0,
  });

  beforeEach(() => {
    vi.spyOn(api.catalogue, "catalogue").mockResolvedValue({
      platforms: [{ id: "all", name: "All", icon: "all" }],
      services: [entry(FOLLOWERS)],
    });
  });

  it("in the customer shell has one heading, 'Social Media Services', and the customer's prices", async () => {
    vi.mocked(api.user.get).mockResolvedValue({ ...TEST_USER, discount_percent: "10" });
    renderRoute("/dashboard/services");
    const table = await screen.findByRole("table", { name: "NEW SERVICES" });
    expect(await within(table).findByText("₦1,080.00")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Social Media Services",
    ]);
  });

  it("for visitors is at list prices, in the currency they picked", async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "GBP");
    renderRoute("/services");
    const table = await screen.findByRole("table", { name: "NEW SERVICES" });
    // ₦1,200 per 1000 × 0.00051 = £0.612.
    expect(await within(table).findByText("£0.61")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Show prices in" })).toHaveTextContent("GBP");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });
});

describe("Child Panel", () => {
  it("shows the operator's monthly price before submitting and sends that price; no price to type", async () => {
    vi.mocked(api.settings.get).mockResolvedValue(
      settingsWith({ child_panel: { price_per_month: "20000", nameservers: ["ns1.a.com", "ns2.a.com"] } }),
    );
    vi.spyOn(api.childPanels, "list").mockResolvedValue([]);
    renderRoute("/dashboard/child-panel");
    expect(await screen.findAllByText("₦20,000.00 / month")).not.toHaveLength(0);
    expect(screen.queryByRole("textbox", { name: /Price per month/ })).toBeNull();
  });
});

describe("guide videos are the operator's", () => {
  it("Add Funds shows no guide section without one, and the player with one", async () => {
    const view = renderRoute("/dashboard/add-funds");
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "How to add funds" })).toBeNull();
    expect(screen.queryByText("The video guide will appear here.")).toBeNull();
    view.unmount();
    view.queryClient.clear(); // the settings are cached for the session, as in the app: the operator sets a guide
    vi.mocked(api.settings.get).mockResolvedValue(
      settingsWith({
        video_guides: {
          landing: NO_VIDEO_GUIDE,
          add_funds: { ...NO_VIDEO_GUIDE, video_url: "https://youtu.be/dQw4w9WgXcQ" },
        },
      }),
    );
    renderRoute("/dashboard/add-funds");
    expect(await screen.findByRole("heading", { name: "How to add funds" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play video: How to add funds" })).toBeInTheDocument();
  });

  it("the landing shows the beginner's guide only when one is set", async () => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.mocked(api.settings.get).mockResolvedValue(
      settingsWith({
        video_guides: {
          landing: { ...NO_VIDEO_GUIDE, video_url: "https://youtu.be/dQw4w9WgXcQ" },
          add_funds: NO_VIDEO_GUIDE,
        },
      }),
    );
    renderRoute("/");
    expect(
      await screen.findByRole("button", { name: "Play video: How to place your first order" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("The video guide is coming soon.")).toBeNull();
  });
});
