import { ApiError } from "@smm/api-client";
import type { AdminDeposit } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/Deposits.tsx"], { base: "../../" }),
);

vi.setConfig({ testTimeout: 30_000 });
beforeEach(prepareAdminScreen);
afterEach(resetApp);

const TRANSFER: AdminDeposit = {
  id: 31,
  reference: "BTR-0123456789ABCDEF01234567",
  userId: 7,
  username: "ada",
  method: "bank_transfer",
  provider: "bank_transfer",
  amount: "5000.00",
  bonus: "100.00",
  status: "pending",
  transferReference: "GTB/4471",
  createdAt: "2026-11-22T09:00:00.000Z",
  decidedAt: null,
};

const CARD: AdminDeposit = {
  ...TRANSFER,
  id: 32,
  reference: "PSK-0123456789ABCDEF01234567",
  method: "card",
  provider: "paystack",
  status: "completed",
  transferReference: null,
  decidedAt: "2026-11-22T09:05:00.000Z",
};

describe("admin deposits", () => {
  it("opens on the pending deposits; approving a transfer asks first, then credits it with a toast", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.deposits, "list").mockResolvedValue(pageOf([TRANSFER, CARD]));
    const decide = vi
      .spyOn(adminApi.deposits, "decide")
      .mockResolvedValue({ ...TRANSFER, status: "completed", decidedAt: "2026-11-22T10:00:00.000Z" });
    renderRoute("/admin/deposits");
    await waitFor(() =>
      expect(list).toHaveBeenCalledWith({ page: 1, per_page: 25, status: "pending" }, expect.anything()),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Deposits" })).toBeInTheDocument();
    expect(screen.getByText("Ref. GTB/4471")).toBeInTheDocument();
    // A gateway's deposit is shown, not decided here.
    expect(screen.getByText("Confirmed by the gateway")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Approve: bank transfer ${CARD.reference}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Approve: bank transfer ${TRANSFER.reference}` }));
    const dialog = await screen.findByRole("dialog", { name: "Approve the bank transfer of ₦5,000.00 from ada?" });
    expect(within(dialog).getByText(/ada is credited ₦5,100.00 \(bonus included\)/)).toBeInTheDocument();
    expect(decide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Approve and credit" }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith(31, "approve"));
    expect(await screen.findByText(`Bank transfer ${TRANSFER.reference}: approved and credited`)).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it("going back sends nothing; a rejection is sent once confirmed", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.deposits, "list").mockResolvedValue(pageOf([TRANSFER]));
    const decide = vi.spyOn(adminApi.deposits, "decide").mockResolvedValue({ ...TRANSFER, status: "failed" });
    renderRoute("/admin/deposits");
    await user.click(await screen.findByRole("button", { name: `Reject: bank transfer ${TRANSFER.reference}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Go back" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(decide).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: `Reject: bank transfer ${TRANSFER.reference}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reject transfer" }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith(31, "reject"));
    expect(await screen.findByText(`Bank transfer ${TRANSFER.reference}: rejected`)).toBeInTheDocument();
  });

  it("a transfer someone else decided shows the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.deposits, "list").mockResolvedValue(pageOf([TRANSFER]));
    vi.spyOn(adminApi.deposits, "decide").mockRejectedValue(
      new ApiError(`Deposit ${TRANSFER.reference} is already approved.`, { status: 409 }),
    );
    renderRoute("/admin/deposits");
    await user.click(await screen.findByRole("button", { name: `Approve: bank transfer ${TRANSFER.reference}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Approve and credit" }));
    expect(await screen.findByText(`Deposit ${TRANSFER.reference} is already approved.`)).toBeInTheDocument();
  });

  it("filters by method in the URL, and shows the empty state", async () => {
    const user = userEvent.setup({ delay: null });
    const list = vi.spyOn(adminApi.deposits, "list").mockResolvedValue(pageOf([]));
    const { router } = renderRoute("/admin/deposits?status=all");
    expect(await screen.findByText("No deposits here")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Method" }));
    await user.click(await screen.findByRole("option", { name: "Manual bank transfer" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("method")).toBe("bank_transfer"));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 1, per_page: 25, method: "bank_transfer" }, expect.anything()),
    );
  });
});
