import { ApiError } from "@smm/api-client";
import { DEFAULT_SETTINGS, type Provider, publicSettingsOf } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { pageOf, prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/Providers.tsx"], { base: "../../" }),
);

vi.setConfig({ testTimeout: 30_000 });

/** A USD child panel's parent: it prices in naira, converted at the owner's rate (#37). */
const PARENT: Provider = {
  id: 1,
  name: "Parent panel",
  url: "https://smm.example/api/v2",
  key_last_four: "abcd",
  balance: "19000.00",
  currency: "NGN",
  currency_rate: "0.000650",
  health: "ok",
  last_error: null,
  checked_at: null,
  balance_at: null,
  failing_since: null,
  low_balance_threshold: null,
  low_balance_since: null,
  services: 3,
  orders_in_doubt: 0,
};

const RATE_MESSAGE = "Your rate must be a positive number, e.g. 0.00065.";

beforeEach(() => {
  prepareAdminScreen();
  vi.spyOn(api.settings, "get").mockResolvedValue({ ...publicSettingsOf(DEFAULT_SETTINGS), currency: "USD" });
  vi.spyOn(adminApi.providers, "list").mockResolvedValue({ data: [PARENT] });
  vi.spyOn(adminApi.providers, "alerts").mockResolvedValue({ data: [], unread: 0 });
  vi.spyOn(adminApi.system, "logs").mockResolvedValue(pageOf([]));
});
afterEach(resetApp);

describe("a provider in another currency than the panel's", () => {
  it("shows the owner's rate, refuses a bad one with the server's message, and saves a new one", async () => {
    const user = userEvent.setup({ delay: null });
    const setRate = vi
      .spyOn(adminApi.providers, "setRate")
      .mockRejectedValueOnce(
        new ApiError("The given data was invalid.", { status: 422, errors: { currency_rate: [RATE_MESSAGE] } }),
      )
      .mockResolvedValueOnce({ repriced: 3 });
    renderRoute("/admin/api-providers");
    await user.click(
      await screen.findByRole("button", { name: "Your rate for Parent panel: 1 NGN = 0.000650 USD. Change it" }),
    );
    const form = await screen.findByRole("form", { name: "Your rate for Parent panel" });
    const rate = within(form).getByLabelText(/Your rate \(USD per 1 NGN\)/);
    expect(rate).toHaveValue(0.00065);
    await user.clear(rate);
    await user.type(rate, "0");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByText(RATE_MESSAGE)).toBeInTheDocument();
    await user.clear(rate);
    await user.type(rate, "0.0007");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(setRate).toHaveBeenLastCalledWith(1, "0.0007"));
    expect(await screen.findByText("Your rate is saved: 3 prices changed")).toBeInTheDocument();
  });
});
