import { ApiError } from "@smm/api-client";
import type { AdminOrderRequest } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/{Orders,Requests}.tsx"], { base: "../../" }),
);

vi.setConfig({ testTimeout: 30_000 });
beforeEach(prepareAdminScreen);
afterEach(resetApp);

const CANCEL: AdminOrderRequest = {
  kind: "cancel",
  id: 4,
  orderId: 120,
  userId: 7,
  username: "ada",
  serviceId: 1,
  service: "Instagram Followers",
  providerId: null,
  provider: "manual",
  state: "pending",
  result: null,
  createdAt: "2026-11-22T09:00:00.000Z",
};

const REFILL: AdminOrderRequest = { ...CANCEL, kind: "refill", id: 9, orderId: 121 };
const FORWARDED: AdminOrderRequest = { ...CANCEL, id: 5, orderId: 122, providerId: 2, provider: "Upstream" };

describe("admin refill and cancel requests", () => {
  it("opens on the pending requests; a cancel is confirmed, then refunded, with a toast", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.orders, "requests").mockResolvedValue(pageOf([CANCEL, REFILL, FORWARDED]));
    const decide = vi
      .spyOn(adminApi.orders, "decideRequest")
      .mockResolvedValue({ ...CANCEL, state: "done", result: "Canceled by the operator; the charge was refunded." });
    renderRoute("/admin/requests");
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith({ page: 1, per_page: 25, state: "pending" }, expect.anything()),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Refill & Cancel Requests" })).toBeInTheDocument();
    // A provider's request is shown, not decided here.
    expect(screen.getByText("Handled by the provider")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /cancel request 5$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel & refund: cancel request 4" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order #120 and refund?" });
    expect(decide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith("cancel", 4, { state: "done" }));
    expect(await screen.findByText("Cancel request for order #120: Canceled and refunded")).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it("rejecting a cancel asks for the reason the customer will read", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.orders, "requests").mockResolvedValue(pageOf([CANCEL]));
    const decide = vi
      .spyOn(adminApi.orders, "decideRequest")
      .mockResolvedValue({ ...CANCEL, state: "rejected", result: "Delivery has started." });
    renderRoute("/admin/requests");
    await user.click(await screen.findByRole("button", { name: "Reject: cancel request 4" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the cancel request for order #120?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject request" }));
    expect(await within(dialog).findByText("Tell the customer why.")).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Delivery has started.");
    await user.click(within(dialog).getByRole("button", { name: "Reject request" }));
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith("cancel", 4, { state: "rejected", reason: "Delivery has started." }),
    );
  });

  it("a refill moves on; going back in the dialog sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.orders, "requests").mockResolvedValue(pageOf([REFILL]));
    const decide = vi.spyOn(adminApi.orders, "decideRequest").mockResolvedValue({ ...REFILL, state: "completed" });
    renderRoute("/admin/requests");
    await user.click(await screen.findByRole("button", { name: "Complete: refill request 9" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: /Complete the refill/ })).getByRole("button", {
        name: "Go back",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(decide).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Start: refill request 9" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: /Start the refill/ })).getByRole("button", {
        name: "Start refill",
      }),
    );
    await waitFor(() => expect(decide).toHaveBeenCalledWith("refill", 9, { state: "in-progress" }));
  });

  it("a request someone else decided shows the server's message as an error toast", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.orders, "requests").mockResolvedValue(pageOf([CANCEL]));
    vi.spyOn(adminApi.orders, "decideRequest").mockRejectedValue(
      new ApiError("Cancel request #4 is already done.", { status: 409 }),
    );
    renderRoute("/admin/requests");
    await user.click(await screen.findByRole("button", { name: "Cancel & refund: cancel request 4" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel and refund" }));
    expect(await screen.findByText("Cancel request #4 is already done.")).toBeInTheDocument();
  });

  it("shows the empty state, and the filters live in the URL", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.orders, "requests").mockResolvedValue(pageOf([]));
    const { router } = renderRoute("/admin/requests?state=all&kind=refill");
    expect(await screen.findByText("No requests here")).toBeInTheDocument();
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith({ page: 1, per_page: 25, kind: "refill" }, expect.anything()),
    );
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(await screen.findByRole("option", { name: "Cancel" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("kind")).toBe("cancel"));
    expect(new URLSearchParams(router.state.location.search).get("state")).toBe("all");
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, per_page: 25, kind: "cancel" }, expect.anything()),
    );
  });
});

describe("admin orders: the user filter", () => {
  it("reads the user from the URL, sends it to the server and writes a new one back", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [] });
    vi.spyOn(adminApi.catalogue, "listServices").mockResolvedValue(pageOf([]));
    const list = vi.spyOn(adminApi.orders, "list").mockResolvedValue(pageOf([]));
    const { router } = renderRoute("/admin/orders?user=ada%40example.com");
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith(
        { page: 1, per_page: 25, sort: "id", direction: "desc", user: "ada@example.com" },
        expect.anything(),
      ),
    );
    const input = await screen.findByRole("textbox", { name: "User" });
    expect(input).toHaveValue("ada@example.com");
    await user.clear(input);
    await user.type(input, " 42 {Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?user=42"));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ user: "42" }), expect.anything()),
    );
    await user.click(screen.getByRole("button", { name: "Any user" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("link", { name: "Refill & cancel requests" })).toHaveAttribute("href", "/admin/requests");
  });
});
