import { ApiError } from "@smm/api-client";
import { REGISTER_MESSAGES } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_CHANGED_MESSAGE, PROFILE_SAVED_MESSAGE } from "../components/AccountDialog";
import { api } from "../lib/api";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls, TEST_USER } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./layouts/CustomerLayout.tsx", "./routes/dashboard/NewOrder.tsx"], { base: "../" }),
);

beforeEach(() => {
  stubCommonCalls();
  vi.spyOn(api.catalogue, "categories").mockResolvedValue([]);
  signInAsCustomer();
});
afterEach(resetApp);

async function openFromMenu(item: "Profile Settings" | "Security") {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole("button", { name: /ada/ }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
  return { user, dialog: within(await screen.findByRole("dialog", { name: "Account settings" })) };
}

describe("the user menu's account settings", () => {
  it("Profile Settings saves the name through PUT /user and keeps the stored user in step", async () => {
    const update = vi.spyOn(api.user, "updateProfile").mockResolvedValue({ ...TEST_USER, first_name: "Augusta" });
    renderRoute("/dashboard");
    const { user, dialog } = await openFromMenu("Profile Settings");
    const first = dialog.getByLabelText("First name");
    await user.clear(first);
    await user.type(first, "Augusta");
    await user.click(dialog.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ first_name: "Augusta", last_name: "Lovelace" }));
    expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
    expect(api.sessions.customer.read()?.data.first_name).toBe("Augusta");
  });

  it("Security checks the new password with the sign-up rules before PUT /user/password", async () => {
    const change = vi.spyOn(api.user, "changePassword").mockResolvedValue({ message: "ok" });
    renderRoute("/dashboard");
    const { user, dialog } = await openFromMenu("Security");
    await user.type(dialog.getByLabelText("Current password", { selector: "input" }), "Secret123");
    await user.type(dialog.getByLabelText("New password", { selector: "input" }), "weak");
    await user.type(dialog.getByLabelText("Confirm new password", { selector: "input" }), "weak");
    await user.click(dialog.getByRole("button", { name: "Change password" }));
    expect(await dialog.findByText(REGISTER_MESSAGES.passwordMin)).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("New password", { selector: "input" }));
    await user.type(dialog.getByLabelText("New password", { selector: "input" }), "Newpass1");
    await user.clear(dialog.getByLabelText("Confirm new password", { selector: "input" }));
    await user.type(dialog.getByLabelText("Confirm new password", { selector: "input" }), "Newpass1");
    await user.click(dialog.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith({
        current_password: "Secret123",
        password: "Newpass1",
        password_confirmation: "Newpass1",
      }),
    );
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
  });

  it("Security shows a refused current password under its field and moves focus there", async () => {
    vi.spyOn(api.user, "changePassword").mockRejectedValue(
      new ApiError("The given data was invalid.", {
        status: 422,
        errors: { current_password: ["The current password is incorrect."] },
      }),
    );
    renderRoute("/dashboard");
    const { user, dialog } = await openFromMenu("Security");
    const current = dialog.getByLabelText("Current password", { selector: "input" });
    await user.type(current, "Wrong1234");
    await user.type(dialog.getByLabelText("New password", { selector: "input" }), "Newpass1");
    await user.type(dialog.getByLabelText("Confirm new password", { selector: "input" }), "Newpass1");
    await user.click(dialog.getByRole("button", { name: "Change password" }));
    expect(await dialog.findByText("The current password is incorrect.")).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveFocus());
  });
});
