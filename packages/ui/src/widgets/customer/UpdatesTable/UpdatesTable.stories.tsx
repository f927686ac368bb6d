import { EMPTY_STATES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
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
    // Update 505 is a price decrease from 120 to 100: -16.67 %.
    await expect(row).toHaveTextContent("₦120.00→to₦100.00");
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

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { rows: updates.slice(0, 3) },
};
