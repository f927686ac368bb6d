import { ApiError } from "@smm/api-client";
import {
  type AdminOrderDetail,
  type AdminReport,
  type AdminReportRow,
  DEFAULT_REPORTING_CURRENCY,
  STAFF_FORBIDDEN_MESSAGE,
} from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen, TEST_USER_ROW } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    ["./admin/components/AdminLayout.tsx", "./admin/screens/{OrderDetail,Reports,UserDetail,Users}.tsx"],
    { base: "../../" },
  ),
);

beforeEach(prepareAdminScreen);
afterEach(resetApp);

const row = (key: string, label: string, profit: string): AdminReportRow => ({
  key,
  label,
  orders: 2,
  charged: "1000.00",
  refunds: "100.00",
  revenue: "900.00",
  cost: "600.00",
  profit,
});

function reportOf(by: AdminReport["by"], rows: AdminReportRow[]): AdminReport {
  return {
    currency: "NGN",
    from: "2026-11-01",
    to: "2026-11-02",
    by,
    rows,
    truncated: false,
    totals: { ...row("", "Total", "600.00"), orders: 4, revenue: "1800.00", refunds: "200.00", cost: "1200.00" },
  };
}

describe("admin reports", () => {
  it("reads the server's report for the range in the address, and regroups by service", async () => {
    const user = userEvent.setup({ delay: null });
    const report = vi
      .spyOn(adminApi.dashboard, "report")
      .mockImplementation(async ({ by }) =>
        by === "service"
          ? reportOf("service", [row("3", "Instagram Followers", "450.00"), row("4", "TikTok Likes", "150.00")])
          : reportOf("day", [row("2026-11-01", "2026-11-01", "300.00"), row("2026-11-02", "2026-11-02", "300.00")]),
      );
    renderRoute("/admin/reports?from=2026-11-01&to=2026-11-02");

    expect(await screen.findByRole("heading", { name: "Financial Reports", level: 1 })).toBeInTheDocument();
    expect(report).toHaveBeenLastCalledWith({ from: "2026-11-01", to: "2026-11-02", by: "day" }, expect.anything());
    // The totals (the rows' figures are 900.00 and 600.00 each).
    expect(await screen.findByText("₦1,800.00")).toBeInTheDocument();
    expect(screen.getByText("₦1,200.00")).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Profit by day" })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Service" }));
    await waitFor(() =>
      expect(report).toHaveBeenLastCalledWith(
        { from: "2026-11-01", to: "2026-11-02", by: "service" },
        expect.anything(),
      ),
    );
    const chart = await screen.findByRole("figure", { name: "Profit by service" });
    const rows = within(within(chart).getByRole("table")).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Instagram Followers₦450.00");
    expect(await screen.findByRole("heading", { name: "By service", level: 2 })).toBeInTheDocument();
  });

  it("writes the server's figures in the report's currency", async () => {
    vi.spyOn(adminApi.dashboard, "report").mockResolvedValue({ ...reportOf("day", []), currency: "USD" });
    renderRoute("/admin/reports?from=2026-11-01&to=2026-11-02");
    expect(await screen.findByText("$1,800.00")).toBeInTheDocument();
    expect(screen.queryByText("₦1,800.00")).not.toBeInTheDocument();
  });

  it("says so when the range has no orders", async () => {
    vi.spyOn(adminApi.dashboard, "report").mockResolvedValue(reportOf("day", []));
    renderRoute("/admin/reports?from=2026-11-01&to=2026-11-02");
    expect(await screen.findByText("No orders in this range")).toBeInTheDocument();
  });
});

describe("admin order detail", () => {
  const order: AdminOrderDetail = {
    id: 55,
    userId: 7,
    username: "ada",
    serviceId: 3,
    service: "Instagram Followers",
    providerId: 2,
    providerOrderId: "9001",
    link: "https://instagram.com/ada",
    quantity: 1000,
    charge: "500.00",
    refunded: "50.00",
    startCount: 10,
    remains: 100,
    status: "partial",
    createdAt: "2026-11-20T10:00:00.000Z",
    ledger: [],
    extras: [],
    cost: "312.50",
    profit: "137.50",
    reporting: DEFAULT_REPORTING_CURRENCY,
  };

  it("shows the order's recorded cost and profit", async () => {
    vi.spyOn(adminApi.orders, "get").mockResolvedValue(order);
    renderRoute("/admin/orders/55");
    expect(await screen.findByText("₦312.50")).toBeInTheDocument();
    expect(screen.getByText("₦137.50")).toBeInTheDocument();
  });

  it("shows cost and profit in the reporting currency at the operator's rate, the charge in Naira", async () => {
    // The order carries the reporting currency: a support agent, who may not read the settings, sees it too (#36).
    vi.spyOn(adminApi.orders, "get").mockResolvedValue({ ...order, reporting: { code: "USD", rate: "0.002" } });
    const settings = vi
      .spyOn(adminApi.system, "settings")
      .mockRejectedValue(new ApiError(STAFF_FORBIDDEN_MESSAGE, { status: 403 }));
    renderRoute("/admin/orders/55");
    expect(await screen.findByText("$0.63")).toBeInTheDocument();
    expect(screen.getByText("$0.28")).toBeInTheDocument();
    expect(screen.getByText("₦500.00")).toBeInTheDocument();
    expect(settings).not.toHaveBeenCalled();
  });

  it("says when the cost is not known yet", async () => {
    vi.spyOn(adminApi.orders, "get").mockResolvedValue({ ...order, cost: null, profit: null });
    renderRoute("/admin/orders/55");
    expect(await screen.findByText("Not known yet")).toBeInTheDocument();
  });
});

describe("CSV export", () => {
  it("exports the report on screen (its range and grouping), and shows its margin (#36)", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.dashboard, "report").mockImplementation(async ({ by }) =>
      reportOf(by, [row("3", "Instagram Followers", "300.00")]),
    );
    const reportCsv = vi.spyOn(adminApi.dashboard, "reportCsv").mockResolvedValue({
      blob: new Blob(["service\r\n"], { type: "text/csv" }),
      filename: "report-by-service-2026-11-01-to-2026-11-02.csv",
    });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoute("/admin/reports?from=2026-11-01&to=2026-11-02&by=service");
    // Totals: 600.00 profit of 1,800.00 revenue; the row: 300.00 of 900.00.
    expect(await screen.findAllByText("33.33%")).toHaveLength(2);
    expect(screen.getByRole("cell", { name: "33.33%" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(reportCsv).toHaveBeenCalledWith({ from: "2026-11-01", to: "2026-11-02", by: "service" });
  });

  it("exports the users list with the filter and search on screen", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.users, "list").mockResolvedValue(pageOf([TEST_USER_ROW], 1));
    const exportCsv = vi
      .spyOn(adminApi.dashboard, "exportCsv")
      .mockResolvedValue({ blob: new Blob(["id\r\n"], { type: "text/csv" }), filename: "users.csv" });
    const createUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:users");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoute("/admin/users");
    await screen.findByRole("link", { name: "ada" });
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "ada");
    await waitFor(() =>
      expect(adminApi.users.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ search: "ada" }),
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportCsv).toHaveBeenCalledWith("users", expect.objectContaining({ search: "ada", sort: "created_at" }));
    expect(createUrl).toHaveBeenCalled();
  });

  it("exports a customer's ledger from their page, every row of theirs (#17: the ledger had no button)", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.users, "get").mockResolvedValue(TEST_USER_ROW);
    vi.spyOn(adminApi.users, "tickets").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.users, "rates").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.users, "ledger").mockResolvedValue(pageOf([]));
    vi.spyOn(adminApi.orders, "list").mockResolvedValue(pageOf([]));
    const exportCsv = vi
      .spyOn(adminApi.dashboard, "exportCsv")
      .mockResolvedValue({ blob: new Blob(["id\r\n"], { type: "text/csv" }), filename: "ledger.csv" });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:ledger");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoute("/admin/users/7");
    const ledger = (await screen.findByRole("heading", { level: 2, name: "Ledger" })).closest("section");
    await user.click(within(ledger as HTMLElement).getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportCsv).toHaveBeenCalledWith("ledger", expect.objectContaining({ user_id: 7 }));
  });
});
