import { ApiError } from "@smm/api-client";
import { STAFF_FORBIDDEN_MESSAGE } from "@smm/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession } from "../../lib/session";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen, TEST_ADMIN } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/Orders.tsx"], { base: "../../" }),
);

beforeEach(prepareAdminScreen);
afterEach(resetApp);

describe("a support agent in the admin area (#36)", () => {
  it("opens the orders without the reads their role may not make, and the header names their role", async () => {
    const agent = { ...TEST_ADMIN, username: "tola", role: "support" as const };
    adminSession.save({ token: "admin-token", data: agent }, { remember: true });
    vi.spyOn(adminApi.auth, "me").mockResolvedValue(agent);
    const forbidden = new ApiError(STAFF_FORBIDDEN_MESSAGE, { status: 403 });
    const services = vi.spyOn(adminApi.catalogue, "listServices").mockRejectedValue(forbidden);
    const providers = vi.spyOn(adminApi.providers, "list").mockRejectedValue(forbidden);
    const orders = vi.spyOn(adminApi.orders, "list").mockResolvedValue(pageOf([]));
    renderRoute("/admin/orders");
    await waitFor(() => expect(orders).toHaveBeenCalled());
    expect(await screen.findByRole("button", { name: "tola Support agent" })).toBeInTheDocument();
    expect(screen.queryByText("System Administrator")).toBeNull();
    const table = await screen.findByText("No orders found");
    expect(table).toBeInTheDocument();
    expect(services).not.toHaveBeenCalled();
    expect(providers).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(screen.queryByText(STAFF_FORBIDDEN_MESSAGE)).toBeNull();
    // Their sidebar: the orders and the tickets, not the settings.
    expect(screen.getByRole("link", { name: "Support" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Settings" })).toBeNull();
  });
});
