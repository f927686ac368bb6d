import { type CatalogueService, EMPTY_STATES, PLATFORMS } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { shownTo } from "../../common/Money/storyDecorators";
import { makeCatalogue, samplePlatforms } from "../shared/fixtures";
import { PRICE_LIST_TITLE } from "./PriceList";
import { CATALOGUE_EMPTY, NEW_SERVICES_TITLE, RECOMMENDED_TITLE, ServicesCatalogue } from "./ServicesCatalogue";

// Few enough that the whole page (three tables) makes a readable screenshot; TenThousandServices shows the scale.
const services = makeCatalogue(24);

const tableRows = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("table", { name })).getAllByRole("row").slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell");
const tile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).closest("[data-slot=stat-card]")?.querySelector("[data-slot=stat-card-value]");

const meta = {
  title: "Widgets/Customer/ServicesCatalogue",
  component: ServicesCatalogue,
  args: { services, platforms: samplePlatforms, isLoading: false, error: null, onRetry: fn() },
  argTypes: {
    defaultSort: { control: "select", options: ["newest", "price-asc", "price-desc", "popular"] },
    isLoading: { control: "boolean" },
    error: { control: "text" },
  },
} satisfies Meta<typeof ServicesCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Social Media Services" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search services" })).toHaveAttribute(
      "placeholder",
      "Search services...",
    );
    await expect(tile(canvasElement, "Total Services")).toHaveTextContent("24");
    await expect(tile(canvasElement, "New Services")).toHaveTextContent("8");
    await expect(tile(canvasElement, "Recommended")).toHaveTextContent("6");
    // Six platform entries, the first of them the "all" option.
    await expect(tile(canvasElement, "Platforms")).toHaveTextContent("5");
    const headers = within(canvas.getByRole("table", { name: NEW_SERVICES_TITLE }))
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    await expect(headers).toEqual(["ID", "Service", "Price", "Min", "Max", "Delivery", "Action"]);
    // Newest first; every row of the first table is NEW, of the second RECOMMENDED.
    const [first] = tableRows(canvasElement, NEW_SERVICES_TITLE);
    await expect(cellsOf(first as HTMLElement)[0]).toHaveTextContent("24");
    await expect(within(first as HTMLElement).getByText("NEW")).toBeVisible();
    // Every price is the rate per 1000.
    await expect(cellsOf(first as HTMLElement)[2]?.textContent).toMatch(/^₦[\d,]+\.\d{2} per 1000$/);
    const [firstRecommended] = tableRows(canvasElement, RECOMMENDED_TITLE);
    await expect(within(firstRecommended as HTMLElement).getByText("RECOMMENDED")).toBeVisible();
    await expect(within(firstRecommended as HTMLElement).getByRole("list", { name: "Features" })).toBeVisible();
    // Below them the full price list: every service, under its platform here (samples have no category).
    const list = within(canvas.getByRole("table", { name: PRICE_LIST_TITLE }));
    await expect(list.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "ID",
      "Service",
      "Rate",
      "Min",
      "Max",
      "Average time",
      "Refill",
      "Cancel",
      "Instagram (5)",
      "YouTube (5)",
      "TikTok (5)",
      "Facebook (5)",
      "Twitter (4)",
    ]);
  },
};

/** An operator's catalogue: categories, a package priced per package, descriptions, refill and cancel marks. */
export const FullPriceList: Story = {
  args: {
    services: [
      {
        ...services[0],
        id: 73,
        categoryId: 2,
        category: "Growth Packages",
        title: "TikTok Starter Package [1,000 Followers + 2,000 Likes]",
        description: "One price for the whole package: 1,000 followers and 2,000 likes.",
        price: "2.5",
        minOrder: 1,
        maxOrder: 1,
        type: "Package",
        refill: true,
        isNew: true,
      } as CatalogueService,
      ...services.slice(0, 6).map((service, index) => ({
        ...service,
        categoryId: 1,
        category: "Instagram Followers",
        type: "Default",
        refill: index % 2 === 0,
        cancel: index % 3 === 0,
        isNew: false,
        isRecommended: index === 0,
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("table", { name: PRICE_LIST_TITLE }));
    await expect(list.getByRole("columnheader", { name: "Growth Packages (1)" })).toBeVisible();
    const pkg = canvasElement.querySelector('[data-slot=price-list] [data-service-id="73"]') as HTMLElement;
    await expect(pkg).toHaveTextContent("₦2,500.00 per package");
    await expect(within(pkg).getByText(/^One price for the whole package/)).toBeVisible();
    await expect(within(pkg).getAllByText("Yes")).toHaveLength(1);
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), "tiktok");
    await waitFor(() => {
      const rows = tableRows(canvasElement, NEW_SERVICES_TITLE);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent("TikTok");
    });
    // The full list finds them too, new or not.
    const list = canvas.getByRole("table", { name: PRICE_LIST_TITLE });
    await waitFor(() => {
      const found = within(list)
        .getAllByRole("row")
        .filter((row) => row.dataset.serviceId);
      expect(found.map((row) => row.dataset.serviceId)).toEqual(["23", "18", "13", "8", "3"]);
    });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), " nothing");
    await waitFor(() => expect(canvas.getAllByText(CATALOGUE_EMPTY.noMatch)).toHaveLength(3));
    await expect(canvas.queryByText(EMPTY_STATES.services)).toBeNull();
  },
};

export const PlatformButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Filter by platform" });
    const buttons = within(group).getAllByRole("button");
    await expect(buttons.map((button) => button.textContent)).toEqual(samplePlatforms.map((p) => p.name));
    await expect(buttons[0]).toHaveAttribute("aria-pressed", "true");
    const youtube = within(group).getByRole("button", { name: "YouTube" });
    youtube.focus();
    await userEvent.keyboard("{Enter}");
    await expect(youtube).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("combobox", { name: "Platform" })).toHaveTextContent("YouTube");
    await waitFor(() => {
      for (const row of tableRows(canvasElement, RECOMMENDED_TITLE)) expect(row).toHaveTextContent("YouTube");
    });
  },
};

export const PlatformDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Platform" });
    trigger.focus();
    // Typeahead on the closed select: its options mount when it takes the focus.
    await userEvent.keyboard("y");
    await waitFor(() => expect(trigger).toHaveTextContent("YouTube"));
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "TikTok" }));
    await waitFor(() => expect(trigger).toHaveTextContent("TikTok"));
    // The page stays hidden from the accessibility tree until the closing list has gone.
    await expect(await canvas.findByRole("button", { name: "TikTok" })).toHaveAttribute("aria-pressed", "true");
    for (const row of tableRows(canvasElement, NEW_SERVICES_TITLE)) await expect(row).toHaveTextContent("TikTok");
  },
};

/**
 * Any platform of the domain's list (#36): the filters offer those with services, in the list's order; Facebook,
 * X, Twitch and Other have none here, so no button.
 */
export const ExtraPlatforms: Story = {
  args: {
    platforms: [{ id: "all", name: "All", icon: "all" }, ...PLATFORMS],
    services: (
      [
        ["instagram", "Instagram Followers [Real]"],
        ["telegram", "Telegram Channel Members"],
        ["spotify", "Spotify Plays [Worldwide]"],
        ["discord", "Discord Server Members"],
        ["website", "Website Traffic [Google referral]"],
      ] as const
    ).map(([platform, title], index) => ({ ...services[index], id: index + 1, platform, title }) as CatalogueService),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Filter by platform" });
    const names = within(group)
      .getAllByRole("button")
      .map((button) => button.textContent);
    await expect(names).toEqual(["All", "Instagram", "Telegram", "Spotify", "Discord", "Website traffic"]);
    await expect(tile(canvasElement, "Platforms")).toHaveTextContent("5");
    await userEvent.click(within(group).getByRole("button", { name: "Website traffic" }));
    const list = canvas.getByRole("table", { name: PRICE_LIST_TITLE });
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
    await expect(within(list).getByText("Website Traffic [Google referral]")).toBeVisible();
  },
};

export const SortByPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Sort by" });
    await expect(trigger).toHaveTextContent("Newest");
    // Opened with the pointer (the platform dropdown story uses the keyboard).
    await userEvent.click(trigger);
    const options = await body.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "Newest",
      "Price: Low to High",
      "Price: High to Low",
      "Most Popular",
    ]);
    await userEvent.click(body.getByRole("option", { name: "Price: Low to High" }));
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    const prices = () =>
      tableRows(canvasElement, NEW_SERVICES_TITLE).map((row) =>
        Number(cellsOf(row)[2]?.textContent?.replace(/[₦,]| per 1000/g, "")),
      );
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => a - b)));
    await expect(prices()[0]).toBeLessThan(prices().at(-1) ?? 0);
  },
};

export const ViewDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const [first] = tableRows(canvasElement, RECOMMENDED_TITLE);
    const view = within(first as HTMLElement).getByRole("button", { name: /^View / });
    view.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Facebook Shares [Server 7]" });
    await expect(within(dialog).getByText("RECOMMENDED")).toBeVisible();
    await expect(within(dialog).getByText("24")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(view).toHaveFocus();
    await expect(canvas.getByRole("heading", { name: "Social Media Services" })).toBeVisible();
  },
};

export const TenThousandServices: Story = {
  args: { services: makeCatalogue(10_000) },
  // Thousands of rows make a page taller than a screenshot can be; the other stories show how rows look.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tile(canvasElement, "Total Services")).toHaveTextContent("10,000");
    const table = canvas.getByRole("table", { name: NEW_SERVICES_TITLE });
    await expect(table).toHaveAttribute("aria-rowcount", "3334");
    // Virtualised: a screenful of rows (the test grows the screen to 4,000 px), not 3,333, and no box scrolls
    // inside the page.
    await expect(tableRows(canvasElement, NEW_SERVICES_TITLE).length).toBeLessThan(100);
    await expect(table.closest("[data-slot=table-container]")).not.toHaveAttribute("role");
    const list = canvas.getByRole("table", { name: PRICE_LIST_TITLE });
    // 10,000 services and a heading for each of 5 platforms.
    await expect(list).toHaveAttribute("aria-rowcount", "10006");
    await expect(within(list).getAllByRole("row").length).toBeLessThan(100);
    // The page scrolls: half way down the full list, the rows there are rendered where the reader is.
    const view = canvasElement.ownerDocument.defaultView as Window;
    const body = list.querySelector("tbody") as HTMLElement;
    const middle = body.getBoundingClientRect().top + view.scrollY + body.offsetHeight / 2;
    view.scrollTo(0, middle);
    await waitFor(() => {
      const shown = [...list.querySelectorAll<HTMLElement>("tbody tr[data-index]")].filter((row) => {
        const { top, bottom } = row.getBoundingClientRect();
        return bottom > 0 && top < view.innerHeight;
      });
      expect(shown.length).toBeGreaterThan(5);
      expect(Number(shown[0]?.dataset.index)).toBeGreaterThan(4000);
    });
    view.scrollTo(0, 0);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), "9999");
    await waitFor(() => expect(tableRows(canvasElement, NEW_SERVICES_TITLE)).toHaveLength(1));
    await waitFor(() => expect(within(list).getAllByRole("row")).toHaveLength(3));
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: NEW_SERVICES_TITLE })).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: { services: [] },
  play: async ({ canvasElement }) => {
    // No services at all: every table says so (and only then).
    await expect(within(canvasElement).getAllByText(EMPTY_STATES.services)).toHaveLength(3);
    await expect(tile(canvasElement, "Total Services")).toHaveTextContent("0");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Failed to fetch services" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Failed to fetch services");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A customer with a 10 % discount reading pounds: every price is theirs, per 1000, and a tiny one keeps its digits. */
export const DiscountInPounds: Story = {
  decorators: [shownTo("GBP", { discountPercent: "10" })],
  args: {
    services: [
      {
        ...services[0],
        id: 61,
        title: "Instagram Impressions [Bulk]",
        price: "0.0004",
        isNew: true,
      } as CatalogueService,
      ...services,
    ],
  },
  play: async ({ canvasElement }) => {
    const [first] = tableRows(canvasElement, NEW_SERVICES_TITLE);
    // ₦0.0004 a unit: ₦0.36 per 1000 with the discount, × 0.00051 = £0.0001836 → £0.00018.
    await expect(cellsOf(first as HTMLElement)[2]).toHaveTextContent("£0.00018 per 1000");
  },
};

/** On a phone every table is cards in the page's own scroll: no box scrolls inside the page. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  // Few enough services for the page of cards to fit a screenshot.
  args: { services: services.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: NEW_SERVICES_TITLE })).toBeNull();
    await expect(tableRows(canvasElement, NEW_SERVICES_TITLE)).toHaveLength(1);
    await expect(tableRows(canvasElement, RECOMMENDED_TITLE)).toHaveLength(1);
    // The full list: 5 cards under 5 platform headings (so few that all are rendered).
    await expect(within(canvas.getByRole("table", { name: PRICE_LIST_TITLE })).getAllByRole("row")).toHaveLength(11);
  },
};

/** Thousands of cards on a phone: virtualised in the page's scroll too, no "show more" to press. */
export const MobileManyServices: Story = {
  globals: { viewport: { value: "mobile" } },
  // Thousands of cards are taller than a screenshot can be; the Mobile story shows how the cards look.
  parameters: { visual: { disable: true } },
  args: { services: makeCatalogue(2_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("table", { name: PRICE_LIST_TITLE });
    await expect(within(list).getAllByRole("row").length).toBeLessThan(40);
    await expect(canvas.queryByRole("button", { name: /^Show / })).toBeNull();
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, view.document.documentElement.scrollHeight);
    // At the end of the page: the list's last card (the oldest Instagram-free platform's last service).
    await waitFor(() => expect(list.querySelector('[aria-rowindex="2006"]')).not.toBeNull());
    view.scrollTo(0, 0);
  },
};
