import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../../primitives/Button";
import { AdminTable } from "./AdminTable";
import { type AdminTableQuery, DEFAULT_ADMIN_TABLE_QUERY } from "./adminTableQuery";
import { makeSampleUsers, SAMPLE_STATUS_FILTER, SAMPLE_USER_COLUMNS, type SampleUserRow } from "./sampleRows";

const users = makeSampleUsers(50);

const meta = {
  title: "Widgets/Admin/AdminTable",
  component: AdminTable<SampleUserRow>,
  args: {
    title: "Users",
    description: "Every customer account, newest first.",
    columns: SAMPLE_USER_COLUMNS,
    rows: users,
    getRowId: (row) => row.id,
    total: 1234,
    searchPlaceholder: "Search by username or email...",
    filters: [SAMPLE_STATUS_FILTER],
    emptyMessage: "No users found",
    onQueryChange: fn(),
    onRetry: fn(),
  },
  argTypes: { isLoading: { control: "boolean" }, error: { control: "text" } },
} satisfies Meta<typeof AdminTable<SampleUserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Populated: Story = {
  args: { actions: <Button size="sm">Add user</Button> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(canvas.getByText("1,234 results")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_ADMIN_TABLE_QUERY, page: 2 });
  },
};

export const SearchFilterAndSort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search users" }), "ada");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_ADMIN_TABLE_QUERY, search: "ada" });
    // The filter select opens and chooses from the keyboard.
    canvas.getByRole("combobox", { name: "Status" }).focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "Suspended" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...DEFAULT_ADMIN_TABLE_QUERY,
      search: "ada",
      filters: { status: "suspended" },
    });
    // The page stays hidden from the accessibility tree until the closing list has gone.
    await userEvent.click(await canvas.findByRole("button", { name: "Balance" }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      search: "ada",
      filters: { status: "suspended" },
      sort: { columnId: "balance", direction: "ascending" },
    });
  },
};

/** A parent that owns the query, as a screen fetching page by page does. */
function ServerSide() {
  const [query, setQuery] = useState<AdminTableQuery>(DEFAULT_ADMIN_TABLE_QUERY);
  const rows = makeSampleUsers(10, (query.page - 1) * 10 + 1);
  return (
    <AdminTable
      title="Users"
      columns={SAMPLE_USER_COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      total={35}
      pageSize={10}
      query={query}
      onQueryChange={setQuery}
    />
  );
}

export const ServerPaging: Story = {
  render: () => <ServerSide />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Page 4" }));
    await waitFor(() => expect(canvas.getByText("reseller31")).toBeVisible());
    await expect(canvas.getByText("35 results")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Users" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("Loading...")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No users found")).toBeVisible();
    await expect(within(canvasElement).getByText("0 results")).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { error: "Network error. Please try again." },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Could not load users")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Users" });
    // The table scrolls in its box; no header runs into the next column.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    for (const header of region.querySelectorAll("th")) {
      await expect(header.scrollWidth, header.textContent ?? "").toBeLessThanOrEqual(header.clientWidth);
    }
  },
};

/** `stackWhenNarrow` at 375 px (Admin Orders): each row is a card of labelled values, nothing scrolled out of view. */
export const MobileCards: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { stackWhenNarrow: true, rows: users.slice(0, 3), total: 3 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Users" });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const firstCard = region.querySelector("tbody tr") as HTMLElement;
    // Every column's value is in the card, after its label, inside the box.
    for (const cell of firstCard.querySelectorAll("td")) {
      await expect(cell).toHaveAttribute("data-label");
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
    await expect(firstCard.querySelectorAll("td")).toHaveLength(SAMPLE_USER_COLUMNS.length);
  },
};
