import { type CatalogueService, EMPTY_STATES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { shownTo } from "../../common/Money/storyDecorators";
import { makeCatalogue, samplePlatforms } from "../shared/fixtures";
import { NEW_SERVICES_TITLE, RECOMMENDED_TITLE, ServicesCatalogue } from "./ServicesCatalogue";

const services = makeCatalogue(60);

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Social Media Services" })).toBeVisible();
    await expect(canvas.getByRole("searchbox", { name: "Search services" })).toHaveAttribute(
      "placeholder",
      "Search services...",
    );
    await expect(tile(canvasElement, "Total Services")).toHaveTextContent("60");
    await expect(tile(canvasElement, "New Services")).toHaveTextContent("20");
    await expect(tile(canvasElement, "Recommended")).toHaveTextContent("15");
    // Six platform entries, the first of them the "all" option.
    await expect(tile(canvasElement, "Platforms")).toHaveTextContent("5");
    const headers = within(canvas.getByRole("table", { name: NEW_SERVICES_TITLE }))
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    await expect(headers).toEqual(["ID", "Service", "Price", "Min", "Max", "Delivery", "Action"]);
    // Newest first; every row of the first table is NEW, of the second RECOMMENDED.
    const [first] = tableRows(canvasElement, NEW_SERVICES_TITLE);
    await expect(cellsOf(first as HTMLElement)[0]).toHaveTextContent("60");
    await expect(within(first as HTMLElement).getByText("NEW")).toBeVisible();
    // Every price is the rate per 1000.
    await expect(cellsOf(first as HTMLElement)[2]?.textContent).toMatch(/^₦[\d,]+\.\d{2} per 1000$/);
    const [firstRecommended] = tableRows(canvasElement, RECOMMENDED_TITLE);
    await expect(within(firstRecommended as HTMLElement).getByText("RECOMMENDED")).toBeVisible();
    await expect(within(firstRecommended as HTMLElement).getByRole("list", { name: "Features" })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), "tiktok likes");
    await waitFor(() => {
      const rows = tableRows(canvasElement, NEW_SERVICES_TITLE);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent("TikTok Likes");
    });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), " nothing");
    await waitFor(() => expect(canvas.getAllByText(EMPTY_STATES.services)).toHaveLength(2));
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
    const dialog = await body.findByRole("dialog", { name: "Twitter Likes [Server 7]" });
    await expect(within(dialog).getByText("RECOMMENDED")).toBeVisible();
    await expect(within(dialog).getByText("60")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(view).toHaveFocus();
    await expect(canvas.getByRole("heading", { name: "Social Media Services" })).toBeVisible();
  },
};

export const TenThousandServices: Story = {
  args: { services: makeCatalogue(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tile(canvasElement, "Total Services")).toHaveTextContent("10,000");
    const table = canvas.getByRole("table", { name: NEW_SERVICES_TITLE });
    await expect(table).toHaveAttribute("aria-rowcount", "3334");
    // Virtualised: a screenful of rows, not 3,333.
    await expect(tableRows(canvasElement, NEW_SERVICES_TITLE).length).toBeLessThan(40);
    const scroller = table.closest("[data-slot=table-container]") as HTMLElement;
    // Mid-list, the spacer above the rendered rows puts row 1,001 right under the sticky header.
    const header = table.querySelector("thead") as HTMLElement;
    const rowHeight = (table.querySelector("tbody tr[data-index]") as HTMLElement).offsetHeight;
    scroller.scrollTop = 1000 * rowHeight;
    await waitFor(() => {
      const row = table.querySelector('tr[aria-rowindex="1002"]');
      expect(row).not.toBeNull();
      // Within a pixel: collapsed table borders leave half pixels.
      const gap = (row?.getBoundingClientRect().top ?? 0) - header.getBoundingClientRect().bottom;
      expect(Math.abs(gap)).toBeLessThanOrEqual(1);
    });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(table).getByText("3")).toBeVisible());
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search services" }), "9999");
    await waitFor(() => expect(tableRows(canvasElement, NEW_SERVICES_TITLE)).toHaveLength(1));
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
    await expect(within(canvasElement).getAllByText(EMPTY_STATES.services)).toHaveLength(2);
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

/** On a phone the tables are cards in the page's own scroll, 20 at a time: no box scrolls inside the page. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { services: services.slice(0, 12) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region", { name: NEW_SERVICES_TITLE })).toBeNull();
    await expect(tableRows(canvasElement, NEW_SERVICES_TITLE)).toHaveLength(4);
    await expect(tableRows(canvasElement, RECOMMENDED_TITLE)).toHaveLength(3);
  },
};

/** More cards than a phone shows at first: a button adds the next 20. */
export const MobileShowMore: Story = {
  globals: { viewport: { value: "mobile" } },
  // Twenty cards are taller than a screenshot can be; the Mobile story shows how the cards look.
  parameters: { visual: { disable: true } },
  args: { services: services.map((service) => ({ ...service, isNew: true, isRecommended: false })).slice(0, 25) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tableRows(canvasElement, NEW_SERVICES_TITLE)).toHaveLength(20);
    await userEvent.click(canvas.getByRole("button", { name: "Show 5 more (5 left)" }));
    await expect(tableRows(canvasElement, NEW_SERVICES_TITLE)).toHaveLength(25);
    await expect(canvas.queryByRole("button", { name: /^Show / })).toBeNull();
  },
};
