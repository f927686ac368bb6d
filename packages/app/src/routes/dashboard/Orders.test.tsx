import { ApiError, type OrderDetails } from "@smm/api-client";
import type { ChildPanel, OrderRequestSummary } from "@smm/domain";
import { DEFAULT_ORDERS_QUERY } from "@smm/ui";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls } from "../../test-support/renderRoute";
import { toOrderListQuery } from "./Orders";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./layouts/CustomerLayout.tsx", "./routes/dashboard/Orders.tsx"], { base: "../../" }),
);

const ORDER: OrderDetails = {
  id: 501,
  date: "2026-11-22T10:00:00.000Z",
  link: "https://instagram.com/p/abc",
  charge: "120.00",
  startCount: null,
  quantity: 100,
  service: "Instagram Followers [Targeted Nigeria]",
  service_id: 11,
  status: "pending",
  remains: 100,
};

const at = "2026-11-22T10:05:00.000Z";
const cancellable: OrderRequestSummary = {
  order_id: 501,
  refill: { available: false, latest: null },
  cancel: { available: true, latest: null },
};
const cancelAsked = (status: "pending" | "done" | "rejected", reason: string | null = null): OrderRequestSummary => ({
  ...cancellable,
  cancel: { available: false, latest: { id: 9, status, created_at: at, reason } },
});

beforeEach(() => {
  stubCommonCalls();
  signInAsCustomer();
  vi.spyOn(api.childPanels, "list").mockResolvedValue([]);
  vi.spyOn(api.orders, "list").mockResolvedValue({
    data: [ORDER],
    meta: { page: 1, per_page: 10, total: 1, last_page: 1 },
  });
});
afterEach(resetApp);

async function confirmCancel() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: "Cancel order 501" }));
  const dialog = await screen.findByRole("dialog", { name: "Cancel order 501?" });
  await user.click(within(dialog).getByRole("button", { name: "Cancel order" }));
}

describe("/dashboard/orders refill and cancel", () => {
  it("asks for the shown orders' request states in one call", async () => {
    const list = vi.spyOn(api.orderRequests, "list").mockResolvedValue([cancellable]);
    renderRoute("/dashboard/orders");
    // The first test of the file also compiles the lazy route module: give it longer.
    expect(await screen.findByRole("button", { name: "Cancel order 501" }, { timeout: 15_000 })).toBeEnabled();
    expect(list).toHaveBeenCalledWith([501], expect.anything());
    expect(screen.queryByRole("button", { name: "Refill order 501" })).toBeNull();
  });

  it("a confirmed cancel is sent, toasts, shows its state on the row and refreshes the balance", async () => {
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([cancellable]);
    const cancel = vi.spyOn(api.orderRequests, "cancel").mockResolvedValue(cancelAsked("pending"));
    const { queryClient } = renderRoute("/dashboard/orders");
    await screen.findByRole("button", { name: "Cancel order 501" });
    const userCalls = vi.mocked(api.user.get).mock.calls.length;
    vi.mocked(api.orderRequests.list).mockResolvedValue([cancelAsked("pending")]);
    await confirmCancel();
    expect(cancel).toHaveBeenCalledWith(501);
    expect(await screen.findByText("Cancel requested for order #501")).toBeInTheDocument();
    expect(await screen.findByText("Cancel requested")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order 501" })).toBeNull();
    await waitFor(() => expect(vi.mocked(api.user.get).mock.calls.length).toBeGreaterThan(userCalls));
    expect(queryClient.isMutating()).toBe(0);
  });

  it("a refused cancel toasts the server's message and leaves the button", async () => {
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([cancellable]);
    vi.spyOn(api.orderRequests, "cancel").mockRejectedValue(
      new ApiError("Order not eligible for cancel", { status: 422 }),
    );
    renderRoute("/dashboard/orders");
    await confirmCancel();
    expect(await screen.findByText("Order not eligible for cancel")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Cancel order 501" })).toBeEnabled();
  });

  it("a refill asks first, like a cancel, then is sent", async () => {
    vi.spyOn(api.orders, "list").mockResolvedValue({
      data: [{ ...ORDER, status: "completed", remains: 0 }],
      meta: { page: 1, per_page: 10, total: 1, last_page: 1 },
    });
    const refillable = {
      ...cancellable,
      refill: { available: true, latest: null },
      cancel: { available: false, latest: null },
    };
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([refillable]);
    const refill = vi.spyOn(api.orderRequests, "refill").mockResolvedValue({
      ...refillable,
      refill: { available: false, latest: { id: 4, status: "pending", created_at: at } },
    });
    renderRoute("/dashboard/orders");
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Refill order 501" }));
    const dialog = await screen.findByRole("dialog", { name: "Refill order 501?" });
    expect(refill).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Request refill" }));
    expect(refill).toHaveBeenCalledWith(501);
    expect(await screen.findByText("Refill requested for order #501")).toBeInTheDocument();
    expect(await screen.findByText("Refill requested")).toBeInTheDocument();
  });

  it("when an open cancel is seen done, the balance and orders are read again (the refund shows)", async () => {
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([cancelAsked("pending")]);
    const { queryClient } = renderRoute("/dashboard/orders");
    expect(await screen.findByText("Cancel requested")).toBeInTheDocument();
    const userCalls = vi.mocked(api.user.get).mock.calls.length;
    vi.mocked(api.orderRequests.list).mockResolvedValue([cancelAsked("done")]);
    await queryClient.refetchQueries({ queryKey: ["orders", "requests"] });
    expect(await screen.findByText("Canceled", { selector: "[data-request]" })).toBeInTheDocument();
    await waitFor(() => expect(vi.mocked(api.user.get).mock.calls.length).toBeGreaterThan(userCalls));
  });

  it("when the operator rejects an open cancel, the row says why", async () => {
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([cancelAsked("pending")]);
    const { queryClient } = renderRoute("/dashboard/orders");
    expect(await screen.findByText("Cancel requested")).toBeInTheDocument();
    vi.mocked(api.orderRequests.list).mockResolvedValue([cancelAsked("rejected", "Delivery already finished")]);
    await queryClient.refetchQueries({ queryKey: ["orders", "requests"] });
    const row = (await screen.findByRole("cell", { name: "501" })).closest("tr") as HTMLElement;
    expect(await within(row).findByRole("status")).toHaveTextContent("Cancel rejected: Delivery already finished");
    expect(within(row).queryByText("Cancel requested")).toBeNull();
  });
});

describe("/dashboard/orders of a child panel owner", () => {
  const PANEL: ChildPanel = {
    id: 3,
    domain: "resold.com",
    currency: "ngn",
    adminUsername: "owner",
    pricePerMonth: "1000.00",
    status: "active",
    nameservers: [],
    createdAt: at,
    running: null,
  };

  it("labels the orders a panel forwarded and offers the origin filter, which asks the server", async () => {
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([]);
    vi.spyOn(api.childPanels, "list").mockResolvedValue([PANEL]);
    vi.mocked(api.orders.list).mockResolvedValue({
      data: [
        { ...ORDER, from_panel: "resold.com" },
        { ...ORDER, id: 502 },
      ],
      meta: { page: 1, per_page: 10, total: 2, last_page: 1 },
    });
    renderRoute("/dashboard/orders");
    const forwarded = (await screen.findByRole("cell", { name: "501" }, { timeout: 15_000 })).closest("tr");
    expect(within(forwarded as HTMLElement).getByText("From resold.com")).toBeInTheDocument();
    const own = screen.getByRole("cell", { name: "502" }).closest("tr");
    expect(within(own as HTMLElement).queryByText(/^From /)).toBeNull();
    expect(await screen.findByRole("combobox", { name: "Filter by origin" })).toBeInTheDocument();
  });

  it("sends the origin filter to the server only when it narrows something", () => {
    expect(toOrderListQuery({ ...DEFAULT_ORDERS_QUERY, origin: "panels" })).toMatchObject({ origin: "panels" });
    expect(toOrderListQuery(DEFAULT_ORDERS_QUERY)).not.toHaveProperty("origin");
  });

  it("offers no origin filter to a customer without child panels", async () => {
    vi.spyOn(api.orderRequests, "list").mockResolvedValue([]);
    renderRoute("/dashboard/orders");
    expect(await screen.findByRole("cell", { name: "501" }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.childPanels.list).toHaveBeenCalled());
    expect(screen.queryByRole("combobox", { name: "Filter by origin" })).toBeNull();
  });
});
