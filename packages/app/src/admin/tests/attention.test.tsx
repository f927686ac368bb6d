import type { AdminOrderDetail, AttentionOrder, Provider } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/Attention.tsx"], { base: "../../" }),
);

vi.setConfig({ testTimeout: 30_000 });
beforeEach(prepareAdminScreen);
afterEach(resetApp);

const FAILED: AttentionOrder = {
  id: 120,
  userId: 7,
  username: "ada",
  serviceId: 3,
  serviceTitle: "Instagram Followers",
  providerId: 1,
  providerName: "Upstream",
  quantity: 1000,
  charge: "500.00",
  status: "pending",
  createdAt: "2026-11-20T10:00:00.000Z",
  reason: "failed",
  detail: "unreachable: connect ECONNREFUSED",
};

const provider = (id: number, name: string): Provider => ({
  id,
  name,
  url: `https://${name.toLowerCase()}.example/api/v2`,
  key_last_four: "1234",
  balance: "250.00",
  currency: "USD",
  currency_rate: "1550",
  health: "ok",
  last_error: null,
  checked_at: null,
  balance_at: null,
  failing_since: null,
  low_balance_threshold: null,
  low_balance_since: null,
  services: 0,
  orders_in_doubt: 0,
});

const DETAIL = {
  id: 120,
  refunded: "500.00",
  status: "canceled",
} as AdminOrderDetail;

describe("admin Needs attention", () => {
  it("shows a failed order with its error and sends it to another provider", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.attention, "list").mockResolvedValue([FAILED]);
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [provider(1, "Upstream"), provider(2, "Backup")] });
    const reassign = vi.spyOn(adminApi.attention, "reassign").mockResolvedValue(DETAIL);
    renderRoute("/admin/attention");
    expect(await screen.findByRole("heading", { level: 1, name: "Needs attention" })).toBeInTheDocument();
    expect(await screen.findByText("unreachable: connect ECONNREFUSED")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send to another provider" }));
    await user.click(screen.getByRole("combobox", { name: "Provider" }));
    await user.click(await screen.findByRole("option", { name: "Backup" }));
    await user.type(screen.getByRole("textbox", { name: /Provider's service id/ }), "77");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(reassign).toHaveBeenCalledWith(120, { providerId: 2, providerServiceId: "77" }));
    expect(await screen.findByText("Order #120 is queued for the other provider")).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it("cancels only after the operator confirms, and says what was refunded", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.attention, "list").mockResolvedValue([FAILED]);
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [] });
    const cancel = vi.spyOn(adminApi.attention, "cancel").mockResolvedValue(DETAIL);
    renderRoute("/admin/attention");
    await user.click(await screen.findByRole("button", { name: "Cancel & refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order #120?" });
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel & refund" }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(120));
    expect(await screen.findByText("Order #120 is canceled; 500.00 refunded")).toBeInTheDocument();
  });

  it("an order of unknown outcome: the provider's order id is recorded; sending again waits for a confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    const unknown: AttentionOrder = {
      ...FAILED,
      id: 121,
      reason: "unknown",
      detail: "Sent, but no answer could be read",
    };
    vi.spyOn(adminApi.attention, "list").mockResolvedValue([unknown]);
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [] });
    const setUpstreamId = vi
      .spyOn(adminApi.attention, "setUpstreamId")
      .mockResolvedValue({ ...DETAIL, id: 121, status: "pending" });
    const resend = vi.spyOn(adminApi.attention, "resend").mockResolvedValue({ ...DETAIL, id: 121, status: "pending" });
    renderRoute("/admin/attention");
    expect(await screen.findByText("Outcome unknown")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enter the provider's order id" }));
    await user.type(screen.getByRole("textbox", { name: /Provider's order id/ }), "88123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(setUpstreamId).toHaveBeenCalledWith(121, { providerOrderId: "88123" }));
    expect(await screen.findByText("Order #121 is tracked with its provider's order id")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send again" }));
    const dialog = await screen.findByRole("dialog", { name: "Send order #121 again?" });
    expect(resend).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Send again" }));
    await waitFor(() => expect(resend).toHaveBeenCalledWith(121));
  });

  it("an empty queue says so", async () => {
    vi.spyOn(adminApi.attention, "list").mockResolvedValue([]);
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [] });
    renderRoute("/admin/attention");
    expect(await screen.findByText("Nothing needs attention")).toBeInTheDocument();
  });
});
