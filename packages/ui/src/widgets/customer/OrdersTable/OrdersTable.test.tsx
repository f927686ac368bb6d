import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { makeOrders } from "../shared/fixtures";
import { DEFAULT_ORDERS_QUERY, filterOrders, type OrdersQuery, serviceOptionsFrom } from "./filterOrders";
import { OrdersTable } from "./OrdersTable";

const orders = makeOrders(24);
const idsShown = () =>
  within(screen.getByRole("table", { name: "Orders" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("filterOrders", () => {
  const options = serviceOptionsFrom(orders);

  it("combines the status tab, the service and the search", () => {
    const result = filterOrders(
      orders,
      { status: "pending", serviceId: "Instagram Followers [Real, Refill 30 days]", search: "", origin: "all" },
      options,
    );
    // Pending is every 6th order from 10240, that service every 5th: only 10240 is both (the next would be 10270).
    expect(result.map((order) => order.id)).toEqual([10240]);
  });

  it("takes an unknown service id as a name, so a stale filter shows nothing rather than everything", () => {
    expect(filterOrders(orders, { ...DEFAULT_ORDERS_QUERY, serviceId: "Gone" }, options)).toEqual([]);
  });

  it("keeps a child panel owner's own orders or those their panels forwarded", () => {
    const mixed = orders
      .slice(0, 4)
      .map((order, index) => (index < 2 ? { ...order, from_panel: "resold.com" } : order));
    const ids = (origin: OrdersQuery["origin"]) =>
      filterOrders(mixed, { ...DEFAULT_ORDERS_QUERY, origin }, options).map((order) => order.id);
    expect(ids("panels")).toEqual([10240, 10241]);
    expect(ids("own")).toEqual([10242, 10243]);
    expect(ids("all")).toHaveLength(4);
  });

  it("labels a forwarded order with its panel", () => {
    render(<OrdersTable rows={[{ ...orders[0], from_panel: "resold.com" } as (typeof orders)[number]]} />);
    expect(screen.getByText("From resold.com")).toBeInTheDocument();
  });

  it("lists each service once, sorted", () => {
    expect(options.map((option) => option.name)).toEqual([...new Set(orders.map((o) => o.service))].sort());
  });
});

/** A parent that owns the query, as a page doing server-side filtering would. */
function QueryOwner() {
  const [query, setQuery] = useState<OrdersQuery>({ ...DEFAULT_ORDERS_QUERY, page: 2 });
  return <OrdersTable rows={orders} query={query} onQueryChange={setQuery} />;
}

describe("OrdersTable", () => {
  it("passes className and extra props to the section", () => {
    const section = expectPassThrough((props) => <OrdersTable {...props} rows={orders} aria-label="Order History" />, {
      ref: false,
    });
    expect(section).toBe(screen.getByRole("region", { name: "Order History" }));
  });

  it("follows a controlled query and reports changes without applying them itself", async () => {
    const user = userEvent.setup({ delay: null });
    const onQueryChange = vi.fn();
    render(<OrdersTable rows={orders} query={{ ...DEFAULT_ORDERS_QUERY, page: 3 }} onQueryChange={onQueryChange} />);
    expect(idsShown()).toEqual(["10260", "10261", "10262", "10263"]);
    await user.click(screen.getByRole("button", { name: "Page 1" }));
    expect(onQueryChange).toHaveBeenCalledWith({ ...DEFAULT_ORDERS_QUERY, page: 1 });
    expect(idsShown()[0]).toBe("10260");
  });

  it("goes back to page 1 when a filter changes under a parent that owns the query", async () => {
    const user = userEvent.setup({ delay: null });
    render(<QueryOwner />);
    expect(idsShown()[0]).toBe("10250");
    await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "insta");
    expect(idsShown()[0]).toBe("10240");
    // Typing in jsdom re-renders the table per character: slow on a busy machine.
  }, 15_000);

  it("shows a page past the end as the last page", () => {
    render(<OrdersTable rows={orders} defaultQuery={{ page: 99 }} />);
    expect(idsShown()).toEqual(["10260", "10261", "10262", "10263"]);
  });

  it("shows every column with its values and the status text", () => {
    render(<OrdersTable rows={orders.slice(0, 1)} />);
    const [, row] = screen.getAllByRole("row");
    const cells = within(row as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "10240",
      "22 Nov 2026",
      "https://instagram.com/p/post1",
      "₦125.50",
      "1,000",
      "500",
      "Instagram Followers [Real, Refill 30 days]",
      "Pending",
      "500",
    ]);
  });
});
