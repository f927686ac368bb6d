import { EMPTY_STATES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { shownTo } from "../../common/Money/storyDecorators";
import { makeUpdates } from "../shared/fixtures";
import { UpdatesTable } from "./UpdatesTable";

const updates = makeUpdates(85);

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table", { name: "Service updates" }))
    .getAllByRole("row")
    .slice(1);
const pageNumbers = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Updates pages" }))
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((button) => button.textContent);

const meta = {
  title: "Widgets/Customer/UpdatesTable",
  component: UpdatesTable,
  args: { rows: updates, isLoading: false, error: null, onQueryChange: fn(), onRetry: fn() },
  argTypes: { isLoading: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof UpdatesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SevenPageWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 85 updates, 10 a page: 9 pages, 7 page numbers at a time.
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(pageNumbers(canvasElement)).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    await userEvent.click(canvas.getByRole("button", { name: "Last page" }));
    await expect(pageNumbers(canvasElement)).toEqual(["3", "4", "5", "6", "7", "8", "9"]);
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

export const FilterByType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Filter by update type" });
    await expect(trigger).toHaveTextContent("All Updates");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "Price Increase" }));
    await waitFor(() => expect(trigger).toHaveTextContent("Price Increase"));
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    for (const row of bodyRows(canvasElement)) {
      await expect(within(row).getByText("Price Increase")).toBeVisible();
      await expect(within(row).getByText(/^\+\d+\.\d{2}%$/)).toBeVisible();
    }
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ type: "price-increase", search: "", page: 1 });
  },
};

export const SearchByNameOrId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search updates" });
    await userEvent.type(search, "505");
    const [row] = bodyRows(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    // Update 505 is a price decrease from ₦1.20 to ₦1.00 a unit (per 1000: ₦1,200 to ₦1,000): -16.67 %.
    await expect(row).toHaveTextContent("₦1,200.00→to₦1,000.00");
    await expect(row).toHaveTextContent("-16.67%");
    await userEvent.clear(search);
    await userEvent.type(search, "YOUTUBE");
    for (const match of bodyRows(canvasElement)) await expect(match).toHaveTextContent("YouTube Views");
    await userEvent.type(search, "!");
    await expect(canvas.getByText(EMPTY_STATES.updates)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table", { name: "Service updates" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMPTY_STATES.updates)).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Network error. Please try again." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Could not load service updates");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Prices are the customer's rates per 1000 in their currency: a tiny unit price keeps its digits, never US$0.00. */
export const InDollars: Story = {
  decorators: [shownTo("USD")],
  args: {
    rows: [
      {
        id: 1,
        service: "Instagram Followers [Basic]",
        date: "2026-11-20T09:00:00.000Z",
        updateType: "price-decrease",
        oldPrice: "1.40",
        newPrice: "1.20",
        change: "-14.29",
        platform: "instagram",
      },
      {
        id: 2,
        service: "TikTok Views [Basic]",
        date: "2026-11-19T09:00:00.000Z",
        updateType: "price-increase",
        oldPrice: "0.0004",
        newPrice: "0.0005",
        change: "25.00",
        platform: "tiktok",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [basic, views] = bodyRows(canvasElement);
    // ₦1,400 and ₦1,200 per 1000 at 0.00065: US$0.91 → US$0.78, never "US$0.00 → US$0.00".
    await expect(basic).toHaveTextContent("US$0.91→toUS$0.78");
    await expect(views).toHaveTextContent("US$0.00026→toUS$0.00033");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { rows: updates.slice(0, 3) },
};
