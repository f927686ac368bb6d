import { ADMIN_SESSION_KEYS, ApiError } from "@smm/api-client";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { signInAsAdmin, stubAdminCalls, TEST_ADMIN } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    ["./admin/components/AdminLayout.tsx", "./admin/screens/{Dashboard,Login,ResetPassword,Users}.tsx"],
    { base: "../../" },
  ),
);

beforeEach(stubAdminCalls);
afterEach(resetApp);

describe("admin guard", () => {
  it("sends a visitor from an admin page to /admin/login", async () => {
    const { router } = renderRoute("/admin/users");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(await screen.findByRole("form", { name: "Admin sign in" })).toBeInTheDocument();
  });

  it("needs the admin data as well as the token", async () => {
    window.localStorage.setItem(ADMIN_SESSION_KEYS.token, "admin-token");
    const { router } = renderRoute("/admin/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
  });

  it("logs out cleanly when the server rejects the stored token", async () => {
    signInAsAdmin();
    // A 401 on a call that carried the token ends the session through the client's handler.
    vi.spyOn(adminApi.auth, "me").mockImplementation(async () => {
      api.sessions.admin.clear();
      const { emitSessionChange } = await import("../../lib/sessionEvents");
      emitSessionChange({ kind: "admin", change: "ended", reason: "expired" });
      throw new ApiError("Unauthenticated.", { status: 401 });
    });
    const { router } = renderRoute("/admin/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(window.localStorage.getItem(ADMIN_SESSION_KEYS.token)).toBeNull();
  });
});

describe("admin login", () => {
  it("heads the sign-in and password reset pages with their own h1", async () => {
    renderRoute("/admin/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin sign in" })).toBeVisible();
    resetApp();
    renderRoute("/admin/reset-password?token=abc123");
    expect(await screen.findByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Reset password" })).toBeEnabled();
  });

  it("reads a staff invitation's link as an invitation (#36)", async () => {
    renderRoute("/admin/reset-password?token=abc123&invite=1");
    expect(await screen.findByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
    expect(screen.getByText(/^Choose your password to finish setting up your staff account\./)).toBeVisible();
    expect(screen.getByRole("button", { name: "Set password" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Reset password" })).toBeNull();
  });

  it("shows 'Authenticating...' while signing in, then the toast and the dashboard", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (value: { token: string; admin: typeof TEST_ADMIN }) => void = () => {};
    const login = vi.spyOn(adminApi.auth, "login").mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { router } = renderRoute("/admin/login");
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Admin1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Authenticating..." })).toBeDisabled();
    expect(login).toHaveBeenCalledWith({ email: "admin@example.com", password: "Admin1234" });
    answer({ token: "admin-token", admin: TEST_ADMIN });
    expect(await screen.findByText("Admin login successful!")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
    expect(window.localStorage.getItem(ADMIN_SESSION_KEYS.token)).toBe("admin-token");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("shows the server's message and stays on the form", async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(adminApi.auth, "login").mockRejectedValue(new ApiError("These credentials do not match our records."));
    const { router } = renderRoute("/admin/login");
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "admin@example.com");
    await user.type(screen.getByLabelText("Password"), "Wrong1234");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("These credentials do not match our records.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("logs out from the menu: 'Logged out successfully', admin keys gone, back to /admin/login", async () => {
    const user = userEvent.setup({ delay: null });
    const logout = vi.spyOn(adminApi.auth, "logout").mockResolvedValue();
    signInAsAdmin();
    const { router } = renderRoute("/admin/dashboard");
    await user.click(await screen.findByRole("button", { name: /olumide/ }));
    await user.click(within(await screen.findByRole("menu")).getByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/login"));
    expect(logout).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(ADMIN_SESSION_KEYS.token)).toBeNull();
  });
});
