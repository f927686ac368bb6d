import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DataTable, type DataTableColumn, type DataTableProps } from "./DataTable";
import type { DataTableSort } from "./sortRows";

type Service = { id: number; name: string; category: string; rate: number; min: number; max: number };

const platforms = ["Instagram", "TikTok", "YouTube", "Twitter", "Facebook", "Telegram", "Spotify"];
const kinds = ["Followers", "Likes", "Views", "Comments", "Shares", "Subscribers"];
const qualities = ["Real", "High Quality", "Instant", "Non-drop", "Premium"];

/** 10,000 services from a seeded generator, so screenshots and assertions never change. */
function makeServices(count: number): Service[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, index) => {
    const platform = platforms[index % platforms.length] ?? "";
    const kind = kinds[Math.floor(random() * kinds.length)] ?? "";
    const quality = qualities[Math.floor(random() * qualities.length)] ?? "";
    return {
      id: 1000 + index,
      name: `${platform} ${kind} [${quality}]`,
      category: platform,
      rate: Math.round(random() * 500_000) / 100,
      min: 10 * (1 + Math.floor(random() * 10)),
      max: 10_000 * (1 + Math.floor(random() * 100)),
    };
  });
}

const services = makeServices(10_000);
const naira = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });
const count = new Intl.NumberFormat("en-US");

const columns: DataTableColumn<Service>[] = [
  { id: "id", header: "ID", cell: (row) => row.id, sortValue: (row) => row.id, width: "6rem" },
  { id: "name", header: "Service", cell: (row) => row.name, sortValue: (row) => row.name },
  { id: "category", header: "Category", cell: (row) => row.category, width: "8rem" },
  {
    id: "rate",
    header: "Rate per 1000",
    cell: (row) => naira.format(row.rate),
    sortValue: (row) => row.rate,
    align: "end",
    width: "10rem",
  },
  { id: "min", header: "Min", cell: (row) => count.format(row.min), align: "end", width: "5rem" },
  { id: "max", header: "Max", cell: (row) => count.format(row.max), align: "end", width: "7rem" },
];

const meta = {
  title: "Data/DataTable",
  component: DataTable<Service>,
  args: {
    rows: services,
    columns,
    getRowId: (row: Service) => row.id,
    label: "Services",
    loading: false,
    emptyMessage: "No services available",
    onSortChange: fn(),
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    getRowId: { control: false },
  },
} satisfies Meta<DataTableProps<Service>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) =>
  Array.from(table.querySelectorAll<HTMLTableRowElement>("tbody tr[aria-rowindex]"));
const firstCell = (table: HTMLElement, column: number) => bodyRows(table)[0]?.cells[column]?.textContent;

export const Playground: Story = {};

export const TenThousandRows: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Services" });
    await expect(table).toHaveAttribute("aria-rowcount", "10001");
    // Virtualised: only the rows in view (plus a few) are in the DOM.
    await expect(bodyRows(table).length).toBeLessThan(40);

    // Sort by rate with the keyboard: Enter on the header button, ascending first.
    const rate = canvas.getByRole("button", { name: "Rate per 1000" });
    rate.focus();
    await userEvent.keyboard("{Enter}");
    await expect(rate.closest("th")).toHaveAttribute("aria-sort", "ascending");
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: "rate", direction: "ascending" });
    const lowest = Math.min(...services.map((service) => service.rate));
    await expect(firstCell(table, 3)).toBe(naira.format(lowest));

    await userEvent.keyboard(" ");
    await expect(rate.closest("th")).toHaveAttribute("aria-sort", "descending");
    const highest = Math.max(...services.map((service) => service.rate));
    await expect(firstCell(table, 3)).toBe(naira.format(highest));
    await expect(canvas.getByRole("button", { name: "ID" }).closest("th")).toHaveAttribute("aria-sort", "none");

    // Scroll to the end: the last rows are rendered in place of the first.
    const region = canvas.getByRole("region", { name: "Services" });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="10001"]')).not.toBeNull());
    await expect(table.querySelector('[aria-rowindex="2"]')).toBeNull();
    await expect(bodyRows(table).length).toBeLessThan(40);
    region.scrollTop = 0;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="2"]')).not.toBeNull());
  },
};

export const SortByText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Services" });
    await userEvent.click(canvas.getByRole("button", { name: "Service" }));
    await expect(firstCell(table, 1)).toMatch(/^Facebook Comments/);
    // The third click returns to the original order.
    await userEvent.click(canvas.getByRole("button", { name: "Service" }));
    await userEvent.click(canvas.getByRole("button", { name: "Service" }));
    await expect(canvas.getByRole("button", { name: "Service" }).closest("th")).toHaveAttribute("aria-sort", "none");
    await expect(firstCell(table, 0)).toBe("1000");
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Services" });
    // The scroll box is a tab stop of its own (so arrow keys and Page Down scroll it), before the sort buttons.
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "ID" })).toHaveFocus();
  },
};

/** A parent owns the sort state, e.g. to keep it in the URL. */
function ControlledSort(args: DataTableProps<Service>) {
  const [sort, setSort] = useState<DataTableSort>({ columnId: "rate", direction: "descending" });
  return (
    <div className="space-y-2">
      <p className="text-muted-foreground text-sm" data-testid="sort-state">
        {sort ? `Sorted by ${sort.columnId}, ${sort.direction}` : "Not sorted"}
      </p>
      <DataTable
        {...args}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSort {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Rate per 1000" }).closest("th")).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await userEvent.click(canvas.getByRole("button", { name: "ID" }));
    await expect(canvas.getByTestId("sort-state")).toHaveTextContent("Sorted by id, ascending");
  },
};

export const Loading: Story = {
  args: { loading: true, skeletonRows: 6 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Services" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(table.querySelectorAll("[data-slot=data-table-skeleton-row]")).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("cell", { name: "No services available" })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    rows: services.slice(0, 20).map((service) => ({
      ...service,
      name: `${service.name} — instant start, 30-day refill, up to 50K per day, drop rate under 5%, works on private accounts`,
    })),
  },
  play: async ({ canvasElement }) => {
    const cell = bodyRows(within(canvasElement).getByRole("table"))[0]?.cells[1];
    // Long names are cut with an ellipsis; the row height does not change.
    await expect(cell?.scrollWidth).toBeGreaterThan(cell?.clientWidth ?? 0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Services" });
    // Too wide for a phone (its columns need 44rem): the box scrolls sideways as well.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** Fixed columns that fill most of a narrow box, as admin lists have: the two without a width must not vanish. */
const crowdedColumns: DataTableColumn<Service>[] = [
  { id: "id", header: "ID", cell: (row) => row.id, width: "5rem" },
  { id: "name", header: "Service", cell: (row) => row.name },
  { id: "category", header: "Category", cell: (row) => row.category },
  { id: "rate", header: "Per 1000", cell: (row) => naira.format(row.rate), align: "end", width: "7rem" },
  { id: "min", header: "Min", cell: (row) => count.format(row.min), align: "end", width: "6rem" },
  { id: "max", header: "Max", cell: (row) => count.format(row.max), align: "end", width: "6rem" },
];

export const CrowdedColumns: Story = {
  args: { columns: crowdedColumns, rows: services.slice(0, 20) },
  decorators: [
    (Story) => (
      <div className="w-md">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Services" });
    // Every header fits its cell: the table keeps 8rem for each column without a width and scrolls in its box.
    for (const header of region.querySelectorAll("th")) {
      await expect(header.scrollWidth, header.textContent ?? "").toBeLessThanOrEqual(header.clientWidth);
    }
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** A column of long text keeps its own minimum (here 16rem) instead of the 8rem default; the box scrolls. */
export const ColumnMinWidth: Story = {
  args: {
    columns: [
      { id: "id", header: "ID", cell: (row) => row.id, width: "5rem" },
      { id: "name", header: "Service", cell: (row) => row.name, minWidth: "16rem" },
      { id: "rate", header: "Per 1000", cell: (row) => naira.format(row.rate), align: "end", width: "7rem" },
    ],
    rows: services.slice(0, 5),
  },
  decorators: [
    (Story) => (
      <div className="w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Services" });
    const rem = Number.parseFloat(getComputedStyle(canvasElement.ownerDocument.documentElement).fontSize);
    const service = within(region).getByRole("columnheader", { name: "Service" });
    await expect(service.getBoundingClientRect().width).toBeGreaterThanOrEqual(16 * rem - 0.5);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
