import { EMPTY_STATES, ORDER_STATUS_FILTERS } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { makeOrders } from "../shared/fixtures";
import { OrdersTable } from "./OrdersTable";

const orders = makeOrders(24);

/** The body rows of the orders table (the header row left out). */
const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table", { name: "Orders" }))
    .getAllByRole("row")
    .slice(1);

const meta = {
  title: "Widgets/Customer/OrdersTable",
  component: OrdersTable,
  args: { rows: orders, isLoading: false, error: null, onQueryChange: fn(), onRetry: fn() },
  argTypes: { isLoading: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: "Page 3" }));
    // 24 orders: the third page holds the last four.
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText("10263")).toBeVisible();
  },
};

export const StatusTabsByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await userEvent.click(canvas.getByRole("tab", { name: "All" }));
    // All → Pending → In Progress → Completed: arrows move and select.
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    const completed = canvas.getByRole("tab", { name: "Completed" });
    await expect(completed).toHaveFocus();
    await expect(completed).toHaveAttribute("aria-selected", "true");
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(4);
    for (const row of rows) await expect(within(row).getByText("Completed")).toBeVisible();
    // A new tab starts again at page 1.
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      status: "completed",
      search: "",
      serviceId: "all",
      origin: "all",
      page: 1,
    });
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("searchbox", { name: "Search orders" });
    await userEvent.type(search, "post2");
    // Matches links: ".../post2" (order 10241) and ".../post20" to ".../post24" (orders 10259 to 10263).
    const rows = bodyRows(canvasElement);
    await expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "10241",
      "10259",
      "10260",
      "10261",
      "10262",
      "10263",
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, "10250");
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, "youtube");
    await expect(bodyRows(canvasElement)).toHaveLength(5);
    await userEvent.type(search, "zzz");
    await expect(canvas.getByText(EMPTY_STATES.orders)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(bodyRows(canvasElement)).toHaveLength(10);
  },
};

export const ServiceFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Filter by service" });
    await expect(trigger).toHaveTextContent("All services");
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "TikTok Likes [Instant]" }));
    await waitFor(() => expect(trigger).toHaveTextContent("TikTok Likes [Instant]"));
    await waitFor(() => expect(body.queryByRole("listbox")).toBeNull());
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    for (const row of rows) await expect(within(row).getByText("TikTok Likes [Instant]")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table", { name: "Orders" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(EMPTY_STATES.orders)).toBeVisible();
    await expect(within(canvasElement).queryByRole("navigation", { name: "Orders pages" })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Network error. Please try again." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("Network error. Please try again.");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ServerSide: Story = {
  args: {
    rows: orders.slice(0, 10),
    total: 240,
    serviceOptions: [
      { id: "1", name: "Instagram Followers [Real, Refill 30 days]" },
      { id: "2", name: "YouTube Views [High Retention]" },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The server already filtered and paged: the table shows the rows as given and pages over `total`.
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await userEvent.click(canvas.getByRole("button", { name: "Last page" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      status: "all",
      search: "",
      serviceId: "all",
      origin: "all",
      page: 24,
    });
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search orders" }), "7");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      status: "all",
      search: "7",
      serviceId: "all",
      origin: "all",
      page: 1,
    });
  },
};

/** A child panel owner: the orders their panels forwarded say which panel, and a filter shows them apart. */
export const ChildPanelOwner: Story = {
  args: {
    rows: orders.slice(0, 6).map((order, index) => (index % 2 === 0 ? { ...order, from_panel: "resold.com" } : order)),
    showOrigin: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(bodyRows(canvasElement)[0] as HTMLElement).getByText("From resold.com")).toBeVisible();
    await expect(within(bodyRows(canvasElement)[1] as HTMLElement).queryByText(/^From /)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("combobox", { name: "Filter by origin" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "From my child panels" }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent("From resold.com");
    await userEvent.click(canvas.getByRole("combobox", { name: "Filter by origin" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "My own orders" }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    for (const row of bodyRows(canvasElement)) await expect(row).not.toHaveTextContent("From resold.com");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { rows: orders.slice(0, 3) },
  play: async ({ canvasElement }) => {
    // Stacked cards: each cell prints its column label.
    const [first] = bodyRows(canvasElement);
    await expect(
      within(first as HTMLElement)
        .getByText("10240")
        .closest("td"),
    ).toHaveAttribute("data-label", "ID");
    // Every status tab is on screen at 375 px (the row wraps), none hidden past the edge.
    const tabs = within(canvasElement).getAllByRole("tab");
    await expect(tabs.map((tab) => tab.textContent)).toEqual(ORDER_STATUS_FILTERS.map((filter) => filter.label));
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      await expect({ tab: tab.textContent, inside: box.left >= 0 && box.right <= window.innerWidth }).toEqual({
        tab: tab.textContent,
        inside: true,
      });
    }
    // And reachable from the keyboard: End moves to the last tab, which shows its orders.
    tabs[0]?.focus();
    await userEvent.keyboard("{End}");
    await expect(within(canvasElement).getByRole("tab", { name: "Canceled" })).toHaveFocus();
  },
};
