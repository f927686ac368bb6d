import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/Profile.tsx"], { base: "../../" }),
);

vi.setConfig({ testTimeout: 30_000 });
afterEach(resetApp);

describe("the admin profile", () => {
  beforeEach(prepareAdminScreen);

  it("refuses a new password of 7 characters by the operator rule it states, before any request (#36)", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.profile, "sessions").mockResolvedValue({ data: [] });
    const change = vi.spyOn(adminApi.profile, "changePassword").mockResolvedValue({ message: "ok" });
    renderRoute("/admin/profile");
    const form = await screen.findByRole("form", { name: "Change password" });
    expect(
      screen.getByText(
        "At least 8 characters with a lower-case letter, an upper-case letter and a digit; changing it signs out your other sessions.",
      ),
    ).toBeVisible();
    await user.type(within(form).getByLabelText(/^Current password/), "Admin1234");
    await user.type(within(form).getByLabelText(/^New password/), "Admin12");
    await user.type(within(form).getByLabelText(/^Confirm new password/), "Admin12");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Password must be at least 8 characters")).toBeVisible();
    expect(change).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^New password/), "3");
    await user.type(within(form).getByLabelText(/^Confirm new password/), "3");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    await vi.waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        current_password: "Admin1234",
        password: "Admin123",
        password_confirmation: "Admin123",
      }),
    );
  });

  it("lists each session's device and address, and signs the other sessions out at once (#36)", async () => {
    const user = userEvent.setup({ delay: null });
    const session = { remember: false, createdAt: "2026-12-06T09:15:00.000Z", expiresAt: "2026-12-07T09:15:00.000Z" };
    vi.spyOn(adminApi.profile, "sessions").mockResolvedValue({
      data: [
        { ...session, id: 2, current: true, device: "Chrome on Windows", ip: "102.89.34.10" },
        { ...session, id: 1, current: false, device: "Safari on iOS", ip: "197.210.54.2" },
      ],
    });
    const signOut = vi
      .spyOn(adminApi.profile, "revokeOtherSessions")
      .mockResolvedValue({ message: "Your other sessions were signed out." });
    renderRoute("/admin/profile");
    expect(await screen.findByText("Safari on iOS")).toBeVisible();
    expect(screen.getByText("197.210.54.2")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Sign out other sessions" }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(await screen.findByText("Other sessions signed out")).toBeInTheDocument();
  });
});
