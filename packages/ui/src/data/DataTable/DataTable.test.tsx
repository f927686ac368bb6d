import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { DataTable, type DataTableColumn } from "./DataTable";

type Order = { id: number; service: string; charge: number };

const orders: Order[] = [
  { id: 3, service: "YouTube Views", charge: 20 },
  { id: 1, service: "Instagram Followers", charge: 50 },
  { id: 2, service: "TikTok Likes", charge: 10 },
];

const columns: DataTableColumn<Order>[] = [
  { id: "id", header: "ID", cell: (row) => row.id, sortValue: (row) => row.id },
  { id: "service", header: "Service", cell: (row) => row.service },
  { id: "charge", header: "Charge", cell: (row) => `₦${row.charge}`, sortValue: (row) => row.charge, align: "end" },
];

const serviceColumn = () =>
  within(screen.getByRole("table"))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelectorAll("td")[1]?.textContent);

describe("DataTable", () => {
  // jsdom lays nothing out; give the scroll box a height so the virtualiser renders rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it("sorts uncontrolled and reports each change", async () => {
    const user = userEvent.setup({ delay: null });
    const onSortChange = vi.fn();
    render(
      <DataTable
        rows={orders}
        columns={columns}
        getRowId={(row) => row.id}
        label="Orders"
        onSortChange={onSortChange}
      />,
    );
    expect(serviceColumn()).toEqual(["YouTube Views", "Instagram Followers", "TikTok Likes"]);
    await user.click(screen.getByRole("button", { name: "Charge" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "charge", direction: "ascending" });
    expect(serviceColumn()).toEqual(["TikTok Likes", "YouTube Views", "Instagram Followers"]);
    expect(screen.getByRole("columnheader", { name: "Charge" })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: "ID" })).toHaveAttribute("aria-sort", "none");
    // Not sortable: no button and no aria-sort.
    expect(screen.getByRole("columnheader", { name: "Service" })).not.toHaveAttribute("aria-sort");
    expect(screen.queryByRole("button", { name: "Service" })).toBeNull();
  });

  it("starts from defaultSort", () => {
    render(
      <DataTable
        rows={orders}
        columns={columns}
        getRowId={(row) => row.id}
        label="Orders"
        defaultSort={{ columnId: "id", direction: "descending" }}
      />,
    );
    expect(serviceColumn()).toEqual(["YouTube Views", "TikTok Likes", "Instagram Followers"]);
  });

  it("is controlled when given sort: the order follows the prop, not the click", async () => {
    const user = userEvent.setup({ delay: null });
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        rows={orders}
        columns={columns}
        getRowId={(row) => row.id}
        label="Orders"
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    await user.click(screen.getByRole("button", { name: "ID" }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: "id", direction: "ascending" });
    expect(serviceColumn()).toEqual(["YouTube Views", "Instagram Followers", "TikTok Likes"]);
    rerender(
      <DataTable
        rows={orders}
        columns={columns}
        getRowId={(row) => row.id}
        label="Orders"
        sort={{ columnId: "id", direction: "ascending" }}
        onSortChange={onSortChange}
      />,
    );
    expect(serviceColumn()).toEqual(["Instagram Followers", "TikTok Likes", "YouTube Views"]);
  });

  it("shows skeleton rows while loading and the empty message when there are no rows", () => {
    const { rerender } = render(
      <DataTable rows={[]} columns={columns} getRowId={(row) => row.id} label="Orders" loading skeletonRows={4} />,
    );
    const table = screen.getByRole("table", { name: "Orders" });
    expect(table).toHaveAttribute("aria-busy", "true");
    expect(table.querySelectorAll("[data-slot=data-table-skeleton-row]")).toHaveLength(4);
    rerender(
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={(row) => row.id}
        label="Orders"
        emptyMessage="No orders found"
      />,
    );
    expect(screen.getByRole("cell", { name: "No orders found" })).toHaveAttribute("colspan", "3");
    expect(table).not.toHaveAttribute("aria-busy");
  });

  it("passes className, extra props and the ref to the table, and names the scroll region", () => {
    const table = expectPassThrough<HTMLTableElement>((props) => (
      <DataTable
        {...props}
        rows={orders}
        columns={columns}
        getRowId={(row) => row.id}
        label="Orders"
        containerClassName="max-h-40"
      />
    ));
    expect(table).toBe(screen.getByRole("table", { name: "Orders" }));
    expect(table).toHaveAttribute("aria-rowcount", "4");
    const region = screen.getByRole("region", { name: "Orders" });
    expect(region).toHaveClass("max-h-40");
    expect(region).toHaveAttribute("tabindex", "0");
  });
});
